import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

import type { Property } from '../../../../cms/payload-types'
import { paths } from '../../../config/paths'
import { formatSquareFeet } from '../../../lib/format'
import { listingStatusLabel, listingTypeLabel } from '../lib/labels'
import { populatedCity } from '../lib/property-summary'

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const acres = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/** A door count; none is worth saying (a yard or an office building has no docks). */
const doors = (count: number | null | undefined) =>
  count === null || count === undefined ? null : count === 0 ? 'None' : integer.format(count)

type PropertySpecsProps = {
  property: Property
  /** The product part of city page addresses (site settings), e.g. "industrial-real-estate". */
  productSlug: string | undefined
}

/** The building's specifications as a definition list; figures the listing does not give are left out. */
export function PropertySpecs({ property, productSlug }: PropertySpecsProps) {
  const city = populatedCity(property.city)
  const isSale = property.listingType === 'sale'
  return (
    <dl className="divide-y divide-slate-200">
      <Spec label="Size">{formatSquareFeet(property.size)}</Spec>
      <Spec label="Property type">{property.type}</Spec>
      <Spec label="Lease or sale">{listingTypeLabel(property.listingType)}</Spec>
      <Spec label="Status">{listingStatusLabel(property.status)}</Spec>
      <Spec label={isSale ? 'Asking price' : 'Lease rate'}>{property.rate}</Spec>
      <Spec label="Clear height">{property.clearHeight ? `${integer.format(property.clearHeight)} ft` : null}</Spec>
      <Spec label="Dock-high doors">{doors(property.dockHighDoors)}</Spec>
      <Spec label="Grade-level doors">{doors(property.gradeLevelDoors)}</Spec>
      <Spec label="Power">{property.power}</Spec>
      <Spec label="Year built">{property.yearBuilt ? String(property.yearBuilt) : null}</Spec>
      <Spec label="Lot size">{property.lotAcres ? `${acres.format(property.lotAcres)} acres` : null}</Spec>
      <Spec label="City">
        {city && productSlug ? (
          <Link
            to={paths.city({ market: city.slug, productSlug })}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {city.name}
          </Link>
        ) : (
          city?.name
        )}
      </Spec>
    </dl>
  )
}

function Spec({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null
  return (
    <div className="flex items-baseline justify-between gap-4 py-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-right text-sm font-semibold text-slate-900">{children}</dd>
    </div>
  )
}
