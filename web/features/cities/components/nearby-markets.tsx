import { Link } from 'react-router-dom'

import type { MarketSlug } from '../../../../cms/shared/markets'
import { paths } from '../../../config/paths'
import type { CitySummary } from '../api/get-cities'
import { NEARBY_MARKETS } from '../lib/nearby-markets'

type NearbyMarketsProps = { market: MarketSlug; cities: CitySummary[]; productSlug: string }

/** Links to the markets around `market` that have a page, nearest first. */
export function NearbyMarkets({ market, cities, productSlug }: NearbyMarketsProps) {
  const bySlug = new Map(cities.map((city) => [city.slug, city]))
  const nearby = NEARBY_MARKETS[market].flatMap((slug) => bySlug.get(slug) ?? [])
  if (!nearby.length) return null
  return (
    <ul className="flex flex-wrap gap-3">
      {nearby.map((city) => (
        <li key={city.id}>
          <Link
            to={paths.city({ market: city.slug, productSlug })}
            className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm transition hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {city.name}
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-3.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M7 4l6 6-6 6" />
            </svg>
          </Link>
        </li>
      ))}
    </ul>
  )
}
