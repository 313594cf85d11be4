import { pushToDataLayer } from './data-layer'

/** Scroll depths reported once per page view (SPEC.md section 9). */
export const SCROLL_MILESTONES = [25, 50, 75, 90, 100] as const

/** The scroll handler runs at most this often (SPEC.md section 9). */
export const SCROLL_THROTTLE_MS = 100

/**
 * Scrolling in this time after a page view is the browser's or the router's, not the visitor's: a
 * position clamped to a shorter page, restored on back or forward, and the scroll to top 100 ms after a
 * followed link (SPEC.md section 2). It is not counted.
 */
export const SCROLL_SETTLE_MS = 300

/** Pixels short of the bottom that still count as the bottom (fractional zoom and rounding). */
const BOTTOM_TOLERANCE_PX = 2

type ScrollPosition = { scrollTop: number; viewportHeight: number; documentHeight: number }

/**
 * How far down the page the visitor has scrolled, 0 to 100: the share of the scrollable distance, so
 * the top is 0 and the bottom 100. A page that does not scroll has no depth (null).
 */
export function scrollPercent({ scrollTop, viewportHeight, documentHeight }: ScrollPosition): number | null {
  const scrollable = documentHeight - viewportHeight
  if (scrollable <= BOTTOM_TOLERANCE_PX) return null
  if (scrollTop >= scrollable - BOTTOM_TOLERANCE_PX) return 100
  return Math.min(100, Math.max(0, (scrollTop / scrollable) * 100))
}

/** The milestones at or below `percent` that were not reported yet, smallest first. */
export function newMilestones({ percent, reported }: { percent: number; reported: ReadonlySet<number> }): number[] {
  return SCROLL_MILESTONES.filter((milestone) => milestone <= percent && !reported.has(milestone))
}

/**
 * Calls `fn` at most once per `waitMs`: at once on the first call, then once more at the end of the
 * window if calls came in meanwhile, so the last position always counts. `cancel` drops a pending call.
 */
export function throttle(fn: () => void, waitMs: number): { run: () => void; cancel: () => void } {
  let lastRun = -Infinity
  let pending: ReturnType<typeof setTimeout> | undefined
  const invoke = () => {
    pending = undefined
    lastRun = Date.now()
    fn()
  }
  return {
    run: () => {
      if (pending !== undefined) return
      const wait = lastRun + waitMs - Date.now()
      if (wait <= 0) invoke()
      else pending = setTimeout(invoke, wait)
    },
    cancel: () => {
      clearTimeout(pending)
      pending = undefined
    },
  }
}

/**
 * Reports each scroll milestone of one page view once, from a passive, throttled scroll listener that
 * starts once the page has settled. Call it again for the next page view; the returned function stops it.
 */
export function trackScrollDepth({ pagePath }: { pagePath: string }): () => void {
  const reported = new Set<number>()
  const check = () => {
    const percent = scrollPercent({
      scrollTop: window.scrollY,
      viewportHeight: window.innerHeight,
      documentHeight: document.documentElement.scrollHeight,
    })
    if (percent === null) return
    for (const milestone of newMilestones({ percent, reported })) {
      reported.add(milestone)
      pushToDataLayer({ event: 'scroll_depth', percent_scrolled: milestone, page_path: pagePath })
    }
  }
  const throttled = throttle(check, SCROLL_THROTTLE_MS)
  const settleTimer = setTimeout(() => {
    window.addEventListener('scroll', throttled.run, { passive: true })
  }, SCROLL_SETTLE_MS)
  return () => {
    clearTimeout(settleTimer)
    window.removeEventListener('scroll', throttled.run)
    throttled.cancel()
  }
}
