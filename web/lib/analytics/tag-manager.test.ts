// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
// happy-dom: the blocked script download counts as loaded instead of logging an error (nothing is fetched).
import { afterEach, describe, expect, it, vi } from 'vitest'

import { loadTagManager, shouldLoadTagManager, tagManagerScriptUrl } from './tag-manager'

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager.com"]')]

afterEach(() => {
  for (const script of scripts()) script.remove()
  delete window.dataLayer
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('shouldLoadTagManager', () => {
  it('loads nothing without a container id', () => {
    expect(shouldLoadTagManager({ gtmId: null, hasGlobalPrivacyControl: false })).toBe(false)
    expect(shouldLoadTagManager({ gtmId: undefined, hasGlobalPrivacyControl: false })).toBe(false)
    expect(shouldLoadTagManager({ gtmId: '', hasGlobalPrivacyControl: false })).toBe(false)
  })

  it('loads nothing when the browser sends Global Privacy Control, even with an id', () => {
    expect(shouldLoadTagManager({ gtmId: 'GTM-AB12CD3', hasGlobalPrivacyControl: true })).toBe(false)
  })

  it('loads with a container id and no privacy signal', () => {
    expect(shouldLoadTagManager({ gtmId: 'GTM-AB12CD3', hasGlobalPrivacyControl: false })).toBe(true)
  })

  it('ignores an id that is not a container id', () => {
    expect(shouldLoadTagManager({ gtmId: 'G-AB12CD3', hasGlobalPrivacyControl: false })).toBe(false)
    expect(shouldLoadTagManager({ gtmId: 'GTM-1"><script>', hasGlobalPrivacyControl: false })).toBe(false)
  })
})

describe('loadTagManager', () => {
  it('adds no script without an id', () => {
    expect(loadTagManager(null)).toBe(false)
    expect(scripts()).toHaveLength(0)
    expect(window.dataLayer).toBeUndefined()
  })

  it('adds no script under Global Privacy Control', () => {
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true })
    expect(loadTagManager('GTM-AB12CD3')).toBe(false)
    expect(scripts()).toHaveLength(0)
  })

  it('adds the container script once, after the start marker', () => {
    expect(loadTagManager(' GTM-AB12CD3 ')).toBe(true)
    expect(loadTagManager('GTM-AB12CD3')).toBe(true)
    expect(scripts().map((script) => [script.src, script.async])).toEqual([
      ['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3', true],
    ])
    expect(window.dataLayer).toEqual([{ event: 'gtm.js', 'gtm.start': expect.any(Number) }])
  })

  it('warns about an id that is not a container id and loads nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(loadTagManager('UA-12345')).toBe(false)
    expect(warn).toHaveBeenCalledOnce()
    expect(scripts()).toHaveLength(0)
  })

  it('builds the documented script address', () => {
    expect(tagManagerScriptUrl('GTM-X1')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-X1')
  })
})
