import { describe, expect, it } from 'vitest'

import { formatPostDate, isoDay } from './format-date'

describe('formatPostDate', () => {
  it('spells the month and uses the Pacific calendar day', () => {
    expect(formatPostDate('2025-10-21T15:00:00.000Z')).toBe('October 21, 2025')
    // 3 AM UTC on March 12 is still March 11 in Irvine.
    expect(formatPostDate('2025-03-12T03:00:00.000Z')).toBe('March 11, 2025')
  })

  it('answers null for a missing or invalid date', () => {
    expect(formatPostDate(null)).toBeNull()
    expect(formatPostDate('')).toBeNull()
    expect(formatPostDate('not a date')).toBeNull()
  })
})

describe('isoDay', () => {
  it('is the Pacific calendar day as YYYY-MM-DD', () => {
    expect(isoDay('2025-10-21T15:00:00.000Z')).toBe('2025-10-21')
    expect(isoDay('2025-03-12T03:00:00.000Z')).toBe('2025-03-11')
  })
})
