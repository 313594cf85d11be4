import useSWR from 'swr'

import type { Property } from '../../../../cms/payload-types'
import { apiGet } from '../../../lib/api-client'

const isPropertyId = (id: string) => /^\d{1,12}$/.test(id)

/** The SWR key of one published property with its media and city, or null for an impossible id. */
export const propertyKey = (id: string): string | null =>
  isPropertyId(id) ? `/api/properties/${id}?depth=1` : null

/** The property, or null when there is no published property with that id. */
export const getProperty = (key: string): Promise<Property | null> =>
  apiGet<Property>(key, { isNullOnNotFound: true, errorMessage: (status) => `Failed to fetch property: ${status}` })

export function useProperty(id: string) {
  return useSWR(propertyKey(id), getProperty)
}
