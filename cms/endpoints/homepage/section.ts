import type { Endpoint } from 'payload'

import { HOMEPAGE_SECTIONS } from '../../shared/slugs'
import { cacheableJson } from '../conditional'
import { jsonError } from '../responses'
import { toPublicSection } from './serialize'

/** What a section key may look like in a URL (the collection's own rule, at most 64 characters). */
export const SECTION_KEY_PATTERN = /^[a-z][a-z0-9_]{0,63}$/

/**
 * `GET /api/homepage/content/:section_key`: one home page section (the home page asks for
 * market_intelligence and market_analysis_cta). Public. 400 for a malformed key, 404 for an unknown one.
 */
export const homepageSectionEndpoint: Endpoint = {
  path: '/homepage/content/:section_key',
  method: 'get',
  handler: async (req) => {
    const key = req.routeParams?.section_key
    if (typeof key !== 'string' || !SECTION_KEY_PATTERN.test(key)) {
      return jsonError(400, 'Invalid section key: use lower-case letters, digits and underscores, e.g. market_intelligence')
    }
    const { docs } = await req.payload.find({
      collection: HOMEPAGE_SECTIONS,
      where: { section_key: { equals: key } },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const section = docs[0]
    if (!section) return jsonError(404, `Section not found: ${key}`)
    return cacheableJson({ request: req, body: { success: true, data: toPublicSection(section) } })
  },
}
