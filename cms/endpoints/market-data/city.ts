import type { Endpoint } from 'payload'

import { cacheableJson } from '../conditional'
import { jsonError } from '../responses'
import { findCityArea, findSnapshots } from './area'

/**
 * `GET /api/market-data/city/:city`: the newest snapshot of one city market, named by its slug
 * (`irvine`, `santa-ana`). Public. 400 for a malformed slug, 404 for an unknown city or one without data.
 */
export const cityMarketDataEndpoint: Endpoint = {
  path: '/market-data/city/:city',
  method: 'get',
  handler: async (req) => {
    const area = await findCityArea({ payload: req.payload, slug: req.routeParams?.city })
    if (area instanceof Response) return area
    const [latest] = await findSnapshots({ payload: req.payload, area, limit: 1 })
    if (!latest) return jsonError(404, `No market data available for city: ${area.name}`)
    return cacheableJson({ request: req, body: { success: true, data: latest } })
  },
}
