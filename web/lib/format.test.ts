import { describe, expect, it } from 'vitest'

import { formatSquareFeet, truncate } from './format'

describe('formatSquareFeet', () => {
  it('groups thousands', () => {
    expect(formatSquareFeet(125000)).toBe('125,000 SF')
    expect(formatSquareFeet(8400)).toBe('8,400 SF')
  })
})

describe('truncate', () => {
  it('keeps text that fits', () => {
    expect(truncate('Irvine', 60)).toBe('Irvine')
    expect(truncate('x'.repeat(60), 60)).toHaveLength(60)
  })

  it('cuts to 57 characters plus an ellipsis for a 60-character limit', () => {
    const cut = truncate('a'.repeat(80), 60)
    expect(cut).toHaveLength(60)
    expect(cut.endsWith('...')).toBe(true)
    expect(cut.slice(0, 57)).toBe('a'.repeat(57))
  })
})
