import { parseListingQuery } from '../../../features/properties/lib/listing-query'
import type { ListingQuery } from '../../../features/properties/lib/listing-query'

/**
 * The property list's first page filtered to one city, newest first: the city page shows its cards
 * and links to the same list, which then opens from the cache.
 */
export const cityListingQuery = (market: string): ListingQuery =>
  parseListingQuery(new URLSearchParams({ city: market }))
