import type { Endpoint } from 'payload'

import { cacheableJson } from '../conditional'
import { jsonError } from '../responses'
import { COUNTY_AREA, findSnapshots } from './area'

/** `GET /api/market-data/latest`: the newest county-wide snapshot. Public. */
export const latestMarketDataEndpoint: Endpoint = {
  path: '/market-data/latest',
  method: 'get',
  handler: async (req) => {
    const [latest] = await findSnapshots({ payload: req.payload, area: COUNTY_AREA, limit: 1 })
    if (!latest) return jsonError(404, 'No market data available')
    return cacheableJson({ request: req, body: { success: true, data: latest } })
  },
}
