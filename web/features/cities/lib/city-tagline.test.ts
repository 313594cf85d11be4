import { describe, expect, it } from 'vitest'

import { cityTagline } from './city-tagline'

describe('cityTagline', () => {
  it('takes the part of the headline after the colon', () => {
    expect(cityTagline('Anaheim Industrial Real Estate: Anaheim Canyon and the 91 Corridor')).toBe(
      'Anaheim Canyon and the 91 Corridor',
    )
  })

  it('is null without a headline or a colon', () => {
    expect(cityTagline(null)).toBeNull()
    expect(cityTagline('Anaheim Industrial Real Estate')).toBeNull()
    expect(cityTagline('Anaheim Industrial Real Estate: ')).toBeNull()
  })
})
