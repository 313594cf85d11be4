import type { MarketSlug } from '../../../../cms/shared/markets'

/**
 * The markets that border each market or share its freeway corridors, nearest first: a tenant
 * searching one of them usually tours the others too.
 */
export const NEARBY_MARKETS: Record<MarketSlug, readonly MarketSlug[]> = {
  anaheim: ['orange', 'fullerton', 'placentia', 'garden-grove', 'buena-park'],
  irvine: ['irvine-spectrum', 'tustin', 'costa-mesa', 'santa-ana', 'lake-forest'],
  'irvine-spectrum': ['irvine', 'lake-forest', 'tustin', 'south-orange-county'],
  'santa-ana': ['tustin', 'orange', 'irvine', 'garden-grove', 'costa-mesa', 'fountain-valley'],
  'costa-mesa': ['irvine', 'santa-ana', 'fountain-valley', 'huntington-beach'],
  'fountain-valley': ['huntington-beach', 'costa-mesa', 'santa-ana', 'westminster', 'garden-grove'],
  'huntington-beach': ['fountain-valley', 'westminster', 'costa-mesa'],
  westminster: ['garden-grove', 'huntington-beach', 'fountain-valley', 'stanton'],
  'garden-grove': ['westminster', 'stanton', 'anaheim', 'santa-ana', 'fountain-valley', 'cypress'],
  cypress: ['stanton', 'buena-park', 'garden-grove'],
  stanton: ['cypress', 'garden-grove', 'westminster', 'buena-park'],
  orange: ['anaheim', 'santa-ana', 'tustin', 'placentia'],
  fullerton: ['anaheim', 'buena-park', 'placentia'],
  'buena-park': ['fullerton', 'cypress', 'anaheim', 'stanton'],
  placentia: ['fullerton', 'anaheim', 'orange'],
  'lake-forest': ['irvine-spectrum', 'south-orange-county', 'irvine', 'san-clemente'],
  'south-orange-county': ['lake-forest', 'san-clemente', 'irvine-spectrum'],
  tustin: ['irvine', 'santa-ana', 'orange', 'irvine-spectrum'],
  'san-clemente': ['south-orange-county', 'lake-forest'],
}
