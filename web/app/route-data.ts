/**
 * The data each page is rendered with on the server (its SWR fallback). Only the server imports this
 * module, so the browser's first bundle carries the fetchers of the page it shows, not of every page.
 */
import { getSiteSettings, siteSettingsKey } from '../features/site-settings/api/get-site-settings'
import type { DataRequest, PageData, RouteData } from './route-types'
import { companyData } from './routes/company/data'
import { contentData } from './routes/content/data'
import { homeData } from './routes/home/data'
import { marketData } from './routes/markets/data'
import { propertyData } from './routes/properties/data'

export type { DataRequest } from './route-types'

/** Data every page's shell (header, footer) renders with. */
export const shellData = (): DataRequest[] => [{ key: siteSettingsKey, fetcher: getSiteSettings }]

/** Route path (as in the route table) -> the data of its page. Pages not listed need only the shell's. */
export const routeData: RouteData = {
  ...homeData,
  ...propertyData,
  ...marketData,
  ...contentData,
  ...companyData,
}

export const pageDataOf = (path: string): PageData | undefined => (Object.hasOwn(routeData, path) ? routeData[path] : undefined)
