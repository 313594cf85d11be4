import type { LeaseVsBuyInput } from './lease-vs-buy'

import { describe, expect, it } from 'vitest'

import { monthlyPayment } from './investment'
import { compareLeaseVsBuy, validateLeaseVsBuyInput } from './lease-vs-buy'

/**
 * 10,000 SF at $1.50/SF/month NNN escalating 3 %, against buying it for $3M with 60 % financed at
 * 0 % over 25 years (so the debt service is a round $6,000 a month), $500 insurance and $1,000 reserves.
 */
function buildLeaseVsBuyInput(overrides: Partial<LeaseVsBuyInput> = {}): LeaseVsBuyInput {
  return {
    purchasePrice: 3_000_000,
    loanToValuePercent: 60,
    interestRatePercent: 0,
    amortizationYears: 25,
    squareFeet: 10_000,
    leaseRatePerSfMonthly: 1.5,
    annualEscalationPercent: 3,
    monthlyInsurance: 500,
    monthlyMaintenanceReserves: 1_000,
    comparisonYears: 3,
    ...overrides,
  }
}

describe('compareLeaseVsBuy', () => {
  it('compares the first month of leasing and owning, with the Orange County tax rate by default', () => {
    const result = compareLeaseVsBuy(buildLeaseVsBuyInput())
    expect(result.monthlyLeaseCost).toBeCloseTo(15_000, 6)
    expect(result.monthlyDebtService).toBeCloseTo(6_000, 6)
    // 3,000,000 × 1.1 % ÷ 12
    expect(result.monthlyPropertyTax).toBeCloseTo(2_750, 6)
    expect(result.monthlyOwnershipCost).toBeCloseTo(10_250, 6)
    expect(result.monthlyDifference).toBeCloseTo(4_750, 6)
  })

  it('totals 3 years with the rent escalating and the tax growing 2 % a year', () => {
    const { years } = compareLeaseVsBuy(buildLeaseVsBuyInput())
    expect(years.map((row) => row.year)).toEqual([1, 2, 3])
    // Rent: 180,000, then × 1.03 each year.
    expect(years.map((row) => row.leaseCost)).toEqual([
      expect.closeTo(180_000, 6),
      expect.closeTo(185_400, 6),
      expect.closeTo(190_962, 6),
    ])
    // Debt 72,000 + insurance and reserves 18,000 + tax 33,000, 33,660, 34,333.20.
    expect(years.map((row) => row.ownershipCost)).toEqual([
      expect.closeTo(123_000, 6),
      expect.closeTo(123_660, 6),
      expect.closeTo(124_333.2, 6),
    ])
    expect(years.map((row) => row.difference)).toEqual([
      expect.closeTo(57_000, 6),
      expect.closeTo(61_740, 6),
      expect.closeTo(66_628.8, 6),
    ])
    expect(years[2].cumulativeLeaseCost).toBeCloseTo(556_362, 6)
    expect(years[2].cumulativeOwnershipCost).toBeCloseTo(370_993.2, 6)
    expect(years[2].cumulativeDifference).toBeCloseTo(185_368.8, 6)
  })

  it('uses a given tax rate and the amortizing payment of the loan', () => {
    const result = compareLeaseVsBuy(buildLeaseVsBuyInput({ interestRatePercent: 6, propertyTaxRatePercent: 1.2 }))
    const payment = monthlyPayment({ principal: 1_800_000, annualRatePercent: 6, years: 25 })
    expect(result.monthlyDebtService).toBe(payment)
    expect(result.monthlyPropertyTax).toBeCloseTo(3_000, 6)
    expect(result.monthlyOwnershipCost).toBeCloseTo(payment + 3_000 + 1_500, 6)
  })

  it('stops the debt service once the loan is paid off', () => {
    const { years } = compareLeaseVsBuy(buildLeaseVsBuyInput({ amortizationYears: 2, comparisonYears: 3 }))
    // 1,800,000 over 24 months is 75,000 a month, 900,000 a year.
    expect(years[1].ownershipCost).toBeCloseTo(900_000 + 33_660 + 18_000, 6)
    expect(years[2].ownershipCost).toBeCloseTo(34_333.2 + 18_000, 6)
  })

  it('costs only tax, insurance and reserves to own outright', () => {
    const result = compareLeaseVsBuy(buildLeaseVsBuyInput({ loanToValuePercent: 0 }))
    expect(result.monthlyDebtService).toBe(0)
    expect(result.monthlyOwnershipCost).toBeCloseTo(4_250, 6)
  })

  it('gives an empty table for 0 years', () => {
    expect(compareLeaseVsBuy(buildLeaseVsBuyInput({ comparisonYears: 0 })).years).toEqual([])
  })
})

describe('validateLeaseVsBuyInput', () => {
  it('accepts a complete, sensible input', () => {
    expect(validateLeaseVsBuyInput(buildLeaseVsBuyInput({ propertyTaxRatePercent: 1.2 }))).toEqual([])
  })

  it('checks the price and loan terms like the investment analysis, before its own fields', () => {
    const errors = validateLeaseVsBuyInput(
      buildLeaseVsBuyInput({ squareFeet: 0, purchasePrice: 0, amortizationYears: 50, monthlyInsurance: -1 }),
    )
    expect(errors).toEqual([
      { field: 'purchasePrice', message: 'Purchase price must be greater than 0.' },
      { field: 'amortizationYears', message: 'Amortization must be a whole number of years from 1 to 40.' },
      { field: 'squareFeet', message: 'Building size must be greater than 0.' },
      { field: 'monthlyInsurance', message: 'Insurance cannot be negative.' },
    ])
  })

  it('keeps escalation and the tax rate within 0–100 % and rejects an emptied field', () => {
    expect(
      validateLeaseVsBuyInput(
        buildLeaseVsBuyInput({ annualEscalationPercent: 120, propertyTaxRatePercent: -1, leaseRatePerSfMonthly: Number.NaN }),
      ),
    ).toEqual([
      { field: 'leaseRatePerSfMonthly', message: 'Lease rate must be a number.' },
      { field: 'annualEscalationPercent', message: 'Annual escalation must be between 0 and 100 %.' },
      { field: 'propertyTaxRatePercent', message: 'Property tax rate cannot be negative.' },
    ])
  })

  it.each([0, 2.5, 31])('rejects a comparison of %s years', (comparisonYears) => {
    expect(validateLeaseVsBuyInput(buildLeaseVsBuyInput({ comparisonYears }))).toEqual([
      { field: 'comparisonYears', message: 'Comparison period must be a whole number of years from 1 to 30.' },
    ])
  })

  it.each([1, 30])('accepts a comparison of %s years', (comparisonYears) => {
    expect(validateLeaseVsBuyInput(buildLeaseVsBuyInput({ comparisonYears }))).toEqual([])
  })
})
