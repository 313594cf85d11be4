import { MARKET_SLUGS } from '../../../shared/markets'
import type { CitySeed } from '../../types'
import { CENTRAL_SOUTH_CITIES } from './central-south'
import { NORTH_WEST_CITIES } from './north-west'

/** All 19 markets in the order the site lists them (MARKET_SLUGS), with `order` 1..19. */
export const CITIES: (CitySeed & { order: number })[] = MARKET_SLUGS.map((slug, index) => {
  const city = [...NORTH_WEST_CITIES, ...CENTRAL_SOUTH_CITIES].find((candidate) => candidate.slug === slug)
  if (!city) throw new Error(`No seed content for the market "${slug}"`)
  return { ...city, order: index + 1 }
})
