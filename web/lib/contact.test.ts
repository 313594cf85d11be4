import { describe, expect, it } from 'vitest'

import { addressLines, telHref } from './contact'

describe('telHref', () => {
  it('keeps only the digits (and a leading plus) of a displayed number', () => {
    expect(telHref('(949) 555-0142')).toBe('tel:9495550142')
    expect(telHref('+1 949.555.0142')).toBe('tel:+19495550142')
  })
})

describe('addressLines', () => {
  const address = { street: '17951 Gillette Ave', city: 'Irvine', region: 'CA', postalCode: '92614' }

  it('joins the suite to the street and the postal code to the city', () => {
    expect(addressLines({ ...address, suite: 'Suite 210' })).toEqual(['17951 Gillette Ave, Suite 210', 'Irvine, CA 92614'])
  })

  it('leaves out a missing suite', () => {
    expect(addressLines({ ...address, suite: null })).toEqual(['17951 Gillette Ave', 'Irvine, CA 92614'])
  })
})
