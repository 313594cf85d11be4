import { describe, expect, it } from 'vitest'

import { MARKET_SLUGS } from '../../../../cms/shared/markets'
import { findMarketOfPage, parseMarketPage } from './parse-market-page'

const productSlug = 'industrial-real-estate'

describe('parseMarketPage', () => {
  it('takes the longest market slug that starts the segment', () => {
    expect(parseMarketPage('irvine-spectrum-industrial-real-estate')).toEqual({
      market: 'irvine-spectrum',
      productSlug: 'industrial-real-estate',
    })
    expect(parseMarketPage('irvine-industrial-real-estate')).toEqual({ market: 'irvine', productSlug })
    expect(parseMarketPage('south-orange-county-industrial-real-estate')).toEqual({
      market: 'south-orange-county',
      productSlug,
    })
  })

  it('needs a hyphen and something after the market', () => {
    expect(parseMarketPage('irvine')).toBeNull()
    expect(parseMarketPage('irvine-')).toBeNull()
    expect(parseMarketPage('irvineindustrial-real-estate')).toBeNull()
  })

  it('refuses segments that start with no market', () => {
    expect(parseMarketPage('foo')).toBeNull()
    expect(parseMarketPage('')).toBeNull()
    expect(parseMarketPage('new-york-industrial-real-estate')).toBeNull()
  })
})

describe('findMarketOfPage', () => {
  it('finds every market at /{market}-{product slug}', () => {
    for (const market of MARKET_SLUGS) {
      expect(findMarketOfPage({ segment: `${market}-${productSlug}`, productSlug })).toBe(market)
    }
  })

  it('refuses a market followed by anything but the product slug', () => {
    expect(findMarketOfPage({ segment: 'irvine', productSlug })).toBeNull()
    expect(findMarketOfPage({ segment: 'irvine-industrial', productSlug })).toBeNull()
    expect(findMarketOfPage({ segment: 'irvine-spectrum-warehouses', productSlug })).toBeNull()
    expect(findMarketOfPage({ segment: 'irvine-spectrum', productSlug })).toBeNull()
    expect(findMarketOfPage({ segment: 'foo', productSlug })).toBeNull()
  })

  it('follows the product slug of the settings', () => {
    expect(findMarketOfPage({ segment: 'tustin-warehouses', productSlug: 'warehouses' })).toBe('tustin')
    expect(findMarketOfPage({ segment: 'tustin-industrial-real-estate', productSlug: 'warehouses' })).toBeNull()
  })
})
