import type { ComponentType } from 'react'
import type { Params } from 'react-router-dom'

/** One SWR entry a page needs: the same key and fetcher fill the server's fallback and the browser's cache. */
export type DataRequest = { key: string; fetcher: (key: string) => Promise<unknown> }

export type AppRoute = {
  path: string
  load: () => Promise<{ default: ComponentType }>
  /**
   * The data the page renders with, fetched on the server before rendering. `searchParams` is the
   * request's query, for pages whose content depends on it (e.g. the filtered property list).
   */
  data?: (params: Params<string>, searchParams: URLSearchParams) => DataRequest[]
}
