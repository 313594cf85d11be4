import { Link } from 'react-router-dom'

import { SectionHeading } from '../../../components/ui/section-heading'
import { paths } from '../../../config/paths'
import { useProperties } from '../../../features/properties/api/get-properties'
import { PropertyCard } from '../../../features/properties/components/property-card'
import { toSearchString } from '../../../features/properties/lib/listing-query'
import { cityListingQuery } from './city-listing-query'

/** Two rows of cards; the rest are a click away on the filtered property list. */
const SHOWN_LISTINGS = 6

type CityListingsSectionProps = { market: string; cityName: string; productNoun: string }

/** The newest published listings in a city, as property cards; a way forward when there are none. */
export function CityListingsSection({ market, cityName, productNoun }: CityListingsSectionProps) {
  const query = cityListingQuery(market)
  const { data, error, isLoading } = useProperties(query)
  const listPath = `${paths.properties()}${toSearchString({ city: market })}`
  const shown = data?.properties.slice(0, SHOWN_LISTINGS) ?? []
  return (
    <section aria-labelledby="listings-heading" className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading
            id="listings-heading"
            eyebrow="Available now"
            title={`${cityName} listings`}
            description={`Warehouse, manufacturing and distribution space for lease and for sale in ${cityName}.`}
          />
          {data && data.totalDocs > shown.length ? (
            <Link to={listPath} className="text-sm font-semibold text-brand-700 hover:text-brand-900">
              {`View all ${data.totalDocs} ${cityName} listings`} <span aria-hidden="true">→</span>
            </Link>
          ) : null}
        </div>
        <div className="mt-10">
          {isLoading ? (
            <p role="status" className="text-slate-600">
              Loading listings...
            </p>
          ) : error && !data ? (
            <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
              Unable to load properties. Please try again later.
            </p>
          ) : shown.length ? (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {shown.map((property) => (
                <li key={property.id} className="grid">
                  <PropertyCard property={property} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
              <p className="font-semibold text-slate-900">{`No ${cityName} listings are published right now.`}</p>
              <p className="mx-auto mt-2 max-w-2xl text-slate-600">
                {`Much of the ${productNoun} that trades here never reaches the open market. Tell us what you need and we will search on- and off-market options.`}
              </p>
              <div className="mt-5 flex flex-wrap justify-center gap-x-6 gap-y-3 text-sm font-semibold">
                <Link to={paths.contact()} className="text-brand-700 hover:text-brand-900">
                  Start a property search <span aria-hidden="true">→</span>
                </Link>
                <Link to={paths.properties()} className="text-brand-700 hover:text-brand-900">
                  Browse all listings <span aria-hidden="true">→</span>
                </Link>
              </div>
            </div>
          )}
        </div>
      </div>
    </section>
  )
}
