import type { ComponentType } from 'react'
import type { Params } from 'react-router-dom'

import { getFeaturedProperties, featuredPropertiesKey } from '../features/properties/api/get-featured-properties'
import { getProperty, propertyKey } from '../features/properties/api/get-property'
import { getSiteSettings, siteSettingsKey } from '../features/site-settings/api/get-site-settings'

/** One SWR entry a page needs: the same key and fetcher fill the server's fallback and the browser's cache. */
export type DataRequest = { key: string; fetcher: (key: string) => Promise<unknown> }

export type AppRoute = {
  path: string
  load: () => Promise<{ default: ComponentType }>
  /** The data the page renders with, fetched on the server before rendering. */
  data?: (params: Params<string>) => DataRequest[]
}

/** Data every page's shell (header, footer) renders with. */
export const shellData = (): DataRequest[] => [{ key: siteSettingsKey, fetcher: getSiteSettings }]

export const routeTable: AppRoute[] = [
  {
    path: '/',
    load: () => import('./routes/home'),
    data: () => [{ key: featuredPropertiesKey, fetcher: getFeaturedProperties }],
  },
  {
    path: '/properties/:id',
    load: () => import('./routes/property'),
    data: ({ id = '' }) => {
      const key = propertyKey(id)
      return key ? [{ key, fetcher: (k) => getProperty(k) }] : []
    },
  },
  { path: '*', load: () => import('./routes/not-found') },
]
