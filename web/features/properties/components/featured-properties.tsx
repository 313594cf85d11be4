import { useFeaturedProperties } from '../api/get-featured-properties'
import { summaryFromPublicProperty } from '../lib/property-summary'
import { LoadError } from './load-error'
import { PropertyCard } from './property-card'
import { PropertyCardSkeletons } from './property-card-skeleton'
import { RefreshStatus } from './refresh-status'

const GRID = 'mt-10 grid gap-6 md:grid-cols-3'

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
          <LoadError error={error} onRetry={() => mutate()} className="mt-10" />
        ) : isLoading || !data ? (
          <PropertyCardSkeletons count={3} className={GRID} />
        ) : data.length === 0 ? (
          <p className="mt-10 rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600">
            No properties available
          </p>
        ) : (
          <div className={GRID}>
            {data.map((property, index) => (
              <PropertyCard key={property.id} property={summaryFromPublicProperty(property)} isPriority={index === 0} />
            ))}
          </div>
        )}
      </div>
    </section>
  )
}
