import { featuredPropertiesKey, getFeaturedProperties } from '../../../features/properties/api/get-featured-properties'
import type { AppRoute } from '../../route-types'

export const homeRoutes: AppRoute[] = [
  {
    path: '/',
    load: () => import('./home-route'),
    data: () => [{ key: featuredPropertiesKey, fetcher: getFeaturedProperties }],
  },
]
