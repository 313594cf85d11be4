import useSWR from 'swr'

import type { PublicSnapshot } from '../../../../cms/endpoints/market-data/serialize'
import { apiGet } from '../../../lib/api-client'

export const latestMarketDataKey = '/api/market-data/latest'

/**
 * The newest county snapshot, or null when none loads: the market figures then fall back to the
 * fixed sample figures (SPEC.md section 8), so a failure is logged and never shown as an error.
 */
export const getLatestMarketData = async (): Promise<PublicSnapshot | null> => {
  try {
    const reply = await apiGet<{ success: boolean; data: PublicSnapshot }>(latestMarketDataKey, { isNullOnNotFound: true })
    return reply?.success ? reply.data : null
  } catch (error) {
    console.error('Market data unavailable; showing the fallback figures', error)
    return null
  }
}

/** Kept 5 minutes, no refetch on focus (SPEC.md section 9). */
export function useLatestMarketData() {
  return useSWR(latestMarketDataKey, getLatestMarketData, { dedupingInterval: 5 * 60 * 1000 })
}
