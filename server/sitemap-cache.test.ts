import { describe, expect, it } from 'vitest'

import { SitemapCache } from './sitemap-cache'

const DAY_MS = 24 * 60 * 60 * 1000

/** A cache whose builds are counted and finished by the test, on a clock the test moves. */
function setup() {
  const clock = { now: 0 }
  const builds: { resolve: (xml: string) => void; reject: (error: Error) => void }[] = []
  const cache = new SitemapCache({
    build: () => new Promise<string>((resolve, reject) => builds.push({ resolve, reject })),
    maxAgeMs: DAY_MS,
    now: () => clock.now,
  })
  return { cache, clock, builds }
}

describe('SitemapCache', () => {
  it('shares one build between concurrent requests and keeps its result', async () => {
    const { cache, builds } = setup()
    const first = cache.get()
    const second = cache.get()
    expect(builds).toHaveLength(1)
    builds[0].resolve('<urlset/>')
    const [a, b] = await Promise.all([first, second])
    expect(a).toBe(b)
    expect(a.xml).toBe('<urlset/>')
    expect(a.etag).toMatch(/^"[\w-]+"$/)
    expect(await cache.get()).toBe(a)
    expect(builds).toHaveLength(1)
  })

  it('rebuilds once the kept sitemap is 24 hours old', async () => {
    const { cache, clock, builds } = setup()
    const first = cache.get()
    builds[0].resolve('one')
    await first
    clock.now = DAY_MS - 1
    expect((await cache.get()).xml).toBe('one')
    clock.now = DAY_MS
    const second = cache.get()
    expect(builds).toHaveLength(2)
    builds[1].resolve('two')
    expect((await second).xml).toBe('two')
  })

  it('rebuilds after an invalidation, and never keeps a build that started before it', async () => {
    const { cache, builds } = setup()
    const stale = cache.get()
    cache.invalidate()
    const fresh = cache.get()
    expect(builds).toHaveLength(2)
    builds[0].resolve('before the change')
    builds[1].resolve('after the change')
    expect((await stale).xml).toBe('before the change')
    expect((await fresh).xml).toBe('after the change')
    expect((await cache.get()).xml).toBe('after the change')

    cache.invalidate()
    const next = cache.get()
    expect(builds).toHaveLength(3)
    builds[2].resolve('next')
    expect((await next).xml).toBe('next')
  })

  it('reports a failed build and tries again on the next request', async () => {
    const { cache, builds } = setup()
    const failing = cache.get()
    builds[0].reject(new Error('database down'))
    await expect(failing).rejects.toThrow('database down')
    const retry = cache.get()
    expect(builds).toHaveLength(2)
    builds[1].resolve('ok')
    expect((await retry).xml).toBe('ok')
  })
})
