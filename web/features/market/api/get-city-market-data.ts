import useSWR from 'swr'

import type { PublicSnapshot } from '../../../../cms/endpoints/market-data/serialize'
import { apiGet } from '../../../lib/api-client'

/** The SWR key of a city market's newest snapshot, by the city's slug. */
export const cityMarketDataKey = (slug: string): string => `/api/market-data/city/${encodeURIComponent(slug)}`

/**
 * The city's newest snapshot, or null when it has none or none loads: the page then says so and shows
 * the county or fallback figures (SPEC.md section 8), so a failure is logged and never thrown.
 */
export const getCityMarketData = async (key: string): Promise<PublicSnapshot | null> => {
  try {
    const reply = await apiGet<{ success: boolean; data: PublicSnapshot }>(key, { isNullOnNotFound: true })
    return reply?.success ? reply.data : null
  } catch (error) {
    console.error('City market data unavailable; showing the county figures', error)
    return null
  }
}

/** Kept 5 minutes, no refetch on focus (SPEC.md section 9). */
export function useCityMarketData(slug: string) {
  return useSWR(cityMarketDataKey(slug), getCityMarketData, { dedupingInterval: 5 * 60 * 1000 })
}
