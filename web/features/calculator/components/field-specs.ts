import type { CalculatorValues } from '../lib/url-state'

import { calculatorQueryKeys } from '../lib/url-state'

export type CalculatorField = keyof CalculatorValues

/** How one input is labelled and what unit it is in. */
export type FieldSpec = {
  name: CalculatorField
  /** Matches the wording of the validation messages ("Purchase price must be..."). */
  label: string
  /** Shown before the number, e.g. "$". */
  prefix?: string
  /** Shown after the number, e.g. "%" or "years". */
  suffix?: string
  /** The unit in words for screen readers, which skip the "$" and "%" signs drawn beside the field. */
  unitLabel: string
  hint?: string
  /** The query key, used as the field name so the form also works without JavaScript. */
  queryKey: string
}

type SpecWithoutKey = Omit<FieldSpec, 'name' | 'queryKey'>

const specs: Record<CalculatorField, SpecWithoutKey> = {
  purchasePrice: { label: 'Purchase price', prefix: '$', unitLabel: 'dollars' },
  loanToValuePercent: {
    label: 'Loan-to-value',
    suffix: '%',
    unitLabel: 'percent',
    hint: 'Share of the price financed; 0 for an all-cash purchase.',
  },
  interestRatePercent: { label: 'Interest rate', suffix: '%', unitLabel: 'percent per year' },
  amortizationYears: { label: 'Amortization', suffix: 'years', unitLabel: 'years', hint: 'Whole years, 1 to 40.' },
  grossAnnualIncome: {
    label: 'Gross annual income',
    prefix: '$',
    suffix: '/ yr',
    unitLabel: 'dollars per year',
    hint: 'Scheduled rent for a full year, before vacancy.',
  },
  vacancyRatePercent: {
    label: 'Vacancy rate',
    suffix: '%',
    unitLabel: 'percent',
    hint: 'Allowance for empty space and unpaid rent.',
  },
  annualOperatingExpenses: {
    label: 'Operating expenses',
    prefix: '$',
    suffix: '/ yr',
    unitLabel: 'dollars per year',
    hint: 'What the owner pays and tenants do not reimburse (NNN leases pass most costs through).',
  },
  closingCosts: {
    label: 'Closing costs',
    prefix: '$',
    unitLabel: 'dollars',
    hint: 'Escrow, title, lender fees and reports; added to the cash required.',
  },
  squareFeet: { label: 'Building size', suffix: 'SF', unitLabel: 'square feet' },
  leaseRatePerSfMonthly: {
    label: 'Lease rate',
    prefix: '$',
    suffix: '/ SF / mo',
    unitLabel: 'dollars per square foot per month',
    hint: 'Asking rent on a NNN basis.',
  },
  annualEscalationPercent: {
    label: 'Annual escalation',
    suffix: '%',
    unitLabel: 'percent per year',
    hint: 'Yearly rent increase written into the lease.',
  },
  propertyTaxRatePercent: {
    label: 'Property tax rate',
    suffix: '%',
    unitLabel: 'percent of the price per year',
    hint: 'About 1.1 % in Orange County; Prop 13 limits its growth to 2 % a year.',
  },
  monthlyInsurance: { label: 'Insurance', prefix: '$', suffix: '/ mo', unitLabel: 'dollars per month' },
  monthlyMaintenanceReserves: {
    label: 'Maintenance and reserves',
    prefix: '$',
    suffix: '/ mo',
    unitLabel: 'dollars per month',
    hint: 'Repairs and replacements (roof, paving, HVAC) you fund as the owner.',
  },
  comparisonYears: { label: 'Comparison period', suffix: 'years', unitLabel: 'years', hint: 'Whole years, 1 to 30.' },
}

/** The label, unit and hint of every calculator input. */
export const fieldSpecs = Object.fromEntries(
  (Object.keys(specs) as CalculatorField[]).map((name) => [name, { ...specs[name], name, queryKey: calculatorQueryKeys[name] }]),
) as Record<CalculatorField, FieldSpec>
