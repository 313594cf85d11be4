/**
 * Routes every request of the one port: the event stream, Payload's REST API (in this process), the
 * admin UI and Next's own files to Next, media and the Vite build to static file serving, everything
 * else to the React server renderer with its cache.
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import sirv from 'sirv'

import { matchesEtag } from '../cms/endpoints/conditional'
import { EncodedBody, encodedEtag, headerText, negotiateEncoding } from './compression'
import { OUTAGE_RETRY_AFTER_SECONDS, type DatabaseHealth } from './database-health'
import { EVENTS_PATH } from './events'
import { sendOutage } from './outage'
import type { EventHub } from './events'
import type { HealthEndpoints } from './health-endpoints'
import type { CachedPage, HtmlCache } from './html-cache'
import { pageUrl } from './page-url'
import { RenderGate, type RenderGateOptions } from './render-gate'
import { logError } from './log'
import type { PageRenderer } from './renderer'
import { createPagePolicies, securityHeaders } from './security-headers'
import type { ResponseKind } from './security-headers'
import type { SeoFiles } from './seo-files'

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void

/** Paths Next answers: Payload's admin UI and Next's own assets. */
export const isNextPath = (pathname: string): boolean =>
  pathname === '/admin' || pathname.startsWith('/admin/') || pathname.startsWith('/_next/') || pathname.startsWith('/__nextjs')

/** Payload's REST API, answered in this process (server/payload-api.ts). */
export const isApiPath = (pathname: string): boolean => pathname === '/api' || pathname.startsWith('/api/')

/** Headers every page carries on top of the security headers of every response (server/security-headers.ts). */
const PAGE_HEADERS = { 'Content-Type': 'text/html; charset=utf-8' }

/**
 * Browsers revalidate a page on every visit (max-age=0) and get 304 through the ETag. A CDN in front
 * serves it 60 s and then, while it refetches, up to 5 minutes stale: a published change reaches
 * visitors through a CDN within a minute, and at once without one (the HTML cache is purged by the
 * change feed). A missing page gets no stale period, so a newly published slug appears within a minute.
 */
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
const MISSING_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60'

/**
 * Cache-Control of a file of the Vite build: hashed files never change (a year); the service worker
 * is revalidated on every check, so an update reaches visitors at once; other public files an hour.
 */
export function clientFileCacheControl(pathname: string): string {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (pathname === '/sw.js') return 'no-cache'
  return 'public, max-age=3600'
}

const UPLOADS_PREFIX = '/uploads/'

type HandlerOptions = {
  handleNext: NodeHandler
  handleApi: NodeHandler
  events: EventHub
  renderPage: PageRenderer
  cache: HtmlCache
  uploadsDir: string
  /** Serve the Vite build from dist/client (production); in development Vite serves it. */
  clientDir?: string
  /** Development: Vite's middleware runs before the renderer. */
  devMiddleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void
  /** `/sitemap.xml` and `/robots.txt`, answered before static files and the renderer. */
  seoFiles?: SeoFiles
  /** `/health` and `/ready`, answered first. */
  health?: HealthEndpoints
  /** While it reports the database down, API calls get 503 at once instead of waiting on it. */
  database?: DatabaseHealth
  /** Bounds the renders running and waiting at once (server/render-gate.ts); defaults to the CPUs. */
  renderLimits?: RenderGateOptions
}

/** How soon a visitor turned away by a full render queue should try again. */
export const BUSY_RETRY_AFTER_SECONDS = 2

/** What a visitor sees when the render queue is full: it reloads by itself. */
const BUSY_PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<meta http-equiv="refresh" content="${BUSY_RETRY_AFTER_SECONDS}"><title>One moment, please</title></head>` +
  '<body style="font-family:system-ui,sans-serif;margin:3rem auto;max-width:32rem;padding:0 1rem;color:#0f172a">' +
  '<h1>One moment, please</h1><p>The site is very busy right now. This page loads again by itself in a moment.</p></body></html>'
const BUSY = { html: BUSY_PAGE }

const sendText = (res: ServerResponse, status: number, text: string) => {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' })
  res.end(text)
}

export function createRequestHandler(options: HandlerOptions): NodeHandler {
  const { handleNext, handleApi, events, renderPage, cache, uploadsDir, clientDir, devMiddleware, seoFiles, health, database } =
    options
  const renders = new RenderGate<CachedPage | { incompleteHtml: string }>(options.renderLimits)
  const isDev = Boolean(devMiddleware)
  const pagePolicy = createPagePolicies({ isDev })
  const headersOf: Record<ResponseKind, Record<string, string>> = {
    site: securityHeaders({ kind: 'site', isDev }),
    admin: securityHeaders({ kind: 'admin', isDev }),
    resource: securityHeaders({ kind: 'resource', isDev }),
  }
  const serveClient = clientDir
    ? sirv(clientDir, {
        etag: true,
        // The build's .br/.gz copies (scripts/precompress.ts), by the request's Accept-Encoding.
        brotli: true,
        gzip: true,
        setHeaders: (res, pathname) => res.setHeader('Cache-Control', clientFileCacheControl(pathname)),
      })
    : null
  // `dev: true` reads the folder on every request: uploads arrive while the server runs.
  const serveUploads = sirv(uploadsDir, {
    dev: true,
    etag: true,
    setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=604800'),
  })

  /** Runs a connect-style middleware; true when it passed the request on, false when it answered. */
  const passOn = (
    middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void,
    req: IncomingMessage,
    res: ServerResponse,
  ) =>
    new Promise<boolean>((resolve) => {
      const answered = () => resolve(false)
      res.once('finish', answered)
      res.once('close', answered)
      middleware(req, res, () => {
        res.off('finish', answered)
        res.off('close', answered)
        resolve(true)
      })
    })

  /**
   * A page rendered while its data could not be loaded (e.g. the database is down): shown, so the
   * visitor sees the page's error state and the browser retries, but answered 503 with Retry-After
   * (crawlers come back later) and never kept, by this server or any cache.
   */
  function sendIncompletePage(res: ServerResponse, html: string, isHead: boolean) {
    res.writeHead(503, {
      ...PAGE_HEADERS,
      'Cache-Control': 'no-store',
      'Content-Security-Policy': pagePolicy({ html }),
      'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS),
      'X-Cache': 'MISS',
    })
    res.end(isHead ? undefined : html)
  }

  /** Renders `url` into a cache entry (kept when it is a page or a not-found), through the render gate. */
  async function renderEntry(url: string): Promise<CachedPage | { incompleteHtml: string }> {
    const rendered = await renderPage(url)
    if (rendered.isIncomplete) return { incompleteHtml: rendered.html }
    const { html, status } = rendered
    const etag = `"${createHash('sha1').update(html).digest('base64url')}"`
    const page = { html, body: new EncodedBody(html), status, etag, createdAt: Date.now() }
    if (status === 200 || status === 404) cache.set(url, page)
    return page
  }

  /** The render queue is full: answered at once, never kept, and the page reloads itself. */
  function sendBusyPage(res: ServerResponse, isHead: boolean) {
    res.writeHead(503, {
      ...PAGE_HEADERS,
      'Cache-Control': 'no-store',
      'Content-Security-Policy': pagePolicy(BUSY),
      'Retry-After': String(BUSY_RETRY_AFTER_SECONDS),
      'X-Cache': 'MISS',
    })
    res.end(isHead ? undefined : BUSY_PAGE)
  }

  async function renderSite(req: IncomingMessage, res: ServerResponse, requestUrl: string) {
    const isHead = req.method === 'HEAD'
    const url = pageUrl(requestUrl)
    let page = cache.get(url)
    const isHit = Boolean(page)
    if (!page) {
      const pending = renders.run(url, () => renderEntry(url))
      if (!pending) return sendBusyPage(res, isHead)
      const entry = await pending
      if ('incompleteHtml' in entry) return sendIncompletePage(res, entry.incompleteHtml, isHead)
      page = entry
    }
    const { bytes, encoding } = await page.body.get(negotiateEncoding(req.headers['accept-encoding']))
    const etag = encodedEtag(page.etag, encoding)
    const headers: Record<string, string> = {
      ...PAGE_HEADERS,
      'Cache-Control': page.status === 200 ? PAGE_CACHE_CONTROL : MISSING_PAGE_CACHE_CONTROL,
      'Content-Security-Policy': pagePolicy(page),
      ETag: etag,
      Vary: 'Accept-Encoding',
      'X-Cache': isHit ? 'HIT' : 'MISS',
    }
    if (encoding) headers['Content-Encoding'] = encoding
    if (page.status === 200 && matchesEtag(headerText(req.headers['if-none-match']), etag)) {
      res.writeHead(304, headers)
      res.end()
      return
    }
    res.writeHead(page.status, { ...headers, 'Content-Length': String(bytes.length) })
    res.end(isHead ? undefined : bytes)
  }

  return async (req, res) => {
    const url = req.url ?? '/'
    const pathname = url.split('?')[0] ?? '/'
    // Set before anything answers, so every response carries them (Next, Payload and sirv keep them).
    const kind: ResponseKind =
      isApiPath(pathname) || pathname.startsWith(UPLOADS_PREFIX) ? 'resource' : isNextPath(pathname) ? 'admin' : 'site'
    for (const [name, value] of Object.entries(headersOf[kind])) res.setHeader(name, value)
    try {
      if (health?.handles(pathname)) return await health.handle(req, res)
      if (pathname === EVENTS_PATH && req.method === 'GET') return events.handle(req, res)
      if (isApiPath(pathname)) {
        if (database && !database.isUp) {
          // Look again (at most one check at a time), so the recovery is noticed by the next request.
          void database.check()
          return sendOutage(res)
        }
        return await handleApi(req, res)
      }
      if (isNextPath(pathname)) return await handleNext(req, res)
      if (pathname.startsWith(UPLOADS_PREFIX)) {
        // The uploads folder is the root of `/uploads/`.
        req.url = url.slice(UPLOADS_PREFIX.length - 1)
        if (await passOn(serveUploads, req, res)) sendText(res, 404, 'Not found')
        return
      }
      if (seoFiles?.handles(pathname)) return await seoFiles.handle(req, res)
      if (devMiddleware && !(await passOn(devMiddleware, req, res))) return
      if (serveClient && !(await passOn(serveClient, req, res))) return
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD')
        return sendText(res, 405, 'Method not allowed')
      }
      await renderSite(req, res, url)
    } catch (error) {
      logError(`Request failed: ${req.method} ${url}`, error)
      if (!res.headersSent) sendText(res, 500, 'Something went wrong. Please try again.')
      else res.end()
    }
  }
}
