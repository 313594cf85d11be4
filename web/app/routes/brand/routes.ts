import type { AppRoute } from '../../route-types'

export const brandRoutes: AppRoute[] = [
  // Needs only the site settings, which every page's shell data already holds.
  { path: '/logo-showcase', load: () => import('./logo-showcase-route') },
]
