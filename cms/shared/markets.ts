/** The 19 city and area markets of SPEC.md section 2, in the order the site lists them. */
export const MARKET_SLUGS = [
  'anaheim',
  'irvine',
  'irvine-spectrum',
  'santa-ana',
  'costa-mesa',
  'fountain-valley',
  'huntington-beach',
  'westminster',
  'garden-grove',
  'cypress',
  'stanton',
  'orange',
  'fullerton',
  'buena-park',
  'placentia',
  'lake-forest',
  'south-orange-county',
  'tustin',
  'san-clemente',
] as const

export type MarketSlug = (typeof MARKET_SLUGS)[number]
