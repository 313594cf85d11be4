import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'

import { MARKET_SLUGS } from '../../cms/shared/markets'
import { collectPageErrors } from './support/console'

type Entry = {
  loc: string
  lastmod: string | null
  changefreq: string | null
  priority: string | null
  images: { loc: string | null; caption: string | null; title: string | null }[]
}

type Sitemap = { parseError: string | null; rootName: string; entries: Entry[] }

/**
 * The sitemap parsed by the browser's XML parser (a `parsererror` means it is not well-formed XML),
 * its entries read through the sitemap and image namespaces.
 */
async function readSitemap({ page, request }: { page: Page; request: APIRequestContext }): Promise<Sitemap> {
  const xml = await (await request.get('/sitemap.xml')).text()
  return page.evaluate((text) => {
    const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
    const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1'
    const doc = new DOMParser().parseFromString(text, 'application/xml')
    const child = (parent: Element, ns: string, name: string) => parent.getElementsByTagNameNS(ns, name)[0]?.textContent ?? null
    return {
      parseError: doc.querySelector('parsererror')?.textContent ?? null,
      rootName: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
      entries: [...doc.getElementsByTagNameNS(SITEMAP_NS, 'url')].map((url) => ({
        loc: child(url, SITEMAP_NS, 'loc') ?? '',
        lastmod: child(url, SITEMAP_NS, 'lastmod'),
        changefreq: child(url, SITEMAP_NS, 'changefreq'),
        priority: child(url, SITEMAP_NS, 'priority'),
        images: [...url.getElementsByTagNameNS(IMAGE_NS, 'image')].map((image) => ({
          loc: child(image, IMAGE_NS, 'loc'),
          caption: child(image, IMAGE_NS, 'caption'),
          title: child(image, IMAGE_NS, 'title'),
        })),
      })),
    }
  }, xml)
}

/** The site's address as robots.txt announces it: the origin every sitemap entry must have. */
async function siteOrigin(request: APIRequestContext): Promise<string> {
  const robots = await (await request.get('/robots.txt')).text()
  const sitemapUrl = robots.match(/^Sitemap: (\S+)$/m)?.[1] ?? ''
  expect(new URL(sitemapUrl).pathname).toBe('/sitemap.xml')
  return new URL(sitemapUrl).origin
}

test('robots.txt lets crawlers in, keeps /admin and /api out and points at the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8')
  const lines = (await response.text()).split('\n')
  expect(lines.slice(0, 4)).toEqual(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api'])
  expect(lines).toContainEqual(expect.stringMatching(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/))
})

test('the sitemap is well-formed XML with an ETag, lists home, the city pages, a listing with its image and a post', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page)
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8')
  expect(response.headers()['cache-control']).toBe('public, max-age=3600')
  const etag = response.headers().etag
  expect(etag).toBeTruthy()
  expect((await request.get('/sitemap.xml', { headers: { 'If-None-Match': etag } })).status()).toBe(304)

  const origin = await siteOrigin(request)
  const { parseError, rootName, entries } = await readSitemap({ page, request })
  expect(parseError).toBeNull()
  expect(rootName).toBe('http://www.sitemaps.org/schemas/sitemap/0.9 urlset')
  expect(entries.every((entry) => entry.loc.startsWith(`${origin}/`))).toBe(true)
  const byPath = new Map(entries.map((entry) => [new URL(entry.loc).pathname, entry]))

  expect(byPath.get('/')).toMatchObject({ priority: '1.0', changefreq: 'daily' })
  expect([...byPath.keys()]).not.toContainEqual(expect.stringMatching(/^\/(admin|api)(\/|$)/))

  const { productSlug } = (await (await request.get('/api/globals/site-settings')).json()) as { productSlug: string }
  for (const market of MARKET_SLUGS) {
    expect(byPath.get(`/${market}-${productSlug}`), market).toMatchObject({ priority: '0.6', changefreq: 'monthly' })
  }

  const featuredList = (await (await request.get('/api/properties/featured')).json()) as { id: number; image: string | null }[]
  const featured = featuredList.find((candidate) => candidate.image)
  if (!featured) throw new Error('No featured listing has a photo')
  const property = (await (await request.get(`/api/properties/${featured.id}?depth=1`)).json()) as {
    address: string
    updatedAt: string
    image: { url: string; alt: string; caption?: string | null }
  }
  const listing = byPath.get(`/properties/${featured.id}`)
  expect(listing).toMatchObject({ lastmod: new Date(property.updatedAt).toISOString(), priority: '0.7', changefreq: 'weekly' })
  expect(listing?.images[0]).toEqual({
    loc: `${origin}${property.image.url}`,
    caption: property.image.caption || property.image.alt,
    title: property.address,
  })
  const image = await request.get(new URL(listing?.images[0].loc ?? '').pathname)
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toMatch(/^image\//)

  const { docs } = (await (await request.get('/api/posts?limit=1&depth=0')).json()) as {
    docs: { slug: string; updatedAt: string }[]
  }
  expect(byPath.get(`/blog/${docs[0].slug}`)).toMatchObject({
    lastmod: new Date(docs[0].updatedAt).toISOString(),
    priority: '0.6',
    changefreq: 'monthly',
  })
  expect(errors).toEqual([])
})
