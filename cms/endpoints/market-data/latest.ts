import type { Endpoint } from 'payload'

import { cacheableJson } from '../conditional'
import { cachedValue } from '../response-cache'
import { jsonError } from '../responses'
import { COUNTY_AREA, findSnapshots } from './area'

/** `GET /api/market-data/latest`: the newest county-wide snapshot. Public; kept in memory until a change. */
export const latestMarketDataEndpoint: Endpoint = {
  path: '/market-data/latest',
  method: 'get',
  handler: async (req) => {
    const [latest] = await cachedValue('market-data:latest', () =>
      findSnapshots({ payload: req.payload, area: COUNTY_AREA, limit: 1 }),
    )
    if (!latest) return jsonError(404, 'No market data available')
    return cacheableJson({ request: req, body: { success: true, data: latest } })
  },
}
