/**
 * How market figures are shown (SPEC.md section 9): the lease rate is stored annual and shown per
 * month with 2 decimals; vacancy with 2 decimals (1 on city pages); volume in millions of square
 * feet with 1 decimal; net absorption in thousands of square feet with its sign.
 */
const fixed = (digits: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })

const twoDecimals = fixed(2)
const oneDecimal = fixed(1)
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/** Annual $/SF → monthly: 18.36 → "$1.53". */
export function formatMonthlyLeaseRate(annualRate: number): string {
  return `$${twoDecimals.format(annualRate / 12)}`
}

/** 5.2234 → "5.22%", or on a city page "5.2%". */
export function formatVacancy({ rate, isCity = false }: { rate: number; isCity?: boolean }): string {
  return `${(isCity ? oneDecimal : twoDecimals).format(rate)}%`
}

/** 4_412_000 → "4.4M SF". */
export function formatMillionsOfSquareFeet(squareFeet: number): string {
  return `${oneDecimal.format(squareFeet / 1_000_000)}M SF`
}

/** -312_400 → "-312K SF"; 125_000 → "+125K SF"; 0 → "0K SF". */
export function formatAbsorption(squareFeet: number): string {
  const thousands = Math.round(squareFeet / 1000)
  const sign = thousands > 0 ? '+' : thousands < 0 ? '-' : ''
  return `${sign}${whole.format(Math.abs(thousands))}K SF`
}

/** "Q3 2025" */
export const formatQuarter = ({ quarter, year }: { quarter: string; year: number }): string => `${quarter} ${year}`
