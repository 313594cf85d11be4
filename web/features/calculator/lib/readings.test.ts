import { describe, expect, it } from 'vitest'

import { describeDebtCoverage, describeMonthlyDifference } from './readings'

describe('describeDebtCoverage', () => {
  it('has nothing to cover without a loan', () => {
    expect(describeDebtCoverage(null)).toEqual({ level: 'none', text: 'All cash: there is no loan payment to cover.' })
  })

  it('warns when the income does not cover the payments', () => {
    expect(describeDebtCoverage(0.93).level).toBe('short')
    expect(describeDebtCoverage(0.93).text).toMatch(/does not cover/)
  })

  it('flags coverage between 1.00x and the 1.25x lenders want', () => {
    expect(describeDebtCoverage(1).level).toBe('thin')
    expect(describeDebtCoverage(1.24).level).toBe('thin')
    expect(describeDebtCoverage(1.24).text).toMatch(/lenders usually want 1\.25x or more/)
  })

  it('reads a ratio shown as 1.25x as meeting 1.25x', () => {
    expect(describeDebtCoverage(1.2496).level).toBe('meets')
    expect(describeDebtCoverage(1.6).level).toBe('meets')
  })
})

describe('describeMonthlyDifference', () => {
  it('names the cheaper option and the monthly saving', () => {
    expect(describeMonthlyDifference(1_176.4)).toBe('Owning costs $1,176 less per month than leasing in the first year.')
    expect(describeMonthlyDifference(-2_500)).toBe('Leasing costs $2,500 less per month than owning in the first year.')
  })

  it('calls a difference under a dollar even', () => {
    expect(describeMonthlyDifference(0.3)).toBe('Leasing and owning cost about the same each month in the first year.')
  })
})
