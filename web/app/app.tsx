import { Suspense, useEffect, useState } from 'react'
import { HelmetProvider } from 'react-helmet-async'
import { useLocation, useNavigationType, useRoutes, type RouteObject } from 'react-router-dom'
import { SWRConfig } from 'swr'

import { Spinner } from '../components/ui/spinner'
import { DeferredToaster } from '../components/ui/deferred-toaster'
import { HeaderLogo } from '../features/brand/components/header-logo'
import { Logo } from '../features/brand/components/logo'
import { brandTagline, FALLBACK_BRAND_NAME } from '../features/brand/lib/brand-text'
import { SiteFooter } from '../features/navigation/components/site-footer'
import { SiteHeader } from '../features/navigation/components/site-header'
import { useSiteSettings } from '../features/site-settings/api/get-site-settings'
import { useAnalytics } from '../lib/analytics/use-analytics'
import { cacheWith, ChangedKeys } from '../lib/changed-keys'
import { useLiveUpdates } from '../lib/use-live-updates'
import { pages, type RoutePage } from './pages'
import { routeTable } from './route-table'
import { SiteUrlContext } from './site-url'

const routeObjects: RouteObject[] = routeTable.map((route) => {
  const { Page } = pages.get(route.path) as RoutePage
  return {
    path: route.path,
    // A Suspense boundary per route: a page still loading shows the spinner, even during a transition.
    element: (
      <Suspense key={route.path} fallback={<Spinner />}>
        <Page />
      </Suspense>
    ),
  }
})

/** A link scrolls to the top this long after the click, once the new page has begun to render (SPEC.md section 2). */
const LINK_SCROLL_DELAY_MS = 100

/**
 * Every new page starts at the top: after 100 ms for a followed link, at once for a redirect. Back and
 * forward (POP, also the first load) keep the browser's own scroll restoration, and a link to an
 * anchor (#section) leaves the scrolling to the browser.
 */
function ScrollToTop() {
  const { pathname, hash } = useLocation()
  const navigationType = useNavigationType()
  useEffect(() => {
    if (navigationType === 'POP' || hash) return
    const scrollToTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    if (navigationType === 'REPLACE') {
      scrollToTop()
      return
    }
    const timer = setTimeout(scrollToTop, LINK_SCROLL_DELAY_MS)
    return () => clearTimeout(timer)
  }, [pathname, hash, navigationType])
  return null
}

function Shell({ changeCursor, changedKeys }: { changeCursor?: string; changedKeys: ChangedKeys }) {
  useLiveUpdates(changeCursor, changedKeys)
  const { data: settings } = useSiteSettings()
  const location = useLocation()
  useAnalytics({ gtmId: settings?.gtmId, location })
  const page = useRoutes(routeObjects)
  const brandName = settings?.brandName ?? FALLBACK_BRAND_NAME
  const tagline = settings ? brandTagline(settings.productNoun) : undefined
  return (
    <>
      <ScrollToTop />
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-brand-900 px-4 py-3 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:outline-2 focus:outline-offset-2 focus:outline-accent-500"
      >
        Skip to content
      </a>
      <SiteHeader
        settings={settings}
        logo={<HeaderLogo brandName={brandName} tagline={tagline} />}
        menuLogo={<Logo variant="compact" brandName={brandName} />}
      />
      {/* Focusable so the skip link moves keyboard focus here, not only the scroll position. */}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {page}
      </main>
      <SiteFooter
        settings={settings}
        brandName={brandName}
        logo={<Logo variant="footer" brandName={brandName} tagline={tagline} />}
      />
      <DeferredToaster />
    </>
  )
}

/** The site inside a router: providers, data defaults (SPEC.md section 9), the shell and the pages. */
export function App({
  fallback,
  siteUrl,
  changeCursor,
}: {
  fallback: Record<string, unknown>
  siteUrl: string
  /** Where the page's change stream resumes (AppState.changeCursor). */
  changeCursor?: string
}) {
  const [changedKeys] = useState(() => new ChangedKeys())
  return (
    <HelmetProvider>
      <SiteUrlContext value={siteUrl}>
        <SWRConfig
          value={{
            provider: () => cacheWith(fallback),
            revalidateOnFocus: false,
            revalidateIfStale: false,
            errorRetryCount: 1,
            dedupingInterval: 2 * 60 * 1000,
            use: [changedKeys.middleware],
          }}
        >
          <Shell changeCursor={changeCursor} changedKeys={changedKeys} />
        </SWRConfig>
      </SiteUrlContext>
    </HelmetProvider>
  )
}
