import useSWR from 'swr'

import type { PublicSnapshot } from '../../../../cms/endpoints/market-data/serialize'
import { apiGet } from '../../../lib/api-client'

/** Two years of quarters: what the charts and the quarterly reports show. */
export const HISTORY_QUARTERS = 8

/** The SWR key of the last `limit` quarters of `county` or of a city (by slug). */
export const marketHistoryKey = ({ area, limit = HISTORY_QUARTERS }: { area: string; limit?: number }): string => {
  const query = new URLSearchParams({ area, limit: String(limit) })
  return `/api/market-data/history?${query}`
}

/**
 * The quarters of an area, oldest first; empty when the area has none or none load (the page then
 * shows what it has), so a failure is logged and never thrown.
 */
export const getMarketHistory = async (key: string): Promise<PublicSnapshot[]> => {
  try {
    const reply = await apiGet<{ success: boolean; data: PublicSnapshot[] }>(key, { isNullOnNotFound: true })
    return reply?.success ? reply.data : []
  } catch (error) {
    console.error('Market history unavailable', error)
    return []
  }
}

/** Kept 5 minutes, no refetch on focus (SPEC.md section 9). */
export function useMarketHistory({ area, limit }: { area: string; limit?: number }) {
  return useSWR(marketHistoryKey({ area, limit }), getMarketHistory, { dedupingInterval: 5 * 60 * 1000 })
}
