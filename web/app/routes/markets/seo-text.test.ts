import { describe, expect, it } from 'vitest'

import { titleCase, withBrand } from './seo-text'

describe('titleCase', () => {
  it('capitalises every word', () => {
    expect(titleCase('industrial real estate')).toBe('Industrial Real Estate')
    expect(titleCase('Industrial space')).toBe('Industrial Space')
  })
})

describe('withBrand', () => {
  it('adds the brand when the title stays within 60 characters', () => {
    expect(withBrand({ title: 'Irvine Market', brand: 'Calder & Pine' })).toBe('Irvine Market | Calder & Pine')
  })

  it('leaves the brand out when it would make the title too long or there is none', () => {
    const title = 'South Orange County Industrial Real Estate Market'
    expect(withBrand({ title, brand: 'Calder & Pine Industrial Advisors' })).toBe(title)
    expect(withBrand({ title, brand: undefined })).toBe(title)
  })
})
