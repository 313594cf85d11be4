import type { Endpoint } from 'payload'

import { HOMEPAGE_SECTIONS } from '../../shared/slugs'
import { cacheableJson } from '../conditional'
import { toPublicSection } from './serialize'

/** `GET /api/homepage/content`: every home page section, in the order they were created. Public. */
export const homepageContentEndpoint: Endpoint = {
  path: '/homepage/content',
  method: 'get',
  handler: async (req) => {
    // A handful of sections at most (one per replaceable block of the home page), so no paging.
    const { docs } = await req.payload.find({
      collection: HOMEPAGE_SECTIONS,
      sort: ['createdAt', 'id'],
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    return cacheableJson({
      request: req,
      body: { success: true, data: docs.map(toPublicSection), message: 'Homepage content retrieved successfully' },
    })
  },
}
