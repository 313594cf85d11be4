import type { InvestmentInput } from './investment'

import { describe, expect, it } from 'vitest'

import { analyzeInvestment, monthlyPayment, validateInvestmentInput } from './investment'

/** A $10M building, 65 % financed at 6.5 % over 25 years. */
function buildInvestmentInput(overrides: Partial<InvestmentInput> = {}): InvestmentInput {
  return {
    purchasePrice: 10_000_000,
    grossAnnualIncome: 700_000,
    vacancyRatePercent: 5,
    annualOperatingExpenses: 100_000,
    loanToValuePercent: 65,
    interestRatePercent: 6.5,
    amortizationYears: 25,
    ...overrides,
  }
}

describe('monthlyPayment', () => {
  it('amortizes a $6.5M loan at 6.5 % over 25 years', () => {
    // 6,500,000 × 0.065/12 ÷ (1 − (1 + 0.065/12)^−300) = 43,888.4654...
    expect(monthlyPayment({ principal: 6_500_000, annualRatePercent: 6.5, years: 25 })).toBeCloseTo(43_888.47, 2)
  })

  it('divides the principal evenly at a 0 % rate', () => {
    expect(monthlyPayment({ principal: 1_200_000, annualRatePercent: 0, years: 10 })).toBe(10_000)
  })

  it('is 0 without a loan, whatever the term', () => {
    expect(monthlyPayment({ principal: 0, annualRatePercent: 6.5, years: 0 })).toBe(0)
  })

  it('refuses a loan without a term rather than return Infinity', () => {
    expect(() => monthlyPayment({ principal: 100_000, annualRatePercent: 5, years: 0 })).toThrow(RangeError)
  })
})

describe('analyzeInvestment', () => {
  it('gives income and cap rate after vacancy and expenses', () => {
    const result = analyzeInvestment(buildInvestmentInput())
    expect(result.effectiveGrossIncome).toBeCloseTo(665_000, 6)
    expect(result.netOperatingIncome).toBeCloseTo(565_000, 6)
    expect(result.capRatePercent).toBeCloseTo(5.65, 10)
  })

  it('gives the loan, debt service, DSCR, cash flow and cash-on-cash return', () => {
    const result = analyzeInvestment(buildInvestmentInput())
    expect(result.loanAmount).toBeCloseTo(6_500_000, 6)
    expect(result.downPayment).toBeCloseTo(3_500_000, 6)
    expect(result.cashInvested).toBeCloseTo(3_500_000, 6)
    expect(result.monthlyDebtService).toBeCloseTo(43_888.47, 2)
    expect(result.annualDebtService).toBeCloseTo(526_661.59, 2)
    // 565,000 ÷ 526,661.59
    expect(result.debtServiceCoverageRatio).toBeCloseTo(1.0728, 4)
    expect(result.annualCashFlow).toBeCloseTo(38_338.41, 2)
    // 38,338.41 ÷ 3,500,000
    expect(result.cashOnCashReturnPercent).toBeCloseTo(1.0954, 4)
  })

  it('counts closing costs as cash invested', () => {
    const result = analyzeInvestment(buildInvestmentInput({ closingCosts: 100_000 }))
    expect(result.cashInvested).toBeCloseTo(3_600_000, 6)
    // 38,338.41 ÷ 3,600,000
    expect(result.cashOnCashReturnPercent).toBeCloseTo(1.065, 4)
  })

  it('spreads the loan evenly at a 0 % rate', () => {
    const result = analyzeInvestment(buildInvestmentInput({ interestRatePercent: 0 }))
    // 6,500,000 ÷ 300 months
    expect(result.monthlyDebtService).toBeCloseTo(21_666.67, 2)
    expect(result.annualDebtService).toBeCloseTo(260_000, 6)
    expect(result.debtServiceCoverageRatio).toBeCloseTo(2.1731, 4)
    expect(result.annualCashFlow).toBeCloseTo(305_000, 6)
  })

  it('has no debt service and no DSCR for an all-cash purchase', () => {
    const result = analyzeInvestment(buildInvestmentInput({ loanToValuePercent: 0, closingCosts: 0 }))
    expect(result.loanAmount).toBe(0)
    expect(result.monthlyDebtService).toBe(0)
    expect(result.annualDebtService).toBe(0)
    expect(result.debtServiceCoverageRatio).toBeNull()
    expect(result.annualCashFlow).toBeCloseTo(565_000, 6)
    // All cash: cash-on-cash equals the cap rate.
    expect(result.cashOnCashReturnPercent).toBeCloseTo(5.65, 10)
  })

  it('has no cash-on-cash return when nothing is invested', () => {
    const result = analyzeInvestment(buildInvestmentInput({ loanToValuePercent: 100 }))
    expect(result.cashInvested).toBe(0)
    expect(result.cashOnCashReturnPercent).toBeNull()
  })
})

describe('validateInvestmentInput', () => {
  it('accepts a complete, sensible input', () => {
    expect(validateInvestmentInput(buildInvestmentInput({ closingCosts: 50_000 }))).toEqual([])
  })

  it('rejects a zero price and negative amounts, naming the field', () => {
    const errors = validateInvestmentInput(
      buildInvestmentInput({ purchasePrice: 0, annualOperatingExpenses: -1, closingCosts: -5 }),
    )
    expect(errors).toEqual([
      { field: 'purchasePrice', message: 'Purchase price must be greater than 0.' },
      { field: 'annualOperatingExpenses', message: 'Operating expenses cannot be negative.' },
      { field: 'closingCosts', message: 'Closing costs cannot be negative.' },
    ])
  })

  it('keeps vacancy and loan-to-value within 0–100 %', () => {
    const errors = validateInvestmentInput(buildInvestmentInput({ vacancyRatePercent: 101, loanToValuePercent: -10 }))
    expect(errors).toEqual([
      { field: 'vacancyRatePercent', message: 'Vacancy rate must be between 0 and 100 %.' },
      { field: 'loanToValuePercent', message: 'Loan-to-value cannot be negative.' },
    ])
    expect(validateInvestmentInput(buildInvestmentInput({ vacancyRatePercent: 100, loanToValuePercent: 0 }))).toEqual([])
  })

  it.each([0, 0.5, 12.5, 41])('rejects an amortization of %s years', (amortizationYears) => {
    expect(validateInvestmentInput(buildInvestmentInput({ amortizationYears }))).toEqual([
      { field: 'amortizationYears', message: 'Amortization must be a whole number of years from 1 to 40.' },
    ])
  })

  it.each([1, 40])('accepts an amortization of %s years', (amortizationYears) => {
    expect(validateInvestmentInput(buildInvestmentInput({ amortizationYears }))).toEqual([])
  })

  it('rejects a value that is not a number, such as an emptied field', () => {
    expect(validateInvestmentInput(buildInvestmentInput({ grossAnnualIncome: Number.NaN }))).toEqual([
      { field: 'grossAnnualIncome', message: 'Gross annual income must be a number.' },
    ])
  })
})
