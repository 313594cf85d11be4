import { Link } from 'react-router-dom'

import { paths } from '../../../config/paths'
import { formatSquareFeet } from '../../../lib/format'
import { listingTypeLabel } from '../lib/labels'
import type { PropertySummary } from '../lib/property-summary'
import { PropertyImage } from './property-image'

const VISIBLE_FEATURES = 3

type PropertyCardProps = {
  property: PropertySummary
  /** The first card in view: its photo loads at once with high priority. */
  isPriority?: boolean
  /** The address heading's level under the section's heading. */
  headingLevel?: 'h2' | 'h3'
}

/** A listing: photo, type, address, size and rate, the first 3 features, and a call to action. */
export function PropertyCard({ property, isPriority = false, headingLevel: Heading = 'h3' }: PropertyCardProps) {
  const hidden = property.features.length - VISIBLE_FEATURES
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative">
        {/* The address link below is the card's accessible link; this one only widens the click target. */}
        <Link to={paths.property(property.id)} className="block" tabIndex={-1} aria-hidden="true">
          <PropertyImage image={property.image} className="aspect-[8/5] w-full" isPriority={isPriority} />
        </Link>
        <span className="absolute top-3 left-3 rounded-full bg-brand-900/90 px-3 py-1 text-xs font-semibold text-white shadow-sm">
          {listingTypeLabel(property.listingType)}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">
          {property.type}
          {property.cityName ? <span className="text-slate-600"> · {property.cityName}</span> : null}
        </p>
        <Heading className="mt-1 text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={paths.property(property.id)}
            className="rounded-sm hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {property.address}
          </Link>
        </Heading>
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div>
            <dt className="sr-only">Size</dt>
            <dd className="font-semibold text-slate-900">{formatSquareFeet(property.size)}</dd>
          </div>
          {property.rate ? (
            <div>
              <dt className="sr-only">{property.listingType === 'sale' ? 'Asking price' : 'Lease rate'}</dt>
              <dd className="text-slate-700">{property.rate}</dd>
            </div>
          ) : null}
        </dl>
        {property.features.length ? (
          <ul className="mt-4 space-y-1.5 text-sm text-slate-600">
            {property.features.slice(0, VISIBLE_FEATURES).map((feature) => (
              <li key={feature} className="flex gap-2">
                <CheckIcon />
                {feature}
              </li>
            ))}
            {hidden > 0 ? <li className="pl-6 font-medium text-slate-600">+{hidden} more features</li> : null}
          </ul>
        ) : null}
        <div className="mt-auto pt-5">
          <Link
            to={paths.contact()}
            className="inline-flex w-full items-center justify-center rounded-md bg-brand-900 px-4 py-2.5 text-sm font-semibold text-white transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
          >
            Request Information
          </Link>
        </div>
      </div>
    </article>
  )
}

/** A small check mark before a feature. */
export function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 text-accent-600" fill="currentColor">
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  )
}
