import type { InvestmentInput } from './investment'
import type { LeaseVsBuyInput } from './lease-vs-buy'

/**
 * The calculator's inputs in the URL query, so a visitor can share or bookmark a result:
 * `?p=10000000&i=700000&v=5`. Short keys keep the link readable; only numbers are carried.
 */

/** Every input of the calculator page; the financing fields are shared by both tools. */
export type CalculatorValues = InvestmentInput & LeaseVsBuyInput

/** One short query key per input. Typed as a full record so a new input cannot be forgotten. */
export const calculatorQueryKeys: Record<keyof CalculatorValues, string> = {
  purchasePrice: 'p',
  grossAnnualIncome: 'i',
  vacancyRatePercent: 'v',
  annualOperatingExpenses: 'e',
  loanToValuePercent: 'ltv',
  interestRatePercent: 'r',
  amortizationYears: 'am',
  closingCosts: 'cc',
  squareFeet: 'sf',
  leaseRatePerSfMonthly: 'lr',
  annualEscalationPercent: 'esc',
  propertyTaxRatePercent: 'tax',
  monthlyInsurance: 'ins',
  monthlyMaintenanceReserves: 'mr',
  comparisonYears: 'y',
}

const fields = Object.keys(calculatorQueryKeys) as (keyof CalculatorValues)[]

/** A plain decimal number, optionally signed and in exponent form ("1e+21"); no hex, no blanks. */
const NUMBER_PATTERN = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i

/**
 * Query string (without "?") for the given values, in a fixed key order. Missing and non-finite
 * values are left out. `String(number)` is exact, so decoding gives back the same numbers.
 */
export function encodeCalculatorState(values: Partial<CalculatorValues>): string {
  const params = new URLSearchParams()
  for (const field of fields) {
    const value = values[field]
    if (typeof value === 'number' && Number.isFinite(value)) params.set(calculatorQueryKeys[field], String(value))
  }
  return params.toString()
}

/**
 * The values found in a query string (with or without "?"). Unknown keys and values that are not
 * plain numbers are ignored; the first of repeated keys wins. Grouping commas are dropped, because the
 * form without JavaScript submits the fields as shown ("7,200,000"). Ranges are not checked here: the
 * form's validation reports them like typed input.
 */
export function decodeCalculatorState(search: string): Partial<CalculatorValues> {
  const params = new URLSearchParams(search)
  const values: Partial<CalculatorValues> = {}
  for (const field of fields) {
    const text = params.get(calculatorQueryKeys[field])?.trim().replaceAll(',', '')
    if (text === undefined || !NUMBER_PATTERN.test(text)) continue
    const value = Number(text)
    if (Number.isFinite(value)) values[field] = value
  }
  return values
}
