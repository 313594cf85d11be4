import { describe, expect, it, vi } from 'vitest'

import { canPrefetch, prefetchPages } from './prefetch'

// The page table pulls in every route; the queue is tested with its own loader instead (vi.mock is hoisted).
vi.mock('./pages', () => ({ preloadPage: vi.fn() }))

describe('canPrefetch', () => {
  it('prefetches in a visible tab on a fast connection, or where the browser tells nothing', () => {
    expect(canPrefetch({ connection: { saveData: false, effectiveType: '4g' }, visibilityState: 'visible' })).toBe(true)
    expect(canPrefetch({ connection: { effectiveType: '3g' }, visibilityState: 'visible' })).toBe(true)
    expect(canPrefetch({ connection: undefined, visibilityState: 'visible' })).toBe(true)
  })

  it('skips when the browser asks to save data', () => {
    expect(canPrefetch({ connection: { saveData: true, effectiveType: '4g' }, visibilityState: 'visible' })).toBe(false)
  })

  it('skips on slow-2g and 2g connections', () => {
    expect(canPrefetch({ connection: { effectiveType: 'slow-2g' }, visibilityState: 'visible' })).toBe(false)
    expect(canPrefetch({ connection: { effectiveType: '2g' }, visibilityState: 'visible' })).toBe(false)
  })

  it('skips in a hidden tab', () => {
    expect(canPrefetch({ connection: { effectiveType: '4g' }, visibilityState: 'hidden' })).toBe(false)
  })
})

describe('prefetchPages', () => {
  it('loads every page, at most 2 at a time', async () => {
    let running = 0
    let mostAtOnce = 0
    const loaded: string[] = []
    const load = async (pathname: string) => {
      running += 1
      mostAtOnce = Math.max(mostAtOnce, running)
      await new Promise((resolve) => setTimeout(resolve, 5))
      loaded.push(pathname)
      running -= 1
    }
    await prefetchPages({ pathnames: ['/services', '/contact', '/market-reports'], load })
    expect(loaded.sort()).toEqual(['/contact', '/market-reports', '/services'])
    expect(mostAtOnce).toBe(2)
  })

  it('retries a failed page once, then logs it and carries on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const attempts: string[] = []
    const load = async (pathname: string) => {
      attempts.push(pathname)
      if (pathname === '/contact') throw new Error('offline')
    }
    await expect(prefetchPages({ pathnames: ['/contact', '/services'], load })).resolves.toBeUndefined()
    expect(attempts.filter((pathname) => pathname === '/contact')).toHaveLength(2)
    expect(attempts).toContain('/services')
    expect(warn).toHaveBeenCalledWith('Prefetch of /contact failed', expect.any(Error))
    warn.mockRestore()
  })
})
