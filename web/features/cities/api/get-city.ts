import useSWR from 'swr'

import type { City } from '../../../../cms/payload-types'
import { apiGet } from '../../../lib/api-client'

/** The SWR key of the city or area market with `slug`, with its hero image. */
export const cityKey = (slug: string): string => {
  const query = new URLSearchParams({ 'where[slug][equals]': slug, depth: '1', limit: '1' })
  return `/api/cities?${query}`
}

/** The city, or null when no city has that slug. */
export const getCity = async (key: string): Promise<City | null> => {
  const reply = await apiGet<{ docs: City[] }>(key, { errorMessage: (status) => `Failed to fetch market: ${status}` })
  return reply.docs[0] ?? null
}

export function useCity(slug: string) {
  return useSWR(cityKey(slug), getCity, { dedupingInterval: 5 * 60 * 1000 })
}
