/** The name the logo shows when the site settings could not be loaded. */
export const FALLBACK_BRAND_NAME = 'Orange County Industrial Real Estate'

/** The logo's tagline: "Orange County industrial real estate" for the product noun "industrial real estate". */
export function brandTagline(productNoun = 'industrial real estate'): string {
  return `Orange County ${productNoun}`
}
