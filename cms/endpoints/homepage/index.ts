import type { Endpoint } from 'payload'

import { homepageContentEndpoint } from './content'
import { homepageSectionEndpoint } from './section'

/** GET /api/homepage/content and /api/homepage/content/:section_key. */
export const homepageEndpoints: Endpoint[] = [homepageContentEndpoint, homepageSectionEndpoint]
