import { createElement, lazy, type ComponentType } from 'react'
import { matchRoutes } from 'react-router-dom'

import { routeTable } from './route-table'

export type RoutePage = { Page: ComponentType; preload: () => Promise<void> }

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
  const Page = () => createElement(Loaded ?? Lazy)
  return { Page, preload }
}

/** The page of each route path. */
export const pages = new Map(routeTable.map((route) => [route.path, lazyPage(route.load)]))

/**
 * Loads the code of the page at `pathname`: before a server render or hydration, and to prefetch a
 * page the visitor is likely to open next.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const match = matchRoutes(routeTable, pathname)?.at(-1)
  if (match) await pages.get(match.route.path)?.preload()
}
