import useSWR from 'swr'

import type { Service } from '../../../../cms/payload-types'
import { SERVICE_SLUGS } from '../../../../cms/shared/services'
import { apiGet } from '../../../lib/api-client'

/** True for the 8 service pages of the site (SPEC.md section 2). */
export const isServiceSlug = (slug: string): boolean => (SERVICE_SLUGS as readonly string[]).includes(slug)

/** The SWR key of the service with `slug`, or null for a slug that is not one of the 8 service pages. */
export const serviceKey = (slug: string): string | null => {
  if (!isServiceSlug(slug)) return null
  const query = new URLSearchParams({ 'where[slug][equals]': slug, depth: '1', limit: '1' })
  return `/api/services?${query}`
}

/** The service with its body and SEO fields, or null when none has that slug. */
export const getService = async (key: string): Promise<Service | null> => {
  const reply = await apiGet<{ docs: Service[] }>(key, {
    errorMessage: (status) => `Failed to fetch service: ${status}`,
  })
  return reply.docs[0] ?? null
}

export function useService(slug: string) {
  return useSWR(serviceKey(slug), getService, { dedupingInterval: 5 * 60 * 1000 })
}
