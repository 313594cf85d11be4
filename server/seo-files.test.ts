import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createSeoFiles } from './seo-files'
import { SitemapCache } from './sitemap-cache'

const SITE = 'https://www.example.com'
const XML = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n'

describe('createSeoFiles', () => {
  let origin = ''
  let builds = 0
  const sitemap = new SitemapCache({
    build: async () => {
      builds += 1
      return XML
    },
    maxAgeMs: 60_000,
  })
  const seoFiles = createSeoFiles({ sitemap, siteUrl: SITE })
  const server = http.createServer((req, res) => void seoFiles.handle(req, res))

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('claims only the two files', () => {
    expect(seoFiles.handles('/sitemap.xml')).toBe(true)
    expect(seoFiles.handles('/robots.txt')).toBe(true)
    expect(seoFiles.handles('/sitemap.xml/')).toBe(false)
    expect(seoFiles.handles('/')).toBe(false)
  })

  it('answers robots.txt pointing at the sitemap and keeping /admin and /api out', async () => {
    const response = await fetch(`${origin}/robots.txt`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(await response.text()).toBe(
      `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\n\nSitemap: ${SITE}/sitemap.xml\n`,
    )
  })

  it('answers the sitemap as XML with an ETag, and 304 when the crawler has it', async () => {
    const response = await fetch(`${origin}/sitemap.xml?from=test`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(await response.text()).toBe(XML)
    const etag = response.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[\w-]+"$/)

    const again = await fetch(`${origin}/sitemap.xml`, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(builds).toBe(1)
  })

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await fetch(`${origin}/sitemap.xml`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(XML)))
    expect(await head.text()).toBe('')
    const post = await fetch(`${origin}/robots.txt`, { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
  })
})
