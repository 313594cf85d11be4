import useSWR from 'swr'

import type { SiteSetting } from '../../../../cms/payload-types'
import { apiGet } from '../../../lib/api-client'

export const siteSettingsKey = '/api/globals/site-settings?depth=0'

export const getSiteSettings = (): Promise<SiteSetting> => apiGet<SiteSetting>(siteSettingsKey)

/** Contact details and brand of the shell; rarely changes. */
export function useSiteSettings() {
  return useSWR(siteSettingsKey, getSiteSettings, { dedupingInterval: 5 * 60 * 1000 })
}
