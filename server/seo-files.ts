/**
 * Answers `/sitemap.xml` and `/robots.txt`, ahead of static files and the page renderer, so the files
 * made from the CMS and the site's address always win over any file of the same name.
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Payload } from 'payload'

import { ROBOTS_PATH, robotsTxt, SITEMAP_PATH } from './robots'
import { sitemapEntries, sitemapXml } from './sitemap'
import { SitemapCache } from './sitemap-cache'
import { readSitemapContent } from './sitemap-content'

/** How long the sitemap is kept when nothing changes (SPEC.md section 9: regenerated every 24 h). */
export const SITEMAP_MAX_AGE_MS = 24 * 60 * 60 * 1000

/** Crawlers and CDNs may keep either file an hour; the sitemap's ETag makes rechecks cheap. */
const CACHE_CONTROL = 'public, max-age=3600'

export type SeoFiles = {
  /** True for the paths this answers. */
  handles: (pathname: string) => boolean
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>
}

/** The sitemap of the site at `siteUrl`, read from `payload` and kept in memory (see sitemap-cache.ts). */
export const createSitemapCache = ({ payload, siteUrl }: { payload: Payload; siteUrl: string }): SitemapCache =>
  new SitemapCache({
    build: async () => sitemapXml(sitemapEntries({ content: await readSitemapContent(payload), siteUrl })),
    maxAgeMs: SITEMAP_MAX_AGE_MS,
  })

function send({
  req,
  res,
  body,
  etag,
  contentType,
}: {
  req: IncomingMessage
  res: ServerResponse
  body: string
  etag: string
  contentType: string
}) {
  const headers = { 'Content-Type': contentType, 'Cache-Control': CACHE_CONTROL, ETag: etag, 'X-Content-Type-Options': 'nosniff' }
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers)
    res.end()
    return
  }
  res.writeHead(200, { ...headers, 'Content-Length': Buffer.byteLength(body) })
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** The handler of both files; `sitemap` is the cache the change feed invalidates. */
export function createSeoFiles({ sitemap, siteUrl }: { sitemap: SitemapCache; siteUrl: string }): SeoFiles {
  const robots = robotsTxt(siteUrl)
  const robotsEtag = `"${createHash('sha1').update(robots).digest('base64url')}"`
  return {
    handles: (pathname) => pathname === SITEMAP_PATH || pathname === ROBOTS_PATH,
    async handle(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
        res.end('Method not allowed')
        return
      }
      const pathname = (req.url ?? '/').split('?')[0]
      if (pathname === ROBOTS_PATH) {
        send({ req, res, body: robots, etag: robotsEtag, contentType: 'text/plain; charset=utf-8' })
        return
      }
      const { xml, etag } = await sitemap.get()
      send({ req, res, body: xml, etag, contentType: 'application/xml; charset=utf-8' })
    },
  }
}
