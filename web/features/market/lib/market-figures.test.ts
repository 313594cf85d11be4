import { describe, expect, it } from 'vitest'

import type { PublicSnapshot } from '../../../../cms/endpoints/market-data/serialize'
import { FALLBACK_FIGURES, toMarketFigures } from './market-figures'

const buildSnapshot = (overrides: Partial<PublicSnapshot> = {}): PublicSnapshot => ({
  area: 'county',
  vacancy_rate: 5.22,
  avg_lease_rate: 18.36,
  num_sale_transactions: 88,
  num_lease_transactions: 252,
  sale_transactions_sf: 1_300_000,
  lease_transactions_sf: 3_100_000,
  net_absorption_quarterly: -187_400,
  quarter: 'Q3',
  year: 2025,
  market_highlights: [],
  market_forecast: { summary: null, expertQuote: null, underConstructionSf: 1_800_000, unemploymentRate: 3.6 },
  updatedAt: '2025-10-01T00:00:00.000Z',
  ...overrides,
})

describe('toMarketFigures', () => {
  it('counts sales and leases together for transactions and volume', () => {
    const figures = toMarketFigures(buildSnapshot())
    expect(figures.transactions).toBe(340)
    expect(figures.volumeSf).toBe(4_400_000)
    expect(figures.netAbsorptionSf).toBe(-187_400)
    expect(figures.underConstructionSf).toBe(1_800_000)
  })

  it('keeps an absent forecast figure absent', () => {
    const snapshot = buildSnapshot({
      market_forecast: { summary: null, expertQuote: null, underConstructionSf: null, unemploymentRate: null },
    })
    expect(toMarketFigures(snapshot).underConstructionSf).toBeNull()
  })
})

describe('FALLBACK_FIGURES', () => {
  it('are the sample figures of the spec', () => {
    expect(FALLBACK_FIGURES).toMatchObject({
      quarter: 'Q3',
      year: 2025,
      vacancyRate: 5.22,
      transactions: 340,
      volumeSf: 4_400_000,
      netAbsorptionSf: null,
    })
  })
})
