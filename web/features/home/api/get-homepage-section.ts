import useSWR from 'swr'

import type { PublicSection } from '../../../../cms/endpoints/homepage/serialize'
import { apiGet } from '../../../lib/api-client'

/** The replaceable sections the home page asks for (SPEC.md section 7). */
export type HomepageSectionKey = 'market_intelligence' | 'market_analysis_cta'

/** `/api/homepage/content/market_intelligence` */
export const homepageSectionKey = (sectionKey: HomepageSectionKey): string => `/api/homepage/content/${sectionKey}`

/**
 * One home page section, or null when there is none (404) or it cannot be loaded: the section then
 * shows its built-in defaults (SPEC.md section 2), so a failure is logged and never breaks the page.
 */
export const getHomepageSection = async (key: string): Promise<PublicSection | null> => {
  try {
    const reply = await apiGet<{ success: boolean; data: PublicSection }>(key, { isNullOnNotFound: true })
    return reply?.success ? reply.data : null
  } catch (error) {
    console.error(`Home page content unavailable (${key}); showing the defaults`, error)
    return null
  }
}

/** Kept 5 minutes, no refetch on focus (SPEC.md section 9). */
export function useHomepageSection(sectionKey: HomepageSectionKey) {
  return useSWR(homepageSectionKey(sectionKey), getHomepageSection, { dedupingInterval: 5 * 60 * 1000 })
}
