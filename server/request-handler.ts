/**
 * Routes every request of the one port: the event stream, Payload's REST API (in this process), the
 * admin UI and Next's own files to Next, media and the Vite build to static file serving, everything
 * else to the React server renderer with its cache.
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import sirv from 'sirv'

import { EVENTS_PATH } from './events'
import type { EventHub } from './events'
import type { HtmlCache } from './html-cache'
import { pageUrl } from './page-url'
import { logError } from './log'
import type { PageRenderer } from './renderer'

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void

/** Paths Next answers: Payload's admin UI and Next's own assets. */
export const isNextPath = (pathname: string): boolean =>
  pathname === '/admin' || pathname.startsWith('/admin/') || pathname.startsWith('/_next/') || pathname.startsWith('/__nextjs')

/** Payload's REST API, answered in this process (server/payload-api.ts). */
export const isApiPath = (pathname: string): boolean => pathname === '/api' || pathname.startsWith('/api/')

/** Headers every page of the site carries; the full policy (CSP, HSTS) is set in one place later. */
const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
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
}

const sendText = (res: ServerResponse, status: number, text: string) => {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' })
  res.end(text)
}

export function createRequestHandler(options: HandlerOptions): NodeHandler {
  const { handleNext, handleApi, events, renderPage, cache, uploadsDir, clientDir, devMiddleware } = options
  // Hashed build files never change: cache them for a year. Other public files: an hour.
  const serveClient = clientDir
    ? sirv(clientDir, {
        etag: true,
        setHeaders(res, pathname) {
          res.setHeader(
            'Cache-Control',
            pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          )
        },
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

  async function renderSite(req: IncomingMessage, res: ServerResponse, requestUrl: string) {
    const url = pageUrl(requestUrl)
    let page = cache.get(url)
    const isHit = Boolean(page)
    if (!page) {
      const { html, status } = await renderPage(url)
      const etag = `"${createHash('sha1').update(html).digest('base64url')}"`
      page = { html, status, etag, createdAt: Date.now() }
      if (status === 200 || status === 404) cache.set(url, page)
    }
    const headers = { ...PAGE_HEADERS, 'Cache-Control': 'no-cache', ETag: page.etag, 'X-Cache': isHit ? 'HIT' : 'MISS' }
    if (page.status === 200 && req.headers['if-none-match'] === page.etag) {
      res.writeHead(304, headers)
      res.end()
      return
    }
    res.writeHead(page.status, { ...headers, 'Content-Length': Buffer.byteLength(page.html) })
    res.end(req.method === 'HEAD' ? undefined : page.html)
  }

  return async (req, res) => {
    const url = req.url ?? '/'
    const pathname = url.split('?')[0] ?? '/'
    try {
      if (pathname === EVENTS_PATH && req.method === 'GET') return events.handle(req, res)
      if (isApiPath(pathname)) return await handleApi(req, res)
      if (isNextPath(pathname)) return await handleNext(req, res)
      if (pathname.startsWith(UPLOADS_PREFIX)) {
        // The uploads folder is the root of `/uploads/`.
        req.url = url.slice(UPLOADS_PREFIX.length - 1)
        if (await passOn(serveUploads, req, res)) sendText(res, 404, 'Not found')
        return
      }
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
