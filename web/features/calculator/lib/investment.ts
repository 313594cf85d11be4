/**
 * Investment math for the /calculator page. Pure functions, no rounding: the UI formats the figures.
 * Rates come in and go out as percentages (6.5 means 6.5 %), matching what the visitor types.
 */

/** What the visitor enters for an income property. */
export type InvestmentInput = {
  purchasePrice: number
  /** Scheduled gross rent per year, before vacancy. */
  grossAnnualIncome: number
  vacancyRatePercent: number
  annualOperatingExpenses: number
  /** 0 means an all-cash purchase. */
  loanToValuePercent: number
  interestRatePercent: number
  amortizationYears: number
  /** Added to the down payment to give the cash invested. */
  closingCosts?: number
}

export type InvestmentResult = {
  effectiveGrossIncome: number
  netOperatingIncome: number
  capRatePercent: number
  loanAmount: number
  downPayment: number
  cashInvested: number
  monthlyDebtService: number
  annualDebtService: number
  /** NOI ÷ annual debt service; `null` when there is no loan. */
  debtServiceCoverageRatio: number | null
  annualCashFlow: number
  /** Annual cash flow ÷ cash invested, as a percentage; `null` when no cash is invested. */
  cashOnCashReturnPercent: number | null
}

export type InvestmentValidationError = { field: keyof InvestmentInput; message: string }

const MAX_AMORTIZATION_YEARS = 40

const labels: Record<keyof InvestmentInput, string> = {
  purchasePrice: 'Purchase price',
  grossAnnualIncome: 'Gross annual income',
  vacancyRatePercent: 'Vacancy rate',
  annualOperatingExpenses: 'Operating expenses',
  loanToValuePercent: 'Loan-to-value',
  interestRatePercent: 'Interest rate',
  amortizationYears: 'Amortization',
  closingCosts: 'Closing costs',
}

/**
 * Level monthly payment of a fully amortizing loan: P·r / (1 − (1 + r)^−n) with r the monthly rate
 * and n the number of months; at a 0 % rate it is principal ÷ months. No principal, no payment.
 */
export function monthlyPayment({
  principal,
  annualRatePercent,
  years,
}: {
  principal: number
  annualRatePercent: number
  years: number
}): number {
  if (principal === 0) return 0
  if (!(years > 0)) throw new RangeError(`A loan needs a term of more than 0 years, got ${years}`)
  const months = years * 12
  const rate = annualRatePercent / 100 / 12
  if (rate === 0) return principal / months
  return (principal * rate) / (1 - (1 + rate) ** -months)
}

/**
 * Income, return and financing figures of a property. Expects input that passed
 * `validateInvestmentInput` (a zero price, for one, gives an infinite cap rate).
 */
export function analyzeInvestment(input: InvestmentInput): InvestmentResult {
  const effectiveGrossIncome = input.grossAnnualIncome * (1 - input.vacancyRatePercent / 100)
  const netOperatingIncome = effectiveGrossIncome - input.annualOperatingExpenses
  const loanAmount = input.purchasePrice * (input.loanToValuePercent / 100)
  const downPayment = input.purchasePrice - loanAmount
  const cashInvested = downPayment + (input.closingCosts ?? 0)
  const monthlyDebtService = monthlyPayment({
    principal: loanAmount,
    annualRatePercent: input.interestRatePercent,
    years: input.amortizationYears,
  })
  const annualDebtService = monthlyDebtService * 12
  const annualCashFlow = netOperatingIncome - annualDebtService
  return {
    effectiveGrossIncome,
    netOperatingIncome,
    capRatePercent: (netOperatingIncome / input.purchasePrice) * 100,
    loanAmount,
    downPayment,
    cashInvested,
    monthlyDebtService,
    annualDebtService,
    debtServiceCoverageRatio: annualDebtService === 0 ? null : netOperatingIncome / annualDebtService,
    annualCashFlow,
    cashOnCashReturnPercent: cashInvested === 0 ? null : (annualCashFlow / cashInvested) * 100,
  }
}

/** The loan terms and price both tools share. */
export type FinancingInput = Pick<
  InvestmentInput,
  'purchasePrice' | 'loanToValuePercent' | 'interestRatePercent' | 'amortizationYears'
>

/** One message per invalid field, in form order; an empty list means the input can be analyzed. */
export function validateInvestmentInput(input: InvestmentInput): InvestmentValidationError[] {
  return validateFields(input)
}

/** The same checks for the price and loan terms alone, in form order (used by lease versus buy). */
export function validateFinancingInput(input: FinancingInput): InvestmentValidationError[] {
  const { purchasePrice, loanToValuePercent, interestRatePercent, amortizationYears } = input
  return validateFields({ purchasePrice, loanToValuePercent, interestRatePercent, amortizationYears })
}

function validateFields(input: Partial<InvestmentInput>): InvestmentValidationError[] {
  const errors: InvestmentValidationError[] = []
  for (const field of Object.keys(labels) as (keyof InvestmentInput)[]) {
    const value = input[field]
    if (value === undefined) continue
    const message = fieldError({ field, value })
    if (message) errors.push({ field, message: `${labels[field]} ${message}` })
  }
  return errors
}

function fieldError({ field, value }: { field: keyof InvestmentInput; value: number }): string | null {
  if (!Number.isFinite(value)) return 'must be a number.'
  if (value < 0) return 'cannot be negative.'
  switch (field) {
    case 'purchasePrice':
      return value === 0 ? 'must be greater than 0.' : null
    case 'vacancyRatePercent':
    case 'loanToValuePercent':
      return value > 100 ? 'must be between 0 and 100 %.' : null
    case 'amortizationYears':
      return Number.isInteger(value) && value >= 1 && value <= MAX_AMORTIZATION_YEARS
        ? null
        : `must be a whole number of years from 1 to ${MAX_AMORTIZATION_YEARS}.`
    default:
      return null
  }
}
