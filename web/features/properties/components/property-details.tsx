import type { City, Media, Property } from '../../../../cms/payload-types'
import { formatSquareFeet } from '../../../lib/format'
import { PropertyImage } from './property-image'

const asMedia = (value: number | Media | null | undefined): Media | null =>
  value && typeof value === 'object' ? value : null

const LISTING_LABELS: Record<string, string> = { lease: 'For Lease', sale: 'For Sale' }

function Spec({ label, value }: { label: string; value: string | number | null | undefined }) {
  if (value === null || value === undefined || value === '') return null
  return (
    <div className="border-t border-slate-200 py-3">
      <dt className="text-xs font-semibold uppercase tracking-wider text-slate-500">{label}</dt>
      <dd className="mt-1 font-medium text-slate-900">{value}</dd>
    </div>
  )
}

/** A listing: photo, address, key figures, description, building specifications and features. */
export function PropertyDetails({ property }: { property: Property }) {
  const image = asMedia(property.image)
  const city = property.city && typeof property.city === 'object' ? (property.city as City) : null
  const brochure = asMedia(property.brochure)
  return (
    <article className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">
        {property.type} · {LISTING_LABELS[property.listingType] ?? property.listingType}
        {city ? ` · ${city.name}` : ''}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{property.address}</h1>
      <div className="mt-8 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div>
          <PropertyImage
            src={image?.sizes?.large?.url ?? image?.url ?? null}
            alt={image?.alt ?? property.address}
            className="aspect-[8/5] w-full rounded-xl"
            isPriority
          />
          {property.description ? (
            <p className="mt-8 text-lg leading-8 text-slate-700">{property.description}</p>
          ) : null}
          {property.features?.length ? (
            <section aria-labelledby="features-heading" className="mt-10">
              <h2 id="features-heading" className="text-xl font-semibold text-slate-900">
                Features
              </h2>
              <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                {property.features.map((feature) => (
                  <li key={feature} className="flex gap-2 text-slate-700">
                    <span aria-hidden="true" className="text-accent-600">
                      ✓
                    </span>
                    {feature}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className="h-fit rounded-xl border border-slate-200 bg-slate-50 p-6">
          <dl>
            <Spec label="Size" value={formatSquareFeet(property.size)} />
            <Spec label={property.listingType === 'sale' ? 'Price' : 'Rate'} value={property.rate} />
            <Spec label="Clear height" value={property.clearHeight ? `${property.clearHeight}'` : null} />
            <Spec label="Dock-high doors" value={property.dockHighDoors} />
            <Spec label="Grade-level doors" value={property.gradeLevelDoors} />
            <Spec label="Power" value={property.power} />
            <Spec label="Year built" value={property.yearBuilt} />
          </dl>
          {brochure?.url ? (
            <a
              href={brochure.url}
              className="mt-6 inline-flex w-full items-center justify-center rounded-md border border-brand-900 px-4 py-2.5 text-sm font-semibold text-brand-900 hover:bg-brand-50"
            >
              Download brochure (PDF)
            </a>
          ) : null}
        </aside>
      </div>
    </article>
  )
}
