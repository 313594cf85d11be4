import { cityOptionsKey, getCityOptions } from '../../../features/properties/api/get-city-options'
import { getProperties, propertiesKey } from '../../../features/properties/api/get-properties'
import { getProperty, propertyKey } from '../../../features/properties/api/get-property'
import { parseListingQuery } from '../../../features/properties/lib/listing-query'
import type { AppRoute } from '../../route-types'

export const propertyRoutes: AppRoute[] = [
  {
    path: '/properties',
    load: () => import('./properties-route'),
    // The list state is in the query, so the server renders the filtered page a link points to.
    data: (_params, searchParams) => [
      { key: propertiesKey(parseListingQuery(searchParams)), fetcher: getProperties },
      { key: cityOptionsKey, fetcher: getCityOptions },
    ],
  },
  {
    path: '/properties/:id',
    load: () => import('./property-route'),
    data: ({ id = '' }) => {
      const key = propertyKey(id)
      return key ? [{ key, fetcher: (k) => getProperty(k) }] : []
    },
  },
]
