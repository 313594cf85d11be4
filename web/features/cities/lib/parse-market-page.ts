import { MARKET_SLUGS } from '../../../../cms/shared/markets'
import type { MarketSlug } from '../../../../cms/shared/markets'

/** A city page's path segment split into its market and the product part after it. */
export type MarketPage = { market: MarketSlug; productSlug: string }

// Longest first, so `irvine-spectrum-…` is the Irvine Spectrum page and not Irvine with a rest of `spectrum-…`.
const SLUGS_LONGEST_FIRST = [...MARKET_SLUGS].sort((a, b) => b.length - a.length)

/**
 * Splits a city page's segment (`irvine-spectrum-industrial-real-estate`) at the longest market slug
 * that starts it and is followed by a hyphen. Null when no market starts it or nothing follows.
 */
export function parseMarketPage(segment: string): MarketPage | null {
  const market = SLUGS_LONGEST_FIRST.find((slug) => segment.startsWith(`${slug}-`))
  if (!market) return null
  const productSlug = segment.slice(market.length + 1)
  return productSlug ? { market, productSlug } : null
}

/**
 * The market whose page `segment` is, given the site's product slug (e.g. `industrial-real-estate`):
 * null for any other segment, which is then a page that does not exist.
 */
export function findMarketOfPage({
  segment,
  productSlug,
}: {
  segment: string
  productSlug: string
}): MarketSlug | null {
  const page = parseMarketPage(segment)
  return page?.productSlug === productSlug ? page.market : null
}
