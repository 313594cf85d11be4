import { describe, expect, it } from 'vitest'

import { shortBrandName } from './short-brand-name'

describe('shortBrandName', () => {
  it('drops the trade description after the firm name', () => {
    expect(shortBrandName('Calder & Pine Industrial Advisors')).toBe('Calder & Pine')
    expect(shortBrandName('Harbor Commercial Real Estate Group')).toBe('Harbor')
  })

  it('keeps a name that has no description, or is nothing but description', () => {
    expect(shortBrandName('Calder & Pine')).toBe('Calder & Pine')
    expect(shortBrandName('Industrial Partners')).toBe('Industrial Partners')
    expect(shortBrandName('Industrial Pine Partners')).toBe('Industrial Pine')
    expect(shortBrandName('  Pacific   Ridge ')).toBe('Pacific Ridge')
  })
})
