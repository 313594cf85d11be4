import { describe, expect, it } from 'vitest'

import { periodKey } from './MarketSnapshots'

describe('periodKey', () => {
  it('identifies a county quarter', () => {
    expect(periodKey({ area: 'county', year: 2025, quarter: 'Q3' })).toBe('county:2025:Q3')
  })

  it('identifies a city quarter by the city id, whether populated or not', () => {
    expect(periodKey({ area: 'city', city: 7, year: 2025, quarter: 'Q3' })).toBe('city:7:2025:Q3')
    expect(periodKey({ area: 'city', city: { id: 7 }, year: 2025, quarter: 'Q3' })).toBe('city:7:2025:Q3')
  })

  it('ignores a city on a county snapshot', () => {
    expect(periodKey({ area: 'county', city: 7, year: 2024, quarter: 'Q4' })).toBe('county:2024:Q4')
  })
})
