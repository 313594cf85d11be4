import { afterEach, describe, expect, it, vi } from 'vitest'

import { pushToDataLayer } from './data-layer'
import { buildLeadConversion, trackLeadConversion } from './lead-conversion'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('pushToDataLayer', () => {
  it('creates window.dataLayer when it is missing', () => {
    const fakeWindow: Partial<Window> = {}
    vi.stubGlobal('window', fakeWindow)
    pushToDataLayer({ event: 'connectivity', status: 'offline' })
    expect(fakeWindow.dataLayer).toEqual([{ event: 'connectivity', status: 'offline' }])
  })

  it('appends to an existing data layer, keeping what the tag manager or others put there', () => {
    const existing = [{ event: 'gtm.js', 'gtm.start': 1 }]
    vi.stubGlobal('window', { dataLayer: existing })
    pushToDataLayer({ event: 'connectivity', status: 'online' })
    expect(existing).toEqual([
      { event: 'gtm.js', 'gtm.start': 1 },
      { event: 'connectivity', status: 'online' },
    ])
  })

  it('does nothing during the server render', () => {
    expect(typeof window).toBe('undefined')
    expect(() => pushToDataLayer({ event: 'connectivity', status: 'online' })).not.toThrow()
  })
})

describe('lead conversion', () => {
  it('is worth 5000 USD with the lead source and page (SPEC.md section 9)', () => {
    expect(buildLeadConversion({ source: 'main_form', page: 'home' })).toEqual({
      event: 'generate_lead',
      value: 5000,
      currency: 'USD',
      lead_source: 'main_form',
      lead_page: 'home',
    })
  })

  it('is pushed to the data layer', () => {
    const fakeWindow: Partial<Window> = {}
    vi.stubGlobal('window', fakeWindow)
    trackLeadConversion({ source: 'contact_page', page: '/contact' })
    expect(fakeWindow.dataLayer).toEqual([buildLeadConversion({ source: 'contact_page', page: '/contact' })])
  })
})
