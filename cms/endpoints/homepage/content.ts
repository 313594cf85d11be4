import type { Endpoint } from 'payload'

import { HOMEPAGE_SECTIONS } from '../../shared/slugs'
import { cacheableJson } from '../conditional'
import { cachedValue } from '../response-cache'
import { toPublicSection } from './serialize'

/** `GET /api/homepage/content`: every home page section, in creation order. Public; kept in memory until a change. */
export const homepageContentEndpoint: Endpoint = {
  path: '/homepage/content',
  method: 'get',
  handler: async (req) => {
    // A handful of sections at most (one per replaceable block of the home page), so no paging.
    const { docs } = await cachedValue('homepage:content', () =>
      req.payload.find({
        collection: HOMEPAGE_SECTIONS,
        sort: ['createdAt', 'id'],
        depth: 0,
        pagination: false,
        overrideAccess: true,
      }),
    )
    return cacheableJson({
      request: req,
      body: { success: true, data: docs.map(toPublicSection), message: 'Homepage content retrieved successfully' },
    })
  },
}
