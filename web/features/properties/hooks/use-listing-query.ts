import { useCallback } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'

import { parseListingQuery, toSearchString, type ListingQuery } from '../lib/listing-query'

/**
 * The property list's state, kept in the URL query so a filtered list can be shared, reloaded and
 * rendered by the server. Filter changes replace the history entry (the back button leaves the list
 * rather than stepping through every choice); pages are links and add entries.
 */
export function useListingQuery(): [ListingQuery, (next: ListingQuery) => void] {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const query = parseListingQuery(searchParams)
  const setQuery = useCallback(
    (next: ListingQuery) => navigate({ search: toSearchString(next) }, { replace: true }),
    [navigate],
  )
  return [query, setQuery]
}
