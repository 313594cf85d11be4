import { PassThrough } from 'node:stream'

import { renderToPipeableStream } from 'react-dom/server'
import { matchRoutes, StaticRouter } from 'react-router-dom'

import { JsonLdCollector, jsonLdHeadHtml } from '../components/json-ld'
import { ApiError, setApiOrigin } from '../lib/api-client'
import { App } from './app'
import { preloadPage } from './pages'
import type { AppState } from './app-state'
import { Document } from './document'
import { RenderContext, type RenderContextValue } from './render-context'
import { pageDataOf, shellData, type DataRequest } from './route-data'
import { routeTable } from './route-table'

export type RenderOptions = {
  url: string
  /** Where this process reaches the API (loopback). */
  apiOrigin: string
  siteUrl: string
  assets: AppState['assets']
  changeCursor?: string
  onError?: (error: unknown) => void
}

/**
 * `isIncomplete`: some of the page's data could not be loaded (the API or database failed, not a
 * missing document), so the page shows an error state and must not be kept or served as the page.
 */
export type RenderResult = { html: string; status: number; isIncomplete: boolean }

/** A failure of the data source itself, as opposed to an answer such as 404 that the page shows. */
const isOutage = (error: unknown) => !(error instanceof ApiError) || error.status >= 500

async function loadData(requests: DataRequest[], onError: (error: unknown) => void) {
  const fallback: Record<string, unknown> = {}
  let failures = 0
  await Promise.all(
    requests.map(async ({ key, fetcher }) => {
      try {
        fallback[key] = await fetcher(key)
      } catch (error) {
        // The page renders its error state and the browser retries; the failure is logged.
        if (isOutage(error)) failures += 1
        onError(error)
      }
    }),
  )
  return { fallback, isIncomplete: failures > 0 }
}

/** Renders a URL to a complete HTML document with its data, waiting for every lazy page. */
export async function render({ url, apiOrigin, siteUrl, assets, changeCursor, onError = console.error }: RenderOptions) {
  setApiOrigin(apiOrigin)
  const { pathname, searchParams } = new URL(url, 'http://localhost')
  const match = matchRoutes(routeTable, pathname)?.at(-1)
  const pageRequests = match ? (pageDataOf(match.route.path)?.(match.params, searchParams) ?? []) : []
  const requests = [...shellData(), ...pageRequests]
  const [{ fallback, isIncomplete }] = await Promise.all([loadData(requests, onError), preloadPage(pathname)])

  const context: RenderContextValue = { status: 200 }
  const jsonLd: string[] = []
  const state: AppState = { fallback, assets, siteUrl, changeCursor }
  const html = await new Promise<string>((resolve, reject) => {
    let failed = false
    const stream = renderToPipeableStream(
      <RenderContext value={context}>
        <JsonLdCollector value={jsonLd}>
          <Document state={state}>
            <StaticRouter location={url}>
              <App fallback={fallback} siteUrl={siteUrl} changeCursor={changeCursor} />
            </StaticRouter>
          </Document>
        </JsonLdCollector>
      </RenderContext>,
      {
        // Never outline a finished Suspense boundary behind its fallback to be swapped in by script:
        // the page must be complete for crawlers and visitors without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const sink = new PassThrough()
          const chunks: Buffer[] = []
          sink.on('data', (chunk: Buffer) => chunks.push(chunk))
          sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
          stream.pipe(sink)
        },
        onShellError(error) {
          failed = true
          reject(error)
        },
        onError(error) {
          if (!failed) onError(error)
        },
      },
    )
  })
  // The page's structured data belongs in <head>, for crawlers that do not run scripts.
  const withJsonLd = html.replace('</head>', `${jsonLdHeadHtml([...new Set(jsonLd)])}</head>`)
  return { html: withJsonLd, status: context.status, isIncomplete } satisfies RenderResult
}
