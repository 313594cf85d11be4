import { describe, expect, it } from 'vitest'

import { FALLBACK_MARKET } from './fallback'
import {
  formatAbsorption,
  formatMillionsOfSquareFeet,
  formatMonthlyLeaseRate,
  formatQuarter,
  formatVacancy,
} from './format'

describe('market figures', () => {
  it('shows the annual lease rate per month with 2 decimals', () => {
    expect(formatMonthlyLeaseRate(18.36)).toBe('$1.53')
    expect(formatMonthlyLeaseRate(20)).toBe('$1.67')
  })

  it('shows vacancy with 2 decimals, 1 on city pages', () => {
    expect(formatVacancy({ rate: 5.2234 })).toBe('5.22%')
    expect(formatVacancy({ rate: 5.2234, isCity: true })).toBe('5.2%')
  })

  it('shows volume in millions of square feet with 1 decimal', () => {
    expect(formatMillionsOfSquareFeet(4_412_000)).toBe('4.4M SF')
    expect(formatMillionsOfSquareFeet(950_000)).toBe('1.0M SF')
  })

  it('shows absorption in thousands of square feet with its sign', () => {
    expect(formatAbsorption(-312_400)).toBe('-312K SF')
    expect(formatAbsorption(125_000)).toBe('+125K SF')
    expect(formatAbsorption(1_250_000)).toBe('+1,250K SF')
    expect(formatAbsorption(200)).toBe('0K SF')
  })

  it('gives the spec fallback figures in display form', () => {
    expect(formatQuarter(FALLBACK_MARKET)).toBe('Q3 2025')
    expect(formatVacancy({ rate: FALLBACK_MARKET.vacancyRate })).toBe('5.22%')
    expect(formatMonthlyLeaseRate(FALLBACK_MARKET.annualLeaseRate)).toBe('$1.53')
    expect(formatMillionsOfSquareFeet(FALLBACK_MARKET.transactionVolumeSf)).toBe('4.4M SF')
    expect(formatMillionsOfSquareFeet(FALLBACK_MARKET.underConstructionSf)).toBe('1.8M SF')
  })
})
