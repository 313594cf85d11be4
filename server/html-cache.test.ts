import { afterEach, describe, expect, it, vi } from 'vitest'

import { EncodedBody } from './compression'
import { HtmlCache } from './html-cache'

const page = (html: string) => ({ html, body: new EncodedBody(html), status: 200, etag: `"${html}"`, createdAt: Date.now() })

describe('HtmlCache', () => {
  afterEach(() => vi.useRealTimers())

  it('evicts the least recently used page beyond its size', () => {
    const cache = new HtmlCache(2, 60_000)
    cache.set('/a', page('a'))
    cache.set('/b', page('b'))
    cache.get('/a')
    cache.set('/c', page('c'))
    expect(cache.get('/b')).toBeUndefined()
    expect(cache.get('/a')?.html).toBe('a')
    expect(cache.get('/c')?.html).toBe('c')
  })

  it('forgets pages older than its maximum age', () => {
    vi.useFakeTimers()
    const cache = new HtmlCache(10, 1000)
    cache.set('/', page('home'))
    vi.advanceTimersByTime(1001)
    expect(cache.get('/')).toBeUndefined()
  })

  it('keeps nothing when sized 0', () => {
    const cache = new HtmlCache(0, 1000)
    cache.set('/', page('home'))
    expect(cache.size).toBe(0)
  })
})
