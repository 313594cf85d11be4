import { Link } from 'react-router-dom'

import { paths } from '../../../config/paths'
import type { PropertyPage } from '../api/get-properties'
import { PAGE_SIZE, toSearchString, type ListingQuery } from '../lib/listing-query'
import { LoadError } from './load-error'
import { Pagination } from './pagination'
import { PropertyCard } from './property-card'
import { PropertyCardSkeletons } from './property-card-skeleton'

type PropertyResultsProps = {
  query: ListingQuery
  data: PropertyPage | undefined
  error: unknown
  /** A newer list is on its way (the shown one is the previous state's). */
  isUpdating: boolean
  onRetry: () => void
}

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3'
const RESULTS_ID = 'property-results'

const bringResultsIntoView = () => document.getElementById(RESULTS_ID)?.scrollIntoView({ block: 'start' })

/** "Showing 10–15 of 15 properties" */
function countText({ page, totalDocs, shown }: { page: number; totalDocs: number; shown: number }) {
  const noun = totalDocs === 1 ? 'property' : 'properties'
  if (totalDocs <= PAGE_SIZE || shown === 0) return `${totalDocs} ${noun}`
  const first = (page - 1) * PAGE_SIZE + 1
  return `Showing ${first}–${first + shown - 1} of ${totalDocs} ${noun}`
}

/** One page of the filtered list: the count, the cards and the pages; or the empty, loading or error state. */
export function PropertyResults({ query, data, error, isUpdating, onRetry }: PropertyResultsProps) {
  return (
    <section id={RESULTS_ID} aria-labelledby="results-heading" className="scroll-mt-6">
      <div aria-live="polite" className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="results-heading" className="text-xl font-semibold text-slate-900">
          {data ? countText({ page: data.page, totalDocs: data.totalDocs, shown: data.properties.length }) : 'Properties'}
        </h2>
        {isUpdating ? <p className="text-sm text-slate-600">Updating…</p> : null}
      </div>

      {error && !data ? (
        <LoadError error={error} onRetry={onRetry} className="mt-6" />
      ) : !data ? (
        <PropertyCardSkeletons count={PAGE_SIZE} className={`mt-6 ${GRID}`} />
      ) : data.properties.length === 0 ? (
        <EmptyResults isPastLastPage={data.totalDocs > 0} firstPageHref={`${paths.properties()}${toSearchString({ ...query, page: 1 })}`} />
      ) : (
        <>
          <div aria-busy={isUpdating} className={`mt-6 transition-opacity ${GRID} ${isUpdating ? 'opacity-60' : ''}`}>
            {data.properties.map((property, index) => (
              <PropertyCard key={property.id} property={property} isPriority={index === 0} />
            ))}
          </div>
          <Pagination
            page={data.page}
            totalPages={data.totalPages}
            hrefFor={(page) => `${paths.properties()}${toSearchString({ ...query, page })}`}
            onNavigate={bringResultsIntoView}
          />
        </>
      )}
    </section>
  )
}

function EmptyResults({ isPastLastPage, firstPageHref }: { isPastLastPage: boolean; firstPageHref: string }) {
  return (
    <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <p className="text-lg font-semibold text-slate-900">
        {isPastLastPage ? 'There are no properties on this page.' : 'No properties match these filters.'}
      </p>
      <p className="mx-auto mt-2 max-w-xl text-slate-600">
        {isPastLastPage
          ? 'The list is shorter than this page number.'
          : 'Try a wider size range or another city. Many industrial deals never reach the open market: tell us what you need and we will search for you.'}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          to={isPastLastPage ? firstPageHref : paths.properties()}
          className="rounded-md bg-brand-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
        >
          {isPastLastPage ? 'Go to the first page' : 'Reset filters'}
        </Link>
        <Link
          to={paths.contact()}
          className="rounded-md border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Tell us what you need
        </Link>
      </div>
    </div>
  )
}
