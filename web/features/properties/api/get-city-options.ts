import useSWR from 'swr'

import type { City } from '../../../../cms/payload-types'
import { apiGet } from '../../../lib/api-client'

export type CityOption = Pick<City, 'name' | 'slug'>

/** Every city and area market, in the site's order, with only the name and slug the filter needs. */
export const cityOptionsKey = '/api/cities?depth=0&limit=100&sort=order&select[name]=true&select[slug]=true'

export async function getCityOptions(): Promise<CityOption[]> {
  const { docs } = await apiGet<{ docs: City[] }>(cityOptionsKey, {
    errorMessage: (status) => `Failed to fetch cities: ${status}`,
  })
  return docs.map(({ name, slug }) => ({ name, slug }))
}

/** The city choices of the property list's filter. */
export function useCityOptions() {
  return useSWR(cityOptionsKey, getCityOptions, { dedupingInterval: 5 * 60 * 1000 })
}
