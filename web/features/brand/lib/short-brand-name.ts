/** Words that describe the trade rather than name the firm; the compact logo leaves them out. */
const DESCRIPTIVE_WORDS = new Set([
  'industrial',
  'commercial',
  'real',
  'estate',
  'realty',
  'advisors',
  'advisers',
  'advisory',
  'partners',
  'group',
  'brokerage',
  'properties',
  'company',
  'co.',
  'inc.',
  'llc',
])

/**
 * The firm's name without its trade description, for the compact logo:
 * "Calder & Pine Industrial Advisors" becomes "Calder & Pine". A name that is all description stays whole.
 */
export function shortBrandName(brandName: string): string {
  const words = brandName.trim().split(/\s+/)
  const isDescriptive = (word: string) => DESCRIPTIVE_WORDS.has(word.toLowerCase())
  const firstName = words.findIndex((word) => !isDescriptive(word))
  if (firstName === -1) return words.join(' ')
  const end = words.findIndex((word, index) => index > firstName && isDescriptive(word))
  return (end === -1 ? words : words.slice(0, end)).join(' ')
}
