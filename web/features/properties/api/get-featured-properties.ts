import useSWR from 'swr'

import type { PublicProperty } from '../../../../cms/collections/Properties/serialize'
import { apiGet } from '../../../lib/api-client'

export const featuredPropertiesKey = '/api/properties/featured'

export const getFeaturedProperties = (): Promise<PublicProperty[]> =>
  apiGet<PublicProperty[]>(featuredPropertiesKey, {
    errorMessage: (status) => `Failed to fetch featured properties: ${status}`,
  })

/** The home page's 3 newest published properties; stale after 5 minutes (SPEC.md section 9). */
export function useFeaturedProperties() {
  return useSWR(featuredPropertiesKey, getFeaturedProperties, {
    dedupingInterval: 5 * 60 * 1000,
    errorRetryCount: 2,
  })
}
