import useSWR from 'swr'

import type { Property } from '../../../../cms/payload-types'
import { apiGet } from '../../../lib/api-client'

const isPropertyId = (id: string) => /^\d{1,12}$/.test(id)

/**
 * The SWR key of one published property with its photos, brochure and city (name and slug only), or
 * null for an impossible id.
 */
export const propertyKey = (id: string): string | null =>
  isPropertyId(id) ? `/api/properties/${id}?depth=1&populate[cities][name]=true&populate[cities][slug]=true` : null

/** The property, or null when there is no published property with that id. */
export const getProperty = (key: string): Promise<Property | null> =>
  apiGet<Property>(key, { isNullOnNotFound: true, errorMessage: (status) => `Failed to fetch property: ${status}` })

/** A published property for its detail page; kept 5 minutes like other content. */
export function useProperty(id: string) {
  return useSWR(propertyKey(id), getProperty, { dedupingInterval: 5 * 60 * 1000 })
}
