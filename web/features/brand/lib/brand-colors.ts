/**
 * The logo's palette. The mark draws with these values and the logo showcase lists them, so the hex
 * codes a designer copies from the showcase are the ones the site renders.
 */
export const BRAND_COLORS = {
  navy: { name: 'Harbor Navy', hex: '#0f2a44', use: 'The tile of the mark and the brand name on light backgrounds.' },
  nightNavy: { name: 'Night Navy', hex: '#0a1c2e', use: 'Dark backgrounds: the footer and the top bar.' },
  steel: { name: 'Steel Blue', hex: '#173b5c', use: 'The tile of the mark on dark backgrounds.' },
  amber: { name: 'Dock Light Amber', hex: '#f0a12b', use: 'The roofline. Only as a fill, never for text on white.' },
  white: { name: 'White', hex: '#ffffff', use: 'The dock doors, and the brand name on dark backgrounds.' },
  slate: { name: 'Slate', hex: '#475569', use: 'The tagline on light backgrounds.' },
} as const

export type BrandColorName = keyof typeof BRAND_COLORS
