import type { Payload } from 'payload'

import { cachedValue } from '../endpoints/response-cache'
import type { SiteSetting } from '../payload-types'
import { SITE_SETTINGS } from '../shared/slugs'

/**
 * Site settings as the server reads them on hot paths (every lead), kept in memory until the next
 * content change (the global's change hook clears the cache; the change feed clears it everywhere).
 */
export function cachedSiteSettings(payload: Payload): Promise<SiteSetting> {
  return cachedValue('site-settings', () => payload.findGlobal({ slug: SITE_SETTINGS, overrideAccess: true, depth: 0 }))
}
