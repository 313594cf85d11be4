import useSWR from 'swr'

import type { City } from '../../../../cms/payload-types'
import { apiGet } from '../../../lib/api-client'

/** A market as the overview and the neighbour links need it. */
export type CitySummary = Pick<City, 'id' | 'name' | 'slug' | 'order' | 'headline'>

const query = new URLSearchParams({
  sort: 'order',
  depth: '0',
  limit: '100',
  'select[name]': 'true',
  'select[slug]': 'true',
  'select[order]': 'true',
  'select[headline]': 'true',
})

/** Every city and area market, in the order the site lists them. */
export const citiesKey = `/api/cities?${query}`

export const getCities = async (): Promise<CitySummary[]> => {
  const reply = await apiGet<{ docs: CitySummary[] }>(citiesKey, {
    errorMessage: (status) => `Failed to fetch markets: ${status}`,
  })
  return reply.docs
}

export function useCities() {
  return useSWR(citiesKey, getCities, { dedupingInterval: 5 * 60 * 1000 })
}
