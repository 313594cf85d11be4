import { describe, expect, it } from 'vitest'

import { utmFromSearch } from './utm'

describe('utmFromSearch', () => {
  it('takes the three campaign fields and nothing else', () => {
    expect(utmFromSearch('?utm_source=google&utm_medium=cpc&utm_campaign=oc-warehouse&utm_term=x&gclid=1')).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'oc-warehouse',
    })
  })

  it('leaves out empty values and trims the rest', () => {
    expect(utmFromSearch('?utm_source=%20newsletter%20&utm_medium=')).toEqual({ utm_source: 'newsletter' })
  })

  it('cuts a value to the 200 characters the server accepts', () => {
    expect(utmFromSearch(`?utm_campaign=${'a'.repeat(300)}`).utm_campaign).toHaveLength(200)
  })
})
