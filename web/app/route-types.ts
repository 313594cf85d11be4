import type { ComponentType } from 'react'
import type { Params } from 'react-router-dom'

/** One SWR entry a page needs: the same key and fetcher fill the server's fallback and the browser's cache. */
export type DataRequest = { key: string; fetcher: (key: string) => Promise<unknown> }

export type AppRoute = {
  path: string
  load: () => Promise<{ default: ComponentType }>
  /** The data the page renders with, fetched on the server before rendering. */
  data?: (params: Params<string>) => DataRequest[]
}
