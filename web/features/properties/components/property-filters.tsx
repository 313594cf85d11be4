import type { ChangeEvent, FormEvent, ReactNode } from 'react'
import { Link } from 'react-router-dom'

import { LISTING_PROPERTY_TYPES, LISTING_TYPES } from '../../../../cms/shared/lead-options'
import { paths } from '../../../config/paths'
import type { CityOption } from '../api/get-city-options'
import { hasFilters, parseListingQuery, SIZE_BANDS, SORT_OPTIONS, type ListingQuery } from '../lib/listing-query'

type PropertyFiltersProps = {
  query: ListingQuery
  cities: CityOption[] | undefined
  onChange: (next: ListingQuery) => void
}

/** The form's choices as a list state, back on page 1 (the old page may not exist any more). */
function readForm(form: HTMLFormElement): ListingQuery {
  const params = new URLSearchParams()
  new FormData(form).forEach((value, name) => {
    if (typeof value === 'string') params.append(name, value)
  })
  return parseListingQuery(params)
}

/**
 * The list's filters and sort as a GET form: without JavaScript, Apply submits it and the server
 * renders the filtered list from the query; with JavaScript, each change updates the URL at once.
 */
export function PropertyFilters({ query, cities, onChange }: PropertyFiltersProps) {
  const apply = (form: HTMLFormElement) => onChange(readForm(form))
  const onSelect = (event: ChangeEvent<HTMLSelectElement>) => {
    if (event.currentTarget.form) apply(event.currentTarget.form)
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    apply(event.currentTarget)
  }

  return (
    <form
      method="get"
      action={paths.properties()}
      role="search"
      aria-label="Filter properties"
      onSubmit={onSubmit}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-5">
        <Filter label="Property type" name="type" value={query.type ?? ''} onChange={onSelect}>
          <option value="">All types</option>
          {LISTING_PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Filter>
        <Filter label="Size" name="size" value={query.size ?? ''} onChange={onSelect}>
          <option value="">Any size</option>
          {SIZE_BANDS.map((band) => (
            <option key={band.value} value={band.value}>
              {band.label}
            </option>
          ))}
        </Filter>
        <Filter label="City" name="city" value={query.city ?? ''} onChange={onSelect}>
          <option value="">All cities</option>
          {cities?.map((city) => (
            <option key={city.slug} value={city.slug}>
              {city.name}
            </option>
          ))}
        </Filter>
        <Filter label="Lease or sale" name="listing" value={query.listing ?? ''} onChange={onSelect}>
          <option value="">Lease or sale</option>
          {LISTING_TYPES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Filter>
        <Filter label="Sort by" name="sort" value={query.sort} onChange={onSelect} className="col-span-2 lg:col-span-1">
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Filter>
      </div>
      {/* Children carry the spacing, so the row takes no room when it shows nothing. */}
      <div className="flex flex-wrap items-center justify-end gap-x-3">
        {hasFilters(query) ? (
          <Link
            to={paths.properties()}
            className="mt-4 rounded-md px-4 py-2.5 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            Reset filters
          </Link>
        ) : null}
        {/* With JavaScript every change applies at once; the button serves visitors without it. */}
        <noscript>
          <button
            type="submit"
            className="mt-4 rounded-md bg-brand-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
          >
            Apply filters
          </button>
        </noscript>
      </div>
    </form>
  )
}

type FilterProps = {
  className?: string
  label: string
  name: string
  value: string
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void
  children: ReactNode
}

function Filter({ className = '', label, name, value, onChange, children }: FilterProps) {
  const id = `filter-${name}`
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        className="mt-1.5 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600"
      >
        {children}
      </select>
    </div>
  )
}
