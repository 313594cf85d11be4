import { cityOptionsKey, getCityOptions } from '../../../features/properties/api/get-city-options'
import { getProperties, propertiesKey } from '../../../features/properties/api/get-properties'
import { getProperty, propertyKey } from '../../../features/properties/api/get-property'
import { parseListingQuery } from '../../../features/properties/lib/listing-query'
import type { RouteData } from '../../route-types'

export const propertyData: RouteData = {
  // The list state is in the query, so the server renders the filtered page a link points to.
  '/properties': (_params, searchParams) => [
    { key: propertiesKey(parseListingQuery(searchParams)), fetcher: getProperties },
    { key: cityOptionsKey, fetcher: getCityOptions },
  ],
  '/properties/:id': ({ id = '' }) => {
    const key = propertyKey(id)
    return key ? [{ key, fetcher: (k) => getProperty(k) }] : []
  },
}
