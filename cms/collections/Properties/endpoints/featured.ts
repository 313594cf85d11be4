import type { Endpoint } from 'payload'

import { matchesEtag } from '../../../endpoints/conditional'
import { cachedJson } from '../../../endpoints/response-cache'
import { PROPERTIES } from '../../../shared/slugs'
import { toPublicProperty } from '../serialize'

/** How many properties the home page features (SPEC.md section 9). */
export const FEATURED_COUNT = 3

/**
 * `GET /api/properties/featured`: the newest published properties, newest first. Public, so it reads
 * only published listings whoever asks. Answered from memory until a change (see response-cache.ts),
 * with an ETag; caches must revalidate every time (`no-cache`), and get 304 when nothing changed.
 */
export const featuredEndpoint: Endpoint = {
  path: '/featured',
  method: 'get',
  handler: async (req) => {
    const { body, etag } = await cachedJson('featured-properties', async () => {
      const { docs } = await req.payload.find({
        collection: PROPERTIES,
        where: { published: { equals: true } },
        sort: '-createdAt',
        limit: FEATURED_COUNT,
        depth: 1,
        pagination: false,
        overrideAccess: true,
      })
      return docs.map(toPublicProperty)
    })
    const headers = { 'Cache-Control': 'no-cache', ETag: etag, 'X-Content-Type-Options': 'nosniff' }
    if (matchesEtag(req.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers })
    return new Response(body, { headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } })
  },
}
