import { periodKey } from '../../collections/MarketSnapshots'
import type { SeedContext } from '../context'
import { ensureDocs } from '../context'
import { CITIES } from '../data/cities/all'
import { CITY_SNAPSHOTS } from '../data/market-cities'
import { COUNTY_SNAPSHOTS } from '../data/market-county'
import { PROPERTIES } from '../data/properties/all'
import { ensureBuildingImage } from '../media'
import type { CitySeed, SnapshotSeed } from '../types'
import { listingImage } from './listings'

/**
 * A city's hero picture: the photo of a published listing in that city when there is one (the same
 * media item, uploaded once), otherwise a picture of its own.
 */
function heroImage(ctx: SeedContext, city: CitySeed & { order: number }): Promise<number> {
  const listing = PROPERTIES.find((property) => property.city === city.slug && property.published)
  if (listing) return ensureBuildingImage(ctx, listingImage(listing))
  return ensureBuildingImage(ctx, {
    name: `${city.slug}-industrial`,
    alt: `Industrial buildings in ${city.name}, Orange County`,
    seed: 400 + city.order,
    kind: city.scene,
    view: 'context',
  })
}

/** The 19 city markets with hero images. Returns their ids by slug. */
export async function seedCities(ctx: SeedContext): Promise<Map<string, number>> {
  const ids = await ensureDocs(ctx, {
    collection: 'cities',
    items: CITIES,
    where: (city) => ({ slug: { equals: city.slug } }),
    label: (city) => city.name,
    data: async (city) => {
      const { scene: _scene, ...fields } = city
      return { ...fields, heroImage: await heroImage(ctx, city) }
    },
  })
  return new Map(CITIES.map((city, index) => [city.slug, ids[index]]))
}

/** County snapshots for eight quarters and the latest quarter for every city, keyed by period. */
export async function seedSnapshots(ctx: SeedContext, cityIds: Map<string, number>): Promise<void> {
  const rows: (SnapshotSeed & { area: 'county' | 'city'; city: number | null })[] = [
    ...COUNTY_SNAPSHOTS.map((snapshot) => ({ ...snapshot, area: 'county' as const, city: null })),
    ...CITY_SNAPSHOTS.map(({ city, ...snapshot }) => {
      const cityId = cityIds.get(city)
      if (cityId === undefined) throw new Error(`City "${city}" was not seeded`)
      return { ...snapshot, area: 'city' as const, city: cityId }
    }),
  ]
  await ensureDocs(ctx, {
    collection: 'market-snapshots',
    items: rows,
    where: (row) => ({ periodKey: { equals: periodKey(row) } }),
    label: (row) => periodKey(row),
    data: (row) => row,
  })
}
