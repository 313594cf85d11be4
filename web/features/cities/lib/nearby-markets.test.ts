import { describe, expect, it } from 'vitest'

import { MARKET_SLUGS } from '../../../../cms/shared/markets'
import { NEARBY_MARKETS } from './nearby-markets'

describe('NEARBY_MARKETS', () => {
  it('gives every market at least two other markets, each once', () => {
    for (const market of MARKET_SLUGS) {
      const nearby = NEARBY_MARKETS[market]
      expect(nearby.length).toBeGreaterThanOrEqual(2)
      expect(nearby).not.toContain(market)
      expect(new Set(nearby).size).toBe(nearby.length)
    }
  })

  it('is neighbourly both ways', () => {
    for (const market of MARKET_SLUGS) {
      for (const other of NEARBY_MARKETS[market]) {
        expect(NEARBY_MARKETS[other], `${other} should list ${market}`).toContain(market)
      }
    }
  })
})
