import type { MarketSnapshot } from '../../payload-types'

/** A market data snapshot as the public API answers it (SPEC.md section 3). */
export type PublicSnapshot = {
  /** `county`, or the slug of the city the snapshot is for. */
  area: string
  vacancy_rate: number
  /** Annual $/SF, as stored; the site divides by 12 for $/SF/month. */
  avg_lease_rate: number
  num_sale_transactions: number
  num_lease_transactions: number
  sale_transactions_sf: number
  lease_transactions_sf: number
  net_absorption_quarterly: number
  quarter: MarketSnapshot['quarter']
  year: number
  market_highlights: { title: string; description: string }[]
  market_forecast: {
    summary: string | null
    expertQuote: string | null
    underConstructionSf: number | null
    unemploymentRate: number | null
  }
  updatedAt: string
}

/**
 * The public shape of a snapshot: exactly the fields of the spec, without Payload's ids, period keys
 * or array row ids, and with `null` (not `undefined`) for an empty forecast field.
 */
export function toPublicSnapshot({ snapshot, area }: { snapshot: MarketSnapshot; area: string }): PublicSnapshot {
  const forecast = snapshot.market_forecast ?? {}
  return {
    area,
    vacancy_rate: snapshot.vacancy_rate,
    avg_lease_rate: snapshot.avg_lease_rate,
    num_sale_transactions: snapshot.num_sale_transactions,
    num_lease_transactions: snapshot.num_lease_transactions,
    sale_transactions_sf: snapshot.sale_transactions_sf,
    lease_transactions_sf: snapshot.lease_transactions_sf,
    net_absorption_quarterly: snapshot.net_absorption_quarterly,
    quarter: snapshot.quarter,
    year: snapshot.year,
    market_highlights: (snapshot.market_highlights ?? []).map(({ title, description }) => ({ title, description })),
    market_forecast: {
      summary: forecast.summary ?? null,
      expertQuote: forecast.expertQuote ?? null,
      underConstructionSf: forecast.underConstructionSf ?? null,
      unemploymentRate: forecast.unemploymentRate ?? null,
    },
    updatedAt: snapshot.updatedAt,
  }
}
