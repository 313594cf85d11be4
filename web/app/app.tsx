import { lazy, Suspense, useLayoutEffect, type ComponentType } from 'react'
import { HelmetProvider } from 'react-helmet-async'
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom'
import { SWRConfig } from 'swr'

import { Spinner } from '../components/ui/spinner'
import { SiteFooter } from '../features/navigation/components/site-footer'
import { SiteHeader } from '../features/navigation/components/site-header'
import { useSiteSettings } from '../features/site-settings/api/get-site-settings'
import { useLiveUpdates } from '../lib/use-live-updates'
import { routeTable } from './route-table'
import { SiteUrlContext } from './site-url'

type RoutePage = { Page: ComponentType; preload: () => Promise<void> }

/**
 * A page that loads its code on first visit (showing the spinner meanwhile), or renders at once when
 * its code was preloaded: the server and the hydrating browser preload the current page, so neither
 * suspends and the server HTML holds the whole page.
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>): RoutePage {
  let Loaded: ComponentType | null = null
  const preload = async () => {
    Loaded = (await load()).default
  }
  const Lazy = lazy(async () => {
    await preload()
    return { default: Loaded as ComponentType }
  })
  const Page = () => (Loaded ? <Loaded /> : <Lazy />)
  return { Page, preload }
}

const pages = new Map(routeTable.map((route) => [route.path, lazyPage(route.load)]))

/** Loads the code of the page at `pathname` (before a server render or hydration). */
export async function preloadPage(pathname: string): Promise<void> {
  const match = matchRoutes(routeTable, pathname)?.at(-1)
  if (match) await pages.get(match.route.path)?.preload()
}

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
