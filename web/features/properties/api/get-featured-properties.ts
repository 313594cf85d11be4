import useSWR from 'swr'

import type { PublicProperty } from '../../../../cms/collections/Properties/serialize'
import { apiGet } from '../../../lib/api-client'
import { retryWithBackoff } from '../lib/retry'

export const featuredPropertiesKey = '/api/properties/featured'

/** When the browser last fetched the list; data that came with the page counts from page load. */
let fetchedAt: number | null = null

export const getFeaturedProperties = async (): Promise<PublicProperty[]> => {
  const properties = await apiGet<PublicProperty[]>(featuredPropertiesKey, {
    errorMessage: (status) => `Failed to fetch featured properties: ${status}`,
  })
  fetchedAt = Date.now()
  return properties
}

/** A failed call is retried twice, 1 s then 2 s later, never waiting more than 30 s (SPEC.md section 7). */
const onErrorRetry = retryWithBackoff({ maxRetries: 2, baseMs: 1000, maxMs: 30_000 })

/** The home page's 3 newest published properties; stale after 5 minutes (SPEC.md section 9). */
export function useFeaturedProperties() {
  const result = useSWR(featuredPropertiesKey, getFeaturedProperties, {
    dedupingInterval: 5 * 60 * 1000,
    onErrorRetry,
  })
  return { ...result, getUpdatedAt: () => new Date(fetchedAt ?? performance.timeOrigin) }
}
