import { useCityOptions } from '../api/get-city-options'
import { useProperties } from '../api/get-properties'
import { useListingQuery } from '../hooks/use-listing-query'
import { PropertyFilters } from './property-filters'
import { PropertyResults } from './property-results'

/** The property list: filters and sort kept in the URL, and the matching published listings. */
export function PropertyListing() {
  const [query, setQuery] = useListingQuery()
  const { data, error, isPrevious, mutate } = useProperties(query)
  const { data: cities } = useCityOptions()
  // A failed new state shows its error rather than the previous state's list.
  const shown = error && isPrevious ? undefined : data

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-10 sm:px-6 sm:py-14">
        <PropertyFilters query={query} cities={cities} onChange={setQuery} />
        <PropertyResults query={query} data={shown} error={error} isUpdating={isPrevious} onRetry={() => mutate()} />
      </div>
    </div>
  )
}
