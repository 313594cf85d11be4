import { describe, expect, it } from 'vitest'

import { SERVICE_SLUGS } from '../../../../cms/shared/services'
import { serviceKey } from './get-service'

describe('serviceKey', () => {
  it('asks for the service with that slug, body and SEO image included', () => {
    for (const slug of SERVICE_SLUGS) {
      const key = serviceKey(slug) ?? ''
      const query = new URLSearchParams(key.split('?')[1])
      expect(key.startsWith('/api/services?')).toBe(true)
      expect(query.get('where[slug][equals]')).toBe(slug)
      expect(query.get('depth')).toBe('1')
    }
  })

  it('has no key for a slug that is not one of the 8 service pages, so nothing is fetched', () => {
    expect(serviceKey('unknown')).toBeNull()
    expect(serviceKey('toString')).toBeNull()
    expect(serviceKey('')).toBeNull()
  })
})
