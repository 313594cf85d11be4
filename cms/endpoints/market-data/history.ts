import type { Endpoint } from 'payload'

import { cacheableJson } from '../conditional'
import { jsonError } from '../responses'
import { findArea, findSnapshots } from './area'

/** Quarters answered when `limit` is not given: two years. */
export const DEFAULT_HISTORY_LIMIT = 8

/** The most quarters one request may ask for: five years. */
export const MAX_HISTORY_LIMIT = 20

/** `limit` as a whole number in 1..MAX_HISTORY_LIMIT, the default when absent, or null when malformed. */
function parseLimit(raw: string | null): number | null {
  if (raw === null) return DEFAULT_HISTORY_LIMIT
  if (!/^\d{1,3}$/.test(raw)) return null
  const limit = Number(raw)
  return limit >= 1 && limit <= MAX_HISTORY_LIMIT ? limit : null
}

/**
 * `GET /api/market-data/history?area=county|<city-slug>&limit=N`: the last N quarters of an area,
 * oldest first so a chart can draw them in order. Public.
 */
export const marketHistoryEndpoint: Endpoint = {
  path: '/market-data/history',
  method: 'get',
  handler: async (req) => {
    const limit = parseLimit(req.searchParams.get('limit'))
    if (limit === null) {
      return jsonError(400, `Invalid limit: use a whole number from 1 to ${MAX_HISTORY_LIMIT}`, {
        errors: [{ field: 'limit', message: `Must be a whole number from 1 to ${MAX_HISTORY_LIMIT}.` }],
      })
    }
    const area = await findArea({ payload: req.payload, area: req.searchParams.get('area') })
    if (area instanceof Response) return area
    const newestFirst = await findSnapshots({ payload: req.payload, area, limit })
    return cacheableJson({ request: req, body: { success: true, data: newestFirst.reverse() } })
  },
}
