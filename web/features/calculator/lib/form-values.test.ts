import { describe, expect, it } from 'vitest'

import {
  defaultCalculatorValues,
  draftsFromSearch,
  draftsFromValues,
  formatNumberInput,
  parseNumberInput,
  valuesFromDrafts,
} from './form-values'
import { analyzeInvestment, validateInvestmentInput } from './investment'
import { validateLeaseVsBuyInput } from './lease-vs-buy'

describe('parseNumberInput', () => {
  it.each([
    ['7200000', 7_200_000],
    ['7,200,000', 7_200_000],
    [' $7,200,000 ', 7_200_000],
    ['6.25%', 6.25],
    ['6.', 6],
    ['.5', 0.5],
    ['-3', -3],
  ])('reads %j as %s', (text, value) => {
    expect(parseNumberInput(text)).toBe(value)
  })

  it.each(['', '   ', 'abc', '6.2.5', '1e3', '12k', '--1'])('reads %j as not a number', (text) => {
    expect(parseNumberInput(text)).toBeNaN()
  })
})

describe('formatNumberInput', () => {
  it('groups thousands and keeps every decimal', () => {
    expect(formatNumberInput(7_200_000)).toBe('7,200,000')
    expect(formatNumberInput(6.25)).toBe('6.25')
    expect(formatNumberInput(0.125)).toBe('0.125')
  })
})

describe('drafts', () => {
  it('opens on a typical building that passes validation and covers its debt', () => {
    expect(validateInvestmentInput(defaultCalculatorValues)).toEqual([])
    expect(validateLeaseVsBuyInput(defaultCalculatorValues)).toEqual([])
    const result = analyzeInvestment(defaultCalculatorValues)
    expect(result.capRatePercent).toBeCloseTo(4.57, 2)
    expect(result.debtServiceCoverageRatio).toBeGreaterThan(1.25)
  })

  it('round-trips the defaults through the field texts', () => {
    const drafts = draftsFromValues(defaultCalculatorValues)
    expect(drafts.purchasePrice).toBe('7,200,000')
    expect(valuesFromDrafts(drafts)).toEqual(defaultCalculatorValues)
  })

  it('fills a shared link over the defaults', () => {
    const drafts = draftsFromSearch('?p=5000000&r=7.125&utm_source=mail')
    expect(drafts.purchasePrice).toBe('5,000,000')
    expect(drafts.interestRatePercent).toBe('7.125')
    expect(drafts.grossAnnualIncome).toBe('367,200')
  })

  it('gives NaN for a field left empty', () => {
    const values = valuesFromDrafts({ ...draftsFromValues(defaultCalculatorValues), vacancyRatePercent: '' })
    expect(values.vacancyRatePercent).toBeNaN()
  })
})
