import type { CalculatorValues } from './url-state'

import { describe, expect, it } from 'vitest'

import { calculatorQueryKeys, decodeCalculatorState, encodeCalculatorState } from './url-state'

function buildCalculatorValues(overrides: Partial<CalculatorValues> = {}): CalculatorValues {
  return {
    purchasePrice: 10_000_000,
    grossAnnualIncome: 700_000,
    vacancyRatePercent: 5,
    annualOperatingExpenses: 100_000,
    loanToValuePercent: 65,
    interestRatePercent: 6.5,
    amortizationYears: 25,
    closingCosts: 0,
    squareFeet: 10_000,
    leaseRatePerSfMonthly: 1.53,
    annualEscalationPercent: 3.5,
    propertyTaxRatePercent: 1.1,
    monthlyInsurance: 500,
    monthlyMaintenanceReserves: 1_000,
    comparisonYears: 10,
    ...overrides,
  }
}

describe('encodeCalculatorState / decodeCalculatorState', () => {
  it('round-trips every input through the URL', () => {
    const values = buildCalculatorValues()
    expect(decodeCalculatorState(encodeCalculatorState(values))).toEqual(values)
  })

  it('round-trips awkward numbers exactly', () => {
    const values = { interestRatePercent: 0.1 + 0.2, purchasePrice: 1e21, vacancyRatePercent: 1e-7 }
    expect(decodeCalculatorState(`?${encodeCalculatorState(values)}`)).toEqual(values)
  })

  it('writes short keys and leaves out missing and non-finite values', () => {
    expect(encodeCalculatorState({ purchasePrice: 2_500_000, vacancyRatePercent: Number.NaN, loanToValuePercent: 60 })).toBe(
      'p=2500000&ltv=60',
    )
  })

  it('gives each input its own key', () => {
    const keys = Object.values(calculatorQueryKeys)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('ignores unknown keys and values that are not plain numbers', () => {
    expect(decodeCalculatorState('?p=abc&i=&v=0x10&e=Infinity&ltv=1e999&r=6.5&am=25&utm_source=x')).toEqual({
      interestRatePercent: 6.5,
      amortizationYears: 25,
    })
  })

  it('reads grouping commas, as a form submitted without JavaScript sends them', () => {
    expect(decodeCalculatorState('?p=7%2C200%2C000&i=367,200.50')).toEqual({
      purchasePrice: 7_200_000,
      grossAnnualIncome: 367_200.5,
    })
  })

  it('keeps the first of repeated keys and reads an empty query as nothing', () => {
    expect(decodeCalculatorState('p=1&p=2')).toEqual({ purchasePrice: 1 })
    expect(decodeCalculatorState('')).toEqual({})
  })
})
