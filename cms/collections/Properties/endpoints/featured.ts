import type { Endpoint } from 'payload'

import { PROPERTIES } from '../../../shared/slugs'
import { toPublicProperty } from '../serialize'

/** How many properties the home page features (SPEC.md section 9). */
export const FEATURED_COUNT = 3

/**
 * `GET /api/properties/featured`: the newest published properties, newest first. Public, so it reads
 * only published listings whoever asks, and tells caches to revalidate every time.
 */
export const featuredEndpoint: Endpoint = {
  path: '/featured',
  method: 'get',
  handler: async (req) => {
    const { docs } = await req.payload.find({
      collection: PROPERTIES,
      where: { published: { equals: true } },
      sort: '-createdAt',
      limit: FEATURED_COUNT,
      depth: 1,
      pagination: false,
      overrideAccess: true,
    })
    return Response.json(docs.map(toPublicProperty), { headers: { 'Cache-Control': 'no-cache' } })
  },
}
