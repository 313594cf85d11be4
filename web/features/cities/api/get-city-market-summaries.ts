import useSWR from 'swr'

import type { MarketSnapshot } from '../../../../cms/payload-types'
import { apiGet } from '../../../lib/api-client'

/** The headline figures of one city's newest quarter, for the markets overview. */
export type CityMarketSummary = {
  cityId: number
  quarter: string
  year: number
  vacancyRate: number
  /** Annual $/SF, as stored. */
  annualLeaseRate: number
}

/**
 * Enough of the newest city snapshots to hold every market's latest quarter (19 markets, several
 * quarters each); one request instead of one per city keeps the overview quick to render.
 */
const SNAPSHOT_WINDOW = 100

const query = new URLSearchParams({
  'where[area][equals]': 'city',
  sort: '-sortKey',
  depth: '0',
  limit: String(SNAPSHOT_WINDOW),
  'select[city]': 'true',
  'select[quarter]': 'true',
  'select[year]': 'true',
  'select[vacancy_rate]': 'true',
  'select[avg_lease_rate]': 'true',
})

export const cityMarketSummariesKey = `/api/market-snapshots?${query}`

type SnapshotFigures = Pick<MarketSnapshot, 'city' | 'quarter' | 'year' | 'vacancy_rate' | 'avg_lease_rate'>

/** The newest quarter of each city that has data; a failure leaves the cards without figures. */
export const getCityMarketSummaries = async (): Promise<CityMarketSummary[]> => {
  try {
    const reply = await apiGet<{ docs: SnapshotFigures[] }>(cityMarketSummariesKey)
    const newest = new Map<number, CityMarketSummary>()
    for (const snapshot of reply.docs) {
      const cityId = typeof snapshot.city === 'object' ? snapshot.city?.id : snapshot.city
      if (cityId == null || newest.has(cityId)) continue
      newest.set(cityId, {
        cityId,
        quarter: snapshot.quarter,
        year: snapshot.year,
        vacancyRate: snapshot.vacancy_rate,
        annualLeaseRate: snapshot.avg_lease_rate,
      })
    }
    return [...newest.values()]
  } catch (error) {
    console.error('City market figures unavailable; the market cards show none', error)
    return []
  }
}

export function useCityMarketSummaries() {
  return useSWR(cityMarketSummariesKey, getCityMarketSummaries, { dedupingInterval: 5 * 60 * 1000 })
}
