import type { AppRoute } from '../../route-types'

export const marketRoutes: AppRoute[] = [
  { path: '/markets', load: () => import('./markets-route') },
  { path: '/market-reports', load: () => import('./market-reports-route') },
  // City pages are /{market}-{product slug}; a route cannot match part of a segment, so this takes
  // every single-segment path no static route claims and renders not-found for non-markets.
  { path: '/:marketPage', load: () => import('./city-route') },
]
