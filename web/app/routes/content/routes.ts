import type { AppRoute } from '../../route-types'

/** The blog and the pages written in the CMS (about, legal, lease renewal support). */
export const contentRoutes: AppRoute[] = [
  { path: '/blog', load: () => import('./blog-route') },
  { path: '/blog/:slug', load: () => import('./post-route') },
  { path: '/about', load: () => import('./about-route') },
  { path: '/privacy', load: () => import('./privacy-route') },
  { path: '/terms', load: () => import('./terms-route') },
  { path: '/lease-renewal-support', load: () => import('./lease-renewal-support-route') },
]
