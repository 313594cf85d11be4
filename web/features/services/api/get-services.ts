import useSWR from 'swr'

import type { Service } from '../../../../cms/payload-types'
import { apiGet } from '../../../lib/api-client'

/** What a list of services shows: no body, so the overview stays small. */
export type ServiceSummary = Pick<Service, 'id' | 'title' | 'slug' | 'order' | 'summary'>

const query = new URLSearchParams({
  sort: 'order',
  limit: '50',
  depth: '0',
  'select[title]': 'true',
  'select[slug]': 'true',
  'select[order]': 'true',
  'select[summary]': 'true',
})

export const servicesKey = `/api/services?${query}`

/** Every service in the order the editors set. */
export const getServices = async (): Promise<ServiceSummary[]> => {
  const reply = await apiGet<{ docs: ServiceSummary[] }>(servicesKey, {
    errorMessage: (status) => `Failed to fetch services: ${status}`,
  })
  return reply.docs
}

/** The services overview, the service pages' "other services" and their links; kept 5 minutes. */
export function useServices() {
  return useSWR(servicesKey, getServices, { dedupingInterval: 5 * 60 * 1000 })
}
