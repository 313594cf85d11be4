import { getProperty, propertyKey } from '../../../features/properties/api/get-property'
import type { AppRoute } from '../../route-types'

export const propertyRoutes: AppRoute[] = [
  {
    path: '/properties/:id',
    load: () => import('./property-route'),
    data: ({ id = '' }) => {
      const key = propertyKey(id)
      return key ? [{ key, fetcher: (k) => getProperty(k) }] : []
    },
  },
]
