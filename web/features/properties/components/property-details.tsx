import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

import type { Media, Property } from '../../../../cms/payload-types'
import { PageHeader } from '../../../components/ui/page-header'
import { paths } from '../../../config/paths'
import { formatSquareFeet } from '../../../lib/format'
import { listingStatusLabel, listingTypeLabel } from '../lib/labels'
import { populatedCity } from '../lib/property-summary'
import { toResponsiveImage, type ResponsiveImage } from '../lib/responsive-image'
import { PropertyBrochure } from './property-brochure'
import { CheckIcon } from './property-card'
import { PropertyGallery } from './property-gallery'
import { PropertySpecs } from './property-specs'

type PropertyDetailsProps = {
  property: Property
  /** The product part of city page addresses (site settings). */
  productSlug: string | undefined
  /** The inquiry form, shown at the end of the page (its id `inquiry` is the target of the header button). */
  inquiry: ReactNode
}

/** The main photo, then the gallery, each once, as responsive images. */
function photosOf(property: Property): ResponsiveImage[] {
  const uploads = [property.image, ...(property.gallery ?? [])].filter(
    (media, index, all): media is Media =>
      typeof media === 'object' && media !== null && all.findIndex((other) => typeof other === 'object' && other?.id === media.id) === index,
  )
  return uploads.flatMap((media) => toResponsiveImage({ media, fallbackAlt: property.address }) ?? [])
}

const brochureOf = (property: Property): Media | null =>
  typeof property.brochure === 'object' && property.brochure?.url ? property.brochure : null

/** A listing: header with key figures, photos, description, features, specifications, brochure and inquiry. */
export function PropertyDetails({ property, productSlug, inquiry }: PropertyDetailsProps) {
  const city = populatedCity(property.city)
  const brochure = brochureOf(property)
  const eyebrow = [property.type, listingTypeLabel(property.listingType), city?.name].filter(Boolean).join(' · ')
  return (
    <>
      <nav aria-label="Breadcrumb" className="bg-brand-950 text-sm">
        <ol className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 text-slate-200 sm:px-6">
          <li className="shrink-0">
            <Link to={paths.properties()} className="font-medium whitespace-nowrap text-white underline-offset-2 hover:underline">
              <span aria-hidden="true">← </span>All properties
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="truncate">
            {property.address}
          </li>
        </ol>
      </nav>
      <PageHeader eyebrow={eyebrow} title={property.address}>
        <KeyFacts property={property} />
      </PageHeader>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:py-16">
        <div className="space-y-12">
          <PropertyGallery images={photosOf(property)} address={property.address} />
          {property.description ? (
            <section aria-labelledby="overview-heading">
              <h2 id="overview-heading" className="text-2xl font-bold tracking-tight text-slate-900">
                Overview
              </h2>
              <p className="mt-4 text-lg leading-8 text-slate-700">{property.description}</p>
            </section>
          ) : null}
          {property.features?.length ? (
            <section aria-labelledby="features-heading">
              <h2 id="features-heading" className="text-2xl font-bold tracking-tight text-slate-900">
                Features
              </h2>
              <ul className="mt-5 grid gap-x-8 gap-y-3 sm:grid-cols-2">
                {property.features.map((feature) => (
                  <li key={feature} className="flex gap-2 text-slate-700">
                    <CheckIcon />
                    {feature}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside aria-label="Property details" className="space-y-6 lg:sticky lg:top-6 lg:self-start">
          <section aria-labelledby="specs-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="specs-heading" className="text-lg font-semibold text-slate-900">
              Specifications
            </h2>
            <div className="mt-2">
              <PropertySpecs property={property} productSlug={productSlug} />
            </div>
          </section>
          {brochure ? <PropertyBrochure brochure={brochure} /> : null}
        </aside>
      </div>

      <div id="inquiry" className="scroll-mt-6 border-t border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">{inquiry}</div>
      </div>
    </>
  )
}

function KeyFacts({ property }: { property: Property }) {
  const facts = [
    { label: 'Size', value: formatSquareFeet(property.size) },
    { label: property.listingType === 'sale' ? 'Asking price' : 'Lease rate', value: property.rate },
    { label: 'Status', value: listingStatusLabel(property.status) },
  ]
  return (
    <div className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:flex sm:flex-wrap sm:gap-x-10">
        {facts.map((fact) =>
          fact.value ? (
            <div key={fact.label}>
              <dt className="text-xs font-semibold uppercase tracking-wider text-slate-200">{fact.label}</dt>
              <dd className="mt-1 text-lg font-semibold text-white sm:text-xl">{fact.value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      {/* A same-page anchor: works without JavaScript and takes keyboard focus to the form. */}
      <a
        href="#inquiry"
        className="inline-flex items-center justify-center self-start rounded-md bg-accent-500 px-5 py-3 text-sm font-semibold text-brand-950 shadow-sm transition hover:bg-accent-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 lg:self-auto"
      >
        Request Information
      </a>
    </div>
  )
}
