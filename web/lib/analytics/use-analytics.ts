import { useEffect, useRef } from 'react'

import { trackConnectivity } from './connectivity'
import { trackErrors } from './errors'
import { schedulePageView } from './page-view'
import { trackScrollDepth } from './scroll-depth'

type AnalyticsOptions = {
  /** The tag manager container id from the site settings; nothing is loaded without one. */
  gtmId: string | null | undefined
  /** The router's current location; a new path or query is a new page view. */
  location: { pathname: string; search: string }
}

/**
 * Feeds the data layer for the whole visit: a page view per page (first load included), its scroll
 * depth, web vitals, connectivity changes and unhandled errors, and loads the tag manager when allowed.
 * Everything runs in effects, so the server render is untouched. Call it once, in the app shell.
 */
export function useAnalytics({ gtmId, location: { pathname, search } }: AnalyticsOptions): void {
  const lastView = useRef<{ pathname: string; title: string } | null>(null)

  useEffect(() => {
    // Loaded after hydration, apart from the page's code; its observers still see the whole load
    // (they read buffered performance entries).
    import('./web-vitals')
      .then(({ trackWebVitals }) => trackWebVitals())
      .catch((error: unknown) => console.warn('Web vitals not tracked', error))
    const stopConnectivity = trackConnectivity()
    const stopErrors = trackErrors()
    return () => {
      stopConnectivity()
      stopErrors()
    }
  }, [])

  useEffect(() => {
    const previous = lastView.current
    // A new path renders a new title (maybe only once its code has loaded); a new query keeps it.
    const titleToLeave = previous && previous.pathname !== pathname ? previous.title : undefined
    let stopScrollDepth: (() => void) | undefined
    const cancelPageView = schedulePageView({
      titleToLeave,
      onTracked: (view) => {
        lastView.current = { pathname, title: view.page_title }
        // Depth is measured on the page once it is there, not on the spinner or the page left.
        stopScrollDepth = trackScrollDepth({ pagePath: view.page_path })
      },
    })
    return () => {
      cancelPageView()
      stopScrollDepth?.()
    }
  }, [pathname, search])

  useEffect(() => {
    // Its code is fetched only for a site that has a container id.
    if (!gtmId?.trim()) return
    import('./tag-manager')
      .then(({ loadTagManager }) => loadTagManager(gtmId))
      .catch((error: unknown) => console.warn('Tag manager not loaded', error))
  }, [gtmId])
}
