import type { CalculatorValues } from './url-state'

import { decodeCalculatorState } from './url-state'

/**
 * A typical Orange County industrial building, so the page opens with a meaningful result: 20,000 SF
 * bought at $360/SF and leased NNN at the county's average asking rent of $1.53/SF/month
 * (SPEC.md section 9), financed at 45 % loan-to-value, 6.25 % over 25 years.
 */
export const defaultCalculatorValues: CalculatorValues = {
  purchasePrice: 7_200_000,
  // 20,000 SF × $1.53 × 12 months.
  grossAnnualIncome: 367_200,
  vacancyRatePercent: 5,
  // Under NNN leases tenants reimburse most costs; the owner keeps management and non-recoverables.
  annualOperatingExpenses: 20_000,
  loanToValuePercent: 45,
  interestRatePercent: 6.25,
  amortizationYears: 25,
  // About 1 % of the price: escrow, title, lender fees, reports.
  closingCosts: 72_000,
  squareFeet: 20_000,
  leaseRatePerSfMonthly: 1.53,
  annualEscalationPercent: 3.5,
  propertyTaxRatePercent: 1.1,
  monthlyInsurance: 450,
  monthlyMaintenanceReserves: 1_000,
  comparisonYears: 10,
}

/** Each field's text as typed ("7,200,000", "6.", ""), kept so typing is never rewritten mid-number. */
export type CalculatorDrafts = Record<keyof CalculatorValues, string>

const fields = Object.keys(defaultCalculatorValues) as (keyof CalculatorValues)[]

/** A plain decimal number once grouping commas, blanks, "$" and "%" are set aside. */
const TYPED_NUMBER_PATTERN = /^-?(\d+\.?\d*|\.\d+)$/

/**
 * The number in a field's text, accepting what people type for money and rates ("$7,200,000",
 * "6.25%", "1,000."). Anything else, an empty field included, is NaN, which validation reports.
 */
export function parseNumberInput(text: string): number {
  const plain = text.replace(/[\s,$%]/g, '')
  return TYPED_NUMBER_PATTERN.test(plain) ? Number(plain) : Number.NaN
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 })

/** A number as a field shows it: 7200000 -> "7,200,000", 6.25 -> "6.25". */
export function formatNumberInput(value: number): string {
  return grouped.format(value)
}

/** The field texts for the given values. */
export function draftsFromValues(values: CalculatorValues): CalculatorDrafts {
  const drafts = {} as CalculatorDrafts
  for (const field of fields) drafts[field] = formatNumberInput(values[field] as number)
  return drafts
}

/** The field texts of a shared link: the query's values over the defaults. */
export function draftsFromSearch(search: string): CalculatorDrafts {
  return draftsFromValues({ ...defaultCalculatorValues, ...decodeCalculatorState(search) })
}

/** The numbers in the field texts; NaN where a field does not hold one. */
export function valuesFromDrafts(drafts: CalculatorDrafts): CalculatorValues {
  const values = {} as CalculatorValues
  for (const field of fields) values[field] = parseNumberInput(drafts[field])
  return values
}
