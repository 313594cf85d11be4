import useSWR from 'swr'

import type { Page } from '../../../../cms/payload-types'
import { apiGet } from '../../../lib/api-client'

/** The SWR key of the published page with `slug` (about, privacy, terms, lease-renewal-support, market-reports). */
export const pageKey = (slug: string): string => {
  const query = new URLSearchParams({ 'where[slug][equals]': slug, depth: '1', limit: '1' })
  return `/api/pages?${query}`
}

/** The page, or null when no published page has that slug. */
export const getPage = async (key: string): Promise<Page | null> => {
  const reply = await apiGet<{ docs: Page[] }>(key, { errorMessage: (status) => `Failed to fetch page: ${status}` })
  return reply.docs[0] ?? null
}

export function usePage(slug: string) {
  return useSWR(pageKey(slug), getPage, { dedupingInterval: 5 * 60 * 1000 })
}
