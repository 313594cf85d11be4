import type { AppRoute } from '../../route-types'

/** Services, the 8 service pages, team and contact. */
export const companyRoutes: AppRoute[] = [
  { path: '/services', load: () => import('./services-route') },
  { path: '/services/:slug', load: () => import('./service-route') },
  { path: '/team', load: () => import('./team-route') },
  { path: '/contact', load: () => import('./contact-route') },
]
