import { describe, expect, it } from 'vitest'

import { clientFileCacheControl } from './request-handler'

describe('clientFileCacheControl', () => {
  it('caches hashed files for a year, revalidates the service worker, and keeps other files an hour', () => {
    expect(clientFileCacheControl('/assets/index-abc123.js')).toBe('public, max-age=31536000, immutable')
    expect(clientFileCacheControl('/sw.js')).toBe('no-cache')
    expect(clientFileCacheControl('/offline.html')).toBe('public, max-age=3600')
  })
})
