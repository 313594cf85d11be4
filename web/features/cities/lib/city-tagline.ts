/**
 * What sets a market apart, from its headline: "Anaheim Industrial Real Estate: Anaheim Canyon and
 * the 91 Corridor" -> "Anaheim Canyon and the 91 Corridor". Null when the headline has no such part.
 */
export function cityTagline(headline: string | null | undefined): string | null {
  const separator = headline?.indexOf(': ') ?? -1
  if (!headline || separator < 0) return null
  return headline.slice(separator + 2).trim() || null
}
