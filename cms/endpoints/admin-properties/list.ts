import type { Endpoint } from 'payload'

import { PROPERTIES } from '../../shared/slugs'
import { json, jsonError } from '../responses'
import { refuseUnlessListingManager } from './authorize'
import { errorResponse } from './errors'
import { toAdminProperty } from './serialize'

export const DEFAULT_LIMIT = 100
export const MAX_LIMIT = 500

/** A positive integer query parameter up to `max`, `fallback` when absent, null when invalid. */
function positiveInteger(raw: string | null, { fallback, max }: { fallback: number; max: number }): number | null {
  if (raw === null || raw === '') return fallback
  if (!/^\d{1,9}$/.test(raw)) return null
  const value = Number(raw)
  return value >= 1 && value <= max ? value : null
}

/**
 * `GET /api/admin/properties[?limit=1..500&page=1..]`: every property, published or not, newest first,
 * as a plain array in the admin shape; the total across pages is in `X-Total-Count`.
 */
export const listPropertiesEndpoint: Endpoint = {
  path: '/admin/properties',
  method: 'get',
  handler: async (req) => {
    const refusal = refuseUnlessListingManager(req)
    if (refusal) return refusal

    const limit = positiveInteger(req.searchParams.get('limit'), { fallback: DEFAULT_LIMIT, max: MAX_LIMIT })
    if (limit === null) return jsonError(400, `limit must be a whole number from 1 to ${MAX_LIMIT}`)
    const page = positiveInteger(req.searchParams.get('page'), { fallback: 1, max: Number.MAX_SAFE_INTEGER })
    if (page === null) return jsonError(400, 'page must be a whole number from 1')

    try {
      const { docs, totalDocs } = await req.payload.find({
        collection: PROPERTIES,
        // Id breaks ties between properties created in the same millisecond, so pages never overlap.
        sort: ['-createdAt', '-id'],
        limit,
        page,
        depth: 1,
        overrideAccess: false,
        user: req.user,
        req,
      })
      return json(docs.map(toAdminProperty), {
        headers: { 'Cache-Control': 'no-store', 'X-Total-Count': String(totalDocs) },
      })
    } catch (error) {
      return errorResponse(req, error, 'Failed to fetch properties')
    }
  },
}
