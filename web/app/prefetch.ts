import { preloadPage } from './pages'

/** How long after the page has loaded the prefetch starts (SPEC.md section 2). */
export const PREFETCH_DELAY_MS = 2000
/** Pages loaded at once, and how long a prefetch waits for the browser to be idle (SPEC.md section 9). */
const MAX_CONCURRENT = 2
const IDLE_TIMEOUT_MS = 3000

/** The parts of the Network Information API the decision reads (not in every browser). */
export type ConnectionHints = { saveData?: boolean; effectiveType?: string }

/**
 * Whether prefetching is welcome now: not when the browser asks to save data, not on a slow-2g or 2g
 * connection and not in a hidden tab, where nobody is about to click (SPEC.md section 9).
 */
export function canPrefetch({
  connection,
  visibilityState,
}: {
  connection?: ConnectionHints | null
  visibilityState: DocumentVisibilityState
}): boolean {
  if (visibilityState === 'hidden') return false
  if (connection?.saveData) return false
  return connection?.effectiveType !== 'slow-2g' && connection?.effectiveType !== '2g'
}

async function loadWithRetry({ pathname, load }: { pathname: string; load: (pathname: string) => Promise<void> }) {
  try {
    await load(pathname)
  } catch {
    // One retry for a page (SPEC.md section 9); a second failure only costs the visitor a spinner later.
    await load(pathname).catch((error: unknown) => console.warn(`Prefetch of ${pathname} failed`, error))
  }
}

/** Loads the code of the pages at `pathnames`, at most 2 at a time; a failure is retried once, then logged. */
export async function prefetchPages({
  pathnames,
  load = preloadPage,
}: {
  pathnames: string[]
  load?: (pathname: string) => Promise<void>
}): Promise<void> {
  const queue = [...pathnames]
  const worker = async () => {
    for (let pathname = queue.shift(); pathname !== undefined; pathname = queue.shift()) {
      await loadWithRetry({ pathname, load })
    }
  }
  await Promise.all(Array.from({ length: Math.min(MAX_CONCURRENT, queue.length) }, worker))
}

/** Runs `callback` when the browser is idle (at the latest after 3 s); Safari has no idle callback. */
const whenIdle = (callback: () => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(callback, 0)
  return () => window.clearTimeout(handle)
}

/**
 * Browser only: prefetches the pages at `pathnames` 2 s after the page has loaded, once the browser is
 * idle, if `canPrefetch` allows it at that moment. Returns the cancel function for an effect's cleanup.
 */
export function schedulePrefetch(pathnames: string[]): () => void {
  let cancelIdle = () => {}
  let timer: number | undefined
  const start = () => {
    timer = window.setTimeout(() => {
      const { connection } = navigator as Navigator & { connection?: ConnectionHints }
      if (!canPrefetch({ connection, visibilityState: document.visibilityState })) return
      cancelIdle = whenIdle(() => void prefetchPages({ pathnames }))
    }, PREFETCH_DELAY_MS)
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
  return () => {
    window.removeEventListener('load', start)
    window.clearTimeout(timer)
    cancelIdle()
  }
}
