import type { PublicSnapshot } from '../../../../cms/endpoints/market-data/serialize'
import { FALLBACK_MARKET } from './fallback'

/** One quarter's figures of an area as the pages show them; absent figures are null. */
export type MarketFigures = {
  quarter: string
  year: number
  /** Percent. */
  vacancyRate: number
  /** Annual $/SF, as stored; shown per month. */
  annualLeaseRate: number
  /** Square feet; negative when space was given back. */
  netAbsorptionSf: number | null
  /** Sales plus leases. */
  transactions: number
  saleTransactions: number | null
  leaseTransactions: number | null
  /** Square feet sold plus leased. */
  volumeSf: number
  underConstructionSf: number | null
  unemploymentRate: number | null
}

/** A snapshot's figures: transactions and volume are sales and leases together. */
export function toMarketFigures(snapshot: PublicSnapshot): MarketFigures {
  return {
    quarter: snapshot.quarter,
    year: snapshot.year,
    vacancyRate: snapshot.vacancy_rate,
    annualLeaseRate: snapshot.avg_lease_rate,
    netAbsorptionSf: snapshot.net_absorption_quarterly,
    transactions: snapshot.num_sale_transactions + snapshot.num_lease_transactions,
    saleTransactions: snapshot.num_sale_transactions,
    leaseTransactions: snapshot.num_lease_transactions,
    volumeSf: snapshot.sale_transactions_sf + snapshot.lease_transactions_sf,
    underConstructionSf: snapshot.market_forecast.underConstructionSf,
    unemploymentRate: snapshot.market_forecast.unemploymentRate,
  }
}

/** The fixed sample figures (SPEC.md section 9) for when no market data loads; they have no absorption. */
export const FALLBACK_FIGURES: MarketFigures = {
  quarter: FALLBACK_MARKET.quarter,
  year: FALLBACK_MARKET.year,
  vacancyRate: FALLBACK_MARKET.vacancyRate,
  annualLeaseRate: FALLBACK_MARKET.annualLeaseRate,
  netAbsorptionSf: null,
  transactions: FALLBACK_MARKET.transactions,
  saleTransactions: null,
  leaseTransactions: null,
  volumeSf: FALLBACK_MARKET.transactionVolumeSf,
  underConstructionSf: FALLBACK_MARKET.underConstructionSf,
  unemploymentRate: FALLBACK_MARKET.unemploymentRate,
}
