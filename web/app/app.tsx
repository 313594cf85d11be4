import { Suspense, useLayoutEffect } from 'react'
import { HelmetProvider } from 'react-helmet-async'
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom'
import { SWRConfig } from 'swr'

import { Spinner } from '../components/ui/spinner'
import { Toaster } from '../components/ui/toaster'
import { SiteFooter } from '../features/navigation/components/site-footer'
import { SiteHeader } from '../features/navigation/components/site-header'
import { useSiteSettings } from '../features/site-settings/api/get-site-settings'
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

function ScrollToTop() {
  const { pathname } = useLocation()
  useLayoutEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}

function Shell() {
  useLiveUpdates()
  const { data: settings } = useSiteSettings()
  const page = useRoutes(routeObjects)
  return (
    <>
      <ScrollToTop />
      <SiteHeader settings={settings} />
      <main id="main" className="flex-1">
        {page}
      </main>
      <SiteFooter settings={settings} />
      <Toaster />
    </>
  )
}

/** The site inside a router: providers, data defaults (SPEC.md section 9), the shell and the pages. */
export function App({ fallback, siteUrl }: { fallback: Record<string, unknown>; siteUrl: string }) {
  return (
    <HelmetProvider>
      <SiteUrlContext value={siteUrl}>
        <SWRConfig
          value={{
            fallback,
            revalidateOnFocus: false,
            revalidateIfStale: false,
            errorRetryCount: 1,
            dedupingInterval: 2 * 60 * 1000,
          }}
        >
          <Shell />
        </SWRConfig>
      </SiteUrlContext>
    </HelmetProvider>
  )
}
