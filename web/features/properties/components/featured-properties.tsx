import { useFeaturedProperties } from '../api/get-featured-properties'
import { PropertyCard } from './property-card'
import { RefreshStatus } from './refresh-status'

function SkeletonCard() {
  return (
    <div aria-hidden="true" className="animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white">
      <div className="aspect-[8/5] bg-slate-200" />
      <div className="space-y-3 p-5">
        <div className="h-3 w-24 rounded bg-slate-200" />
        <div className="h-5 w-3/4 rounded bg-slate-200" />
        <div className="h-4 w-1/2 rounded bg-slate-200" />
      </div>
    </div>
  )
}

/** The home page's featured listings with their loading, empty and error states (SPEC.md section 4). */
export function FeaturedProperties() {
  const { data, error, isLoading, isValidating, mutate, getUpdatedAt } = useFeaturedProperties()

  return (
    <section aria-labelledby="featured-heading" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Available now</p>
            <h2 id="featured-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
              Featured Properties
            </h2>
          </div>
          {data ? <RefreshStatus isRefreshing={isValidating} getUpdatedAt={getUpdatedAt} onRefresh={() => mutate()} /> : null}
        </div>

        {error && !data ? (
          <div role="alert" className="mt-10 rounded-xl border border-red-200 bg-red-50 p-8 text-center">
            <p className="font-semibold text-red-800">Unable to load properties</p>
            <p className="mt-1 text-sm text-red-700">Error: {error instanceof Error ? error.message : String(error)}</p>
            <button
              type="button"
              onClick={() => mutate()}
              className="mt-4 rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
            >
              Try Again
            </button>
          </div>
        ) : isLoading || !data ? (
          <div className="mt-10 grid gap-6 md:grid-cols-3" aria-busy="true">
            <SkeletonCard />
            <SkeletonCard />
            <SkeletonCard />
          </div>
        ) : data.length === 0 ? (
          <p className="mt-10 rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600">
            No properties available
          </p>
        ) : (
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {data.map((property, index) => (
              <PropertyCard key={property.id} property={property} isPriority={index === 0} />
            ))}
          </div>
        )}
      </div>
    </section>
  )
}
