import { describe, expect, it } from 'vitest'

import { isInSiteNavigation } from './reload-on-update'

const origin = 'https://example.com'
const click = { button: 0, defaultPrevented: false, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false }
const anchor = (href: string, { target = '', download = false } = {}) => ({
  href,
  target,
  hasAttribute: (name: string) => name === 'download' && download,
})

describe('isInSiteNavigation', () => {
  it('is a plain click on a link of the site', () => {
    expect(isInSiteNavigation({ event: click, anchor: anchor(`${origin}/properties`), origin })).toBe(true)
  })

  it('is not a new tab, a download, another site or a handled click', () => {
    expect(isInSiteNavigation({ event: { ...click, ctrlKey: true }, anchor: anchor(`${origin}/a`), origin })).toBe(false)
    expect(isInSiteNavigation({ event: click, anchor: anchor(`${origin}/a`, { target: '_blank' }), origin })).toBe(false)
    expect(isInSiteNavigation({ event: click, anchor: anchor(`${origin}/a.csv`, { download: true }), origin })).toBe(false)
    expect(isInSiteNavigation({ event: click, anchor: anchor('https://other.test/'), origin })).toBe(false)
    expect(isInSiteNavigation({ event: { ...click, defaultPrevented: true }, anchor: anchor(`${origin}/a`), origin })).toBe(
      false,
    )
  })
})
