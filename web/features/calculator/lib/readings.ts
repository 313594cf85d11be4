import { formatCurrency } from './format'

/** The debt service coverage most lenders want before they size a commercial loan. */
export const LENDER_MINIMUM_DSCR = 1.25

export type CoverageLevel = 'none' | 'short' | 'thin' | 'meets'

/**
 * A plain-language reading of a debt service coverage ratio (`null`: no loan). The ratio is compared
 * as shown, to 2 decimals, so "1.25x" never reads as falling short of 1.25x.
 */
export function describeDebtCoverage(ratio: number | null): { level: CoverageLevel; text: string } {
  if (ratio === null) return { level: 'none', text: 'All cash: there is no loan payment to cover.' }
  const shown = Math.round(ratio * 100) / 100
  if (shown < 1) {
    return {
      level: 'short',
      text: 'The income does not cover the loan payments. Lenders usually want 1.25x or more.',
    }
  }
  if (shown < LENDER_MINIMUM_DSCR) {
    return {
      level: 'thin',
      text: 'The income covers the loan payments, but lenders usually want 1.25x or more: expect a smaller loan or more cash down.',
    }
  }
  return { level: 'meets', text: 'Meets the 1.25x or more that lenders usually want.' }
}

/**
 * Which option costs less each month in the first year, and by how much. `difference` is the lease
 * cost minus the ownership cost; under a dollar either way counts as the same.
 */
export function describeMonthlyDifference(difference: number): string {
  if (Math.abs(difference) < 0.5) return 'Leasing and owning cost about the same each month in the first year.'
  const amount = formatCurrency(Math.abs(difference))
  return difference > 0
    ? `Owning costs ${amount} less per month than leasing in the first year.`
    : `Leasing costs ${amount} less per month than owning in the first year.`
}
