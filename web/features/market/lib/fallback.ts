/**
 * The figures shown when no market data loads (SPEC.md sections 8 and 9), so the home page's market
 * cards never show blanks. Rates are kept in the stored units: vacancy in percent, lease rate annual.
 */
export const FALLBACK_MARKET = {
  quarter: 'Q3',
  year: 2025,
  vacancyRate: 5.22,
  /** $1.53/SF/month × 12. */
  annualLeaseRate: 1.53 * 12,
  transactions: 340,
  transactionVolumeSf: 4_400_000,
  underConstructionSf: 1_800_000,
  unemploymentRate: 3.6,
} as const
