import { useState } from 'react'
import useSWR from 'swr'

import type { Property } from '../../../../cms/payload-types'
import { apiGet } from '../../../lib/api-client'
import { toApiSearch, type ListingQuery } from '../lib/listing-query'
import { summaryFromProperty, type PropertySummary } from '../lib/property-summary'

/** One page of the public property list. */
export type PropertyPage = {
  /** The request this page answers: tells the current list from a previous one kept while loading. */
  key: string
  properties: PropertySummary[]
  totalDocs: number
  page: number
  totalPages: number
}

type PayloadPage = { docs: Property[]; totalDocs: number; page?: number; totalPages: number }

/** The SWR key of one page of published properties matching the list's filters. */
export const propertiesKey = (query: ListingQuery): string => `/api/properties?${toApiSearch(query)}`

/** Fetches a list page and keeps only what the cards show (a small page state to hand to the browser). */
export async function getProperties(key: string): Promise<PropertyPage> {
  const result = await apiGet<PayloadPage>(key, { errorMessage: (status) => `Failed to fetch properties: ${status}` })
  return {
    key,
    properties: result.docs.map(summaryFromProperty),
    totalDocs: result.totalDocs,
    page: result.page ?? 1,
    totalPages: result.totalPages,
  }
}

/**
 * The published properties for a list state; the previous list stays shown while the next one loads
 * (`isPrevious`), so changing a filter does not flash an empty list. Kept 5 minutes like other content.
 */
export function useProperties(query: ListingQuery) {
  const key = propertiesKey(query)
  const result = useSWR(key, getProperties, { dedupingInterval: 5 * 60 * 1000 })
  // Not SWR's `keepPreviousData`: it prefers the previous list over a state's server-rendered fallback.
  const [lastList, setLastList] = useState(result.data)
  if (result.data !== undefined && result.data !== lastList) setLastList(result.data)
  const data = result.data ?? lastList
  return { ...result, data, isPrevious: data !== undefined && data.key !== key }
}
