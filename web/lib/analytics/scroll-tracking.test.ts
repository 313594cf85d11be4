// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SCROLL_SETTLE_MS, SCROLL_THROTTLE_MS, trackScrollDepth } from './scroll-depth'

/** A page 4800 px high in an 800 px window, scrolled to `top`. */
function scrollWindowTo(top: number) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true })
  window.dispatchEvent(new Event('scroll'))
}

const reported = () =>
  (window.dataLayer ?? []).flatMap((entry) => (entry.event === 'scroll_depth' ? [entry.percent_scrolled] : []))

beforeEach(() => {
  vi.useFakeTimers()
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true })
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 4800, configurable: true })
})

afterEach(() => {
  vi.useRealTimers()
  delete window.dataLayer
})

describe('trackScrollDepth', () => {
  it('ignores scrolling while the page settles, then reports the milestones reached', () => {
    const stop = trackScrollDepth({ pagePath: '/contact' })
    scrollWindowTo(4000)
    vi.advanceTimersByTime(SCROLL_SETTLE_MS)
    expect(reported()).toEqual([])
    scrollWindowTo(2000)
    expect(window.dataLayer).toEqual([
      { event: 'scroll_depth', percent_scrolled: 25, page_path: '/contact' },
      { event: 'scroll_depth', percent_scrolled: 50, page_path: '/contact' },
    ])
    stop()
  })

  it('measures the last position of a burst of scroll events', () => {
    const stop = trackScrollDepth({ pagePath: '/' })
    vi.advanceTimersByTime(SCROLL_SETTLE_MS)
    scrollWindowTo(100)
    scrollWindowTo(3000)
    scrollWindowTo(3700)
    expect(reported()).toEqual([])
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS)
    expect(reported()).toEqual([25, 50, 75, 90])
    stop()
  })

  it('stops listening when stopped', () => {
    const stop = trackScrollDepth({ pagePath: '/' })
    vi.advanceTimersByTime(SCROLL_SETTLE_MS)
    stop()
    scrollWindowTo(4000)
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS)
    expect(reported()).toEqual([])
  })
})
