import type { Payload, Where } from 'payload'

import { CITIES, MARKET_SNAPSHOTS } from '../../shared/slugs'
import { jsonError } from '../responses'
import { toPublicSnapshot } from './serialize'
import type { PublicSnapshot } from './serialize'

/** The `area` of county-wide snapshots; city snapshots are named by their city's slug. */
export const COUNTY = 'county'

/** What a city slug may look like in a URL; anything else is refused before touching the database. */
export const AREA_PATTERN = /^[a-z0-9-]{1,64}$/

/** A market the snapshots can be asked for: its public name and the query that selects its snapshots. */
export type MarketArea = { name: string; where: Where }

export const COUNTY_AREA: MarketArea = { name: COUNTY, where: { area: { equals: COUNTY } } }

/**
 * The city market with slug `slug`, or the error answer to send: 400 for a malformed slug, 404 for a
 * city that does not exist.
 */
export async function findCityArea({ payload, slug }: { payload: Payload; slug: unknown }): Promise<MarketArea | Response> {
  if (typeof slug !== 'string' || !AREA_PATTERN.test(slug)) {
    return jsonError(400, 'Invalid city: use a city slug of lower-case letters, digits and hyphens, e.g. santa-ana')
  }
  const { docs } = await payload.find({
    collection: CITIES,
    where: { slug: { equals: slug } },
    select: { slug: true },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const city = docs[0]
  if (!city) return jsonError(404, `City not found: ${slug}`)
  return { name: slug, where: { and: [{ area: { equals: 'city' } }, { city: { equals: city.id } }] } }
}

/** `county` (the default) or a city slug, as the `area` query parameter gives it; errors as above. */
export async function findArea({ payload, area }: { payload: Payload; area: string | null }): Promise<MarketArea | Response> {
  if (area === null || area === COUNTY) return COUNTY_AREA
  if (!AREA_PATTERN.test(area)) {
    return jsonError(400, 'Invalid area: use county or a city slug, e.g. santa-ana', {
      errors: [{ field: 'area', message: 'Must be county or a city slug of lower-case letters, digits and hyphens.' }],
    })
  }
  return findCityArea({ payload, slug: area })
}

/** The newest `limit` snapshots of an area in the public shape, newest first (by year, then quarter). */
export async function findSnapshots({
  payload,
  area,
  limit,
}: {
  payload: Payload
  area: MarketArea
  limit: number
}): Promise<PublicSnapshot[]> {
  const { docs } = await payload.find({
    collection: MARKET_SNAPSHOTS,
    where: area.where,
    // sortKey = year * 10 + quarter number; id breaks no real tie but keeps the order total.
    sort: ['-sortKey', '-id'],
    limit,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((snapshot) => toPublicSnapshot({ snapshot, area: area.name }))
}
