import { describe, expect, it } from 'vitest'

import { describeMarketTrend } from './market-trend'

const quarter = (overrides: Partial<Parameters<typeof describeMarketTrend>[0]['quarters'][number]>) => ({
  quarter: 'Q3',
  year: 2025,
  vacancyRate: 5.22,
  annualLeaseRate: 18.36,
  ...overrides,
})

describe('describeMarketTrend', () => {
  it('tells which way vacancy and the lease rate moved', () => {
    const quarters = [
      quarter({ quarter: 'Q4', year: 2023, vacancyRate: 2.91, annualLeaseRate: 19.44 }),
      quarter({ quarter: 'Q2', year: 2025, vacancyRate: 5.04, annualLeaseRate: 18.6 }),
      quarter({}),
    ]
    expect(describeMarketTrend({ areaName: 'Orange County', quarters })).toBe(
      'Orange County vacancy rose from 2.91% to 5.22% between Q4 2023 and Q3 2025, and the average lease rate fell from $1.62 to $1.53 per square foot per month.',
    )
  })

  it('says a figure held when it shows the same at both ends', () => {
    const quarters = [quarter({ quarter: 'Q2', vacancyRate: 4.92 }), quarter({ vacancyRate: 4.88 })]
    expect(describeMarketTrend({ areaName: 'Irvine', quarters, isCity: true })).toBe(
      'Irvine vacancy held at 4.9% between Q2 2025 and Q3 2025, and the average lease rate held at $1.53 per square foot per month.',
    )
  })

  it('describes a single quarter and the lack of any', () => {
    expect(
      describeMarketTrend({
        areaName: 'Tustin',
        quarters: [quarter({ vacancyRate: 4.8, annualLeaseRate: 19.2 })],
        isCity: true,
      }),
    ).toBe('Tustin vacancy was 4.8% and the average lease rate $1.60 per square foot per month in Q3 2025.')
    expect(describeMarketTrend({ areaName: 'Tustin', quarters: [] })).toBe(
      'No quarterly figures are available for Tustin yet.',
    )
  })
})
