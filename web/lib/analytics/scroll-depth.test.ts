import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { newMilestones, SCROLL_MILESTONES, SCROLL_THROTTLE_MS, scrollPercent, throttle } from './scroll-depth'

describe('scrollPercent', () => {
  const page = { viewportHeight: 800, documentHeight: 4800 }

  it('is 0 at the top and 100 at the bottom of the scrollable distance', () => {
    expect(scrollPercent({ ...page, scrollTop: 0 })).toBe(0)
    expect(scrollPercent({ ...page, scrollTop: 2000 })).toBe(50)
    expect(scrollPercent({ ...page, scrollTop: 4000 })).toBe(100)
  })

  it('counts a position a pixel short of the bottom (fractional zoom) as the bottom', () => {
    expect(scrollPercent({ ...page, scrollTop: 3999 })).toBe(100)
  })

  it('gives no depth for a page that does not scroll', () => {
    expect(scrollPercent({ scrollTop: 0, viewportHeight: 800, documentHeight: 800 })).toBeNull()
    expect(scrollPercent({ scrollTop: 0, viewportHeight: 900, documentHeight: 600 })).toBeNull()
  })
})

describe('newMilestones', () => {
  it('reports the milestones of SPEC.md section 9', () => {
    expect(SCROLL_MILESTONES).toEqual([25, 50, 75, 90, 100])
  })

  it('reports every milestone passed at once, smallest first', () => {
    expect(newMilestones({ percent: 80, reported: new Set() })).toEqual([25, 50, 75])
  })

  it('reports each milestone once', () => {
    const reported = new Set([25, 50])
    expect(newMilestones({ percent: 60, reported })).toEqual([])
    expect(newMilestones({ percent: 100, reported })).toEqual([75, 90, 100])
  })

  it('reports nothing below 25 percent', () => {
    expect(newMilestones({ percent: 24.9, reported: new Set() })).toEqual([])
  })
})

describe('throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs at once, then at most once per window, and runs the last call at the end of the window', () => {
    const fn = vi.fn()
    const throttled = throttle(fn, SCROLL_THROTTLE_MS)
    throttled.run()
    expect(fn).toHaveBeenCalledTimes(1)
    for (let i = 0; i < 9; i += 1) {
      vi.advanceTimersByTime(10)
      throttled.run()
    }
    expect(fn).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(10)
    expect(fn).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(1000)
    expect(fn).toHaveBeenCalledTimes(2)
  })

  it('runs at once again after a quiet window', () => {
    const fn = vi.fn()
    const throttled = throttle(fn, SCROLL_THROTTLE_MS)
    throttled.run()
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS)
    throttled.run()
    expect(fn).toHaveBeenCalledTimes(2)
  })

  it('drops a pending call when cancelled', () => {
    const fn = vi.fn()
    const throttled = throttle(fn, SCROLL_THROTTLE_MS)
    throttled.run()
    throttled.run()
    throttled.cancel()
    vi.advanceTimersByTime(1000)
    expect(fn).toHaveBeenCalledTimes(1)
  })
})
