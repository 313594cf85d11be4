import { Link } from 'react-router-dom'

import type { PublicProperty } from '../../../../cms/collections/Properties/serialize'
import { paths } from '../../../config/paths'
import { formatSquareFeet } from '../../../lib/format'
import { PropertyImage } from './property-image'

const VISIBLE_FEATURES = 3

/** A featured listing: photo, type, address, size and rate, the first 3 features, and a call to action. */
export function PropertyCard({ property, isPriority = false }: { property: PublicProperty; isPriority?: boolean }) {
  const hidden = property.features.length - VISIBLE_FEATURES
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <Link to={paths.property(property.id)} className="block aspect-[8/5] overflow-hidden" tabIndex={-1} aria-hidden="true">
        <PropertyImage src={property.image} alt={property.imageAlt ?? property.address} className="h-full w-full" isPriority={isPriority} />
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wider text-brand-600">{property.type}</p>
        <h3 className="mt-1 text-lg font-semibold text-slate-900">
          <Link to={paths.property(property.id)} className="hover:text-brand-700">
            {property.address}
          </Link>
        </h3>
        <dl className="mt-3 flex gap-6 text-sm">
          <div>
            <dt className="sr-only">Size</dt>
            <dd className="font-medium text-slate-900">{formatSquareFeet(property.size)}</dd>
          </div>
          {property.rate ? (
            <div>
              <dt className="sr-only">Rate</dt>
              <dd className="text-slate-600">{property.rate}</dd>
            </div>
          ) : null}
        </dl>
        {property.features.length ? (
          <ul className="mt-4 space-y-1 text-sm text-slate-600">
            {property.features.slice(0, VISIBLE_FEATURES).map((feature) => (
              <li key={feature} className="flex gap-2">
                <span aria-hidden="true" className="text-accent-600">
                  ✓
                </span>
                {feature}
              </li>
            ))}
            {hidden > 0 ? <li className="text-slate-500">+{hidden} more features</li> : null}
          </ul>
        ) : null}
        <div className="mt-auto pt-5">
          <Link
            to={paths.contact()}
            className="inline-flex w-full items-center justify-center rounded-md bg-brand-900 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Request Information
          </Link>
        </div>
      </div>
    </article>
  )
}
