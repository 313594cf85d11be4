import type { AppRoute } from '../../route-types'

export const propertyRoutes: AppRoute[] = [
  { path: '/properties', load: () => import('./properties-route') },
  { path: '/properties/:id', load: () => import('./property-route') },
]
