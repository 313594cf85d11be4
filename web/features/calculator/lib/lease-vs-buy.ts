import type { FinancingInput } from './investment'

import { monthlyPayment, validateFinancingInput } from './investment'

/**
 * Lease-versus-buy math for the /calculator page: the occupancy cost of leasing a building against
 * the cash cost of owning it. Pure functions, no rounding: the UI formats the figures.
 */

/** Orange County's base property tax rate: 1 % under Prop 13 plus typical voter-approved levies. */
export const ORANGE_COUNTY_PROPERTY_TAX_RATE_PERCENT = 1.1

/** Prop 13 caps the yearly rise of a property's assessed value at 2 %, so its taxes grow at most that. */
export const PROP_13_ANNUAL_TAX_INCREASE_PERCENT = 2

export type LeaseVsBuyInput = FinancingInput & {
  squareFeet: number
  /** Asking rent in $/SF/month on a NNN basis. */
  leaseRatePerSfMonthly: number
  /** Yearly rent increase of the lease, in percent. */
  annualEscalationPercent: number
  /** Defaults to Orange County's 1.1 %. */
  propertyTaxRatePercent?: number
  /** Owner's insurance per month; held flat over the comparison. */
  monthlyInsurance: number
  /** Owner's maintenance and capital reserves per month; held flat over the comparison. */
  monthlyMaintenanceReserves: number
  /** How many years the table covers. */
  comparisonYears: number
}

export type LeaseVsBuyYear = {
  /** 1 for the first year. */
  year: number
  leaseCost: number
  ownershipCost: number
  /** Lease cost minus ownership cost: positive when owning costs less that year. */
  difference: number
  cumulativeLeaseCost: number
  cumulativeOwnershipCost: number
  cumulativeDifference: number
}

export type LeaseVsBuyResult = {
  /** First-year rent. */
  monthlyLeaseCost: number
  monthlyDebtService: number
  monthlyPropertyTax: number
  /** First-year debt service, property tax, insurance and reserves. */
  monthlyOwnershipCost: number
  /** Lease minus ownership in the first year: positive when owning costs less each month. */
  monthlyDifference: number
  years: LeaseVsBuyYear[]
}

/**
 * Compares the monthly cost of leasing with that of owning, then year by year: rent escalates by
 * the escalation rate, debt service stays flat (and stops once the loan is paid off), property tax
 * grows 2 % a year (Prop 13), insurance and reserves stay flat. The down payment, principal paydown
 * and appreciation are not counted: this compares what each option costs to occupy.
 */
export function compareLeaseVsBuy(input: LeaseVsBuyInput): LeaseVsBuyResult {
  const monthlyLeaseCost = input.squareFeet * input.leaseRatePerSfMonthly
  const monthlyDebtService = monthlyPayment({
    principal: input.purchasePrice * (input.loanToValuePercent / 100),
    annualRatePercent: input.interestRatePercent,
    years: input.amortizationYears,
  })
  const taxRatePercent = input.propertyTaxRatePercent ?? ORANGE_COUNTY_PROPERTY_TAX_RATE_PERCENT
  const monthlyPropertyTax = (input.purchasePrice * (taxRatePercent / 100)) / 12
  const monthlyOtherCosts = input.monthlyInsurance + input.monthlyMaintenanceReserves
  const monthlyOwnershipCost = monthlyDebtService + monthlyPropertyTax + monthlyOtherCosts

  const years: LeaseVsBuyYear[] = []
  let cumulativeLeaseCost = 0
  let cumulativeOwnershipCost = 0
  for (let year = 1; year <= input.comparisonYears; year++) {
    const leaseCost = monthlyLeaseCost * 12 * (1 + input.annualEscalationPercent / 100) ** (year - 1)
    const monthsOfDebtService = Math.min(12, Math.max(0, input.amortizationYears * 12 - (year - 1) * 12))
    const propertyTax = monthlyPropertyTax * 12 * (1 + PROP_13_ANNUAL_TAX_INCREASE_PERCENT / 100) ** (year - 1)
    const ownershipCost = monthlyDebtService * monthsOfDebtService + propertyTax + monthlyOtherCosts * 12
    cumulativeLeaseCost += leaseCost
    cumulativeOwnershipCost += ownershipCost
    years.push({
      year,
      leaseCost,
      ownershipCost,
      difference: leaseCost - ownershipCost,
      cumulativeLeaseCost,
      cumulativeOwnershipCost,
      cumulativeDifference: cumulativeLeaseCost - cumulativeOwnershipCost,
    })
  }

  return {
    monthlyLeaseCost,
    monthlyDebtService,
    monthlyPropertyTax,
    monthlyOwnershipCost,
    monthlyDifference: monthlyLeaseCost - monthlyOwnershipCost,
    years,
  }
}

export type LeaseVsBuyValidationError = { field: keyof LeaseVsBuyInput; message: string }

/** A comparison longer than a typical ownership horizon stops saying much about today's costs. */
const MAX_COMPARISON_YEARS = 30

type OwnField = Exclude<keyof LeaseVsBuyInput, keyof FinancingInput>

const labels: Record<OwnField, string> = {
  squareFeet: 'Building size',
  leaseRatePerSfMonthly: 'Lease rate',
  annualEscalationPercent: 'Annual escalation',
  propertyTaxRatePercent: 'Property tax rate',
  monthlyInsurance: 'Insurance',
  monthlyMaintenanceReserves: 'Maintenance and reserves',
  comparisonYears: 'Comparison period',
}

/**
 * One message per invalid field: the price and loan terms (checked like the investment analysis),
 * then the lease and ownership costs. An empty list means the input can be compared.
 */
export function validateLeaseVsBuyInput(input: LeaseVsBuyInput): LeaseVsBuyValidationError[] {
  const errors: LeaseVsBuyValidationError[] = validateFinancingInput(input).map(({ field, message }) => ({
    field: field as keyof FinancingInput,
    message,
  }))
  for (const field of Object.keys(labels) as OwnField[]) {
    const value = input[field]
    if (value === undefined) continue
    const message = fieldError({ field, value })
    if (message) errors.push({ field, message: `${labels[field]} ${message}` })
  }
  return errors
}

function fieldError({ field, value }: { field: OwnField; value: number }): string | null {
  if (!Number.isFinite(value)) return 'must be a number.'
  if (value < 0) return 'cannot be negative.'
  switch (field) {
    case 'squareFeet':
      return value === 0 ? 'must be greater than 0.' : null
    case 'annualEscalationPercent':
    case 'propertyTaxRatePercent':
      return value > 100 ? 'must be between 0 and 100 %.' : null
    case 'comparisonYears':
      return Number.isInteger(value) && value >= 1 && value <= MAX_COMPARISON_YEARS
        ? null
        : `must be a whole number of years from 1 to ${MAX_COMPARISON_YEARS}.`
    default:
      return null
  }
}
