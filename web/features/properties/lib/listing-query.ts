import { LISTING_PROPERTY_TYPES, LISTING_TYPES } from '../../../../cms/shared/lead-options'

/** Properties per list page: three rows of three cards. */
export const PAGE_SIZE = 9

/** Building size bands of the list filter, in square feet (`min` inclusive, `max` exclusive). */
export const SIZE_BANDS = [
  { value: 'under-25k', label: 'Under 25,000 SF', min: null, max: 25_000 },
  { value: '25k-50k', label: '25,000 – 50,000 SF', min: 25_000, max: 50_000 },
  { value: '50k-100k', label: '50,000 – 100,000 SF', min: 50_000, max: 100_000 },
  { value: '100k-250k', label: '100,000 – 250,000 SF', min: 100_000, max: 250_000 },
  { value: '250k-plus', label: '250,000+ SF', min: 250_000, max: null },
] as const

export const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest first', sort: '-createdAt' },
  { value: 'size-desc', label: 'Size: largest first', sort: '-size' },
  { value: 'size-asc', label: 'Size: smallest first', sort: 'size' },
  { value: 'address', label: 'Address: A to Z', sort: 'address' },
] as const

export type PropertyType = (typeof LISTING_PROPERTY_TYPES)[number]
export type SizeBand = (typeof SIZE_BANDS)[number]['value']
export type ListingType = (typeof LISTING_TYPES)[number]['value']
export type SortValue = (typeof SORT_OPTIONS)[number]['value']

/** The list's state, as kept in the URL query (`?type=Warehouse&size=25k-50k&city=irvine&listing=lease&sort=size-desc&page=2`). */
export type ListingQuery = {
  type: PropertyType | null
  size: SizeBand | null
  /** A city's slug. */
  city: string | null
  listing: ListingType | null
  sort: SortValue
  page: number
}

export const DEFAULT_SORT: SortValue = 'newest'

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null

const CITY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MAX_PAGE = 1000

/** Reads the list's state from a URL query; anything unknown or malformed counts as not set. */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const city = params.get('city')
  const page = Number(params.get('page'))
  return {
    type: oneOf(LISTING_PROPERTY_TYPES, params.get('type')),
    size: oneOf(
      SIZE_BANDS.map((band) => band.value),
      params.get('size'),
    ),
    city: city && city.length <= 80 && CITY_SLUG.test(city) ? city : null,
    listing: oneOf(
      LISTING_TYPES.map((option) => option.value),
      params.get('listing'),
    ),
    sort: oneOf(
      SORT_OPTIONS.map((option) => option.value),
      params.get('sort'),
    ) ?? DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  }
}

/** The URL query of a list state, without defaults (page 1, newest first): `""` for the whole list. */
export function toSearchString(query: Partial<ListingQuery>): string {
  const params = new URLSearchParams()
  if (query.type) params.set('type', query.type)
  if (query.size) params.set('size', query.size)
  if (query.city) params.set('city', query.city)
  if (query.listing) params.set('listing', query.listing)
  if (query.sort && query.sort !== DEFAULT_SORT) params.set('sort', query.sort)
  if (query.page && query.page > 1) params.set('page', String(query.page))
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** Whether any filter narrows the list (sorting and paging do not). */
export const hasFilters = (query: ListingQuery): boolean =>
  Boolean(query.type || query.size || query.city || query.listing)

/**
 * The Payload REST query of a list state: published listings matching the filters, one page, only the
 * fields a card shows (with the photo's renditions and the city's name).
 */
export function toApiSearch(query: ListingQuery): string {
  const params = new URLSearchParams()
  params.set('where[published][equals]', 'true')
  if (query.type) params.set('where[type][equals]', query.type)
  if (query.listing) params.set('where[listingType][equals]', query.listing)
  if (query.city) params.set('where[city.slug][equals]', query.city)
  const band = SIZE_BANDS.find((candidate) => candidate.value === query.size)
  if (band?.min) params.set('where[size][greater_than_equal]', String(band.min))
  if (band?.max) params.set('where[size][less_than]', String(band.max))
  params.set('sort', SORT_OPTIONS.find((option) => option.value === query.sort)?.sort ?? '-createdAt')
  params.set('limit', String(PAGE_SIZE))
  params.set('page', String(query.page))
  params.set('depth', '1')
  for (const field of ['address', 'type', 'size', 'rate', 'features', 'listingType', 'status', 'image', 'city']) {
    params.set(`select[${field}]`, 'true')
  }
  for (const field of ['alt', 'filename', 'url', 'width', 'height', 'sizes']) {
    params.set(`populate[media][${field}]`, 'true')
  }
  params.set('populate[cities][name]', 'true')
  params.set('populate[cities][slug]', 'true')
  return params.toString()
}
