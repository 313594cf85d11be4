import { describe, expect, it } from 'vitest'

import { slugify } from './slugify'

describe('slugify', () => {
  it('makes lower-case hyphenated ASCII from an address', () => {
    expect(slugify('1200 E. Katella Ave, Anaheim, CA 92805')).toBe('1200-e-katella-ave-anaheim-ca-92805')
  })

  it('drops accents and spells out ampersands', () => {
    expect(slugify('Café & Cold Storage')).toBe('cafe-and-cold-storage')
  })

  it('trims separators at the ends', () => {
    expect(slugify('  --Irvine Spectrum--  ')).toBe('irvine-spectrum')
  })
})
