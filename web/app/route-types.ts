import type { ComponentType } from 'react'
import type { Params } from 'react-router-dom'

/** One SWR entry a page needs: the same key and fetcher fill the server's fallback and the browser's cache. */
export type DataRequest = { key: string; fetcher: (key: string) => Promise<unknown> }

/** A page of the site: its path and its code, loaded on first visit. */
export type AppRoute = {
  path: string
  load: () => Promise<{ default: ComponentType }>
}

/**
 * The data a page renders with, fetched on the server before rendering (web/app/route-data.ts, which
 * only the server imports: the browser's bundle carries no fetcher a page does not use). `searchParams`
 * is the request's query, for pages whose content depends on it (e.g. the filtered property list).
 */
export type PageData = (params: Params<string>, searchParams: URLSearchParams) => DataRequest[]

/** The data of each route path that needs any, in one routes folder. */
export type RouteData = Record<string, PageData>
