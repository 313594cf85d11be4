/**
 * How the calculator shows its figures: whole dollars for amounts of $100 or more (cents there are
 * noise in an estimate) and for nothing at all, cents for small amounts, percentages with 2 decimals and coverage as "1.32x".
 * "negative" keeps a figure that rounds to zero from showing as "-$0".
 */
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  signDisplay: 'negative',
})
const dollarsAndCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
})
const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
})

/** Amounts below this show cents. */
const CENTS_BELOW = 100

/** 328840 -> "$328,840"; 1.53 -> "$1.53"; 0 -> "$0"; -1200.4 -> "-$1,200". */
export function formatCurrency(value: number): string {
  const size = Math.abs(value)
  const hasCents = size >= 0.005 && size < CENTS_BELOW - 0.005
  return hasCents ? dollarsAndCents.format(value) : wholeDollars.format(value)
}

/** 4.567 -> "4.57%". */
export function formatPercent(value: number): string {
  return `${twoDecimals.format(value)}%`
}

/** Debt service coverage: 1.2821 -> "1.28x". */
export function formatMultiple(value: number): string {
  return `${twoDecimals.format(value)}x`
}
