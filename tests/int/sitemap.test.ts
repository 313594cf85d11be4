/**
 * `/sitemap.xml` and `/robots.txt` through the production request handler, built from the seeded
 * database through the Local API, and kept current by the change feed as in server/main.ts.
 */

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { MARKET_SLUGS } from '../../cms/shared/markets'
import { createProperty } from '../support/factories'
import { richText } from './support/access-helpers'
import { serveOnLoopback } from './support/loopback-server'
import { closeTestPayload, getTestPayload } from './support/payload'

let origin = ''
let siteUrl = ''
let stop: () => Promise<void> = async () => undefined
const createdProperties: number[] = []
const createdPosts: number[] = []

/** The one-line `<url>` element of `path`, or undefined when the sitemap does not list it. */
async function urlOf(path: string): Promise<string | undefined> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text()
  return xml.split('\n').find((line) => line.startsWith(`<url><loc>${siteUrl}${path}</loc>`))
}

describe('/sitemap.xml and /robots.txt', () => {
  beforeAll(async () => {
    const payload = await getTestPayload()
    const [{ env, uploadsDir }, { createApiHandler }, { EventHub }, { HtmlCache }, { listenForChanges }, handler, seo] =
      await Promise.all([
        import('../../cms/env'),
        import('../../server/payload-api'),
        import('../../server/events'),
        import('../../server/html-cache'),
        import('../../server/change-feed'),
        import('../../server/request-handler'),
        import('../../server/seo-files'),
      ])
    siteUrl = env.SITE_URL
    const sitemap = seo.createSitemapCache({ payload, siteUrl })
    const feed = listenForChanges({ url: inject('testDatabaseUrl'), onChange: () => sitemap.invalidate() })
    const events = new EventHub()
    const handle = handler.createRequestHandler({
      handleNext: (_req, res) => void res.writeHead(404).end(),
      handleApi: createApiHandler(payload.config),
      events,
      renderPage: async () => ({ html: '<p>rendered page</p>', status: 200, isIncomplete: false }),
      cache: new HtmlCache(0, 0),
      uploadsDir,
      seoFiles: seo.createSeoFiles({ sitemap, siteUrl }),
    })
    const server = await serveOnLoopback((req, res) => void handle(req, res))
    origin = server.origin
    stop = async () => {
      events.close()
      await feed.stop()
      await server.close()
    }
  })

  afterAll(async () => {
    await stop()
    const payload = await getTestPayload()
    await payload.delete({ collection: 'properties', where: { id: { in: createdProperties } }, overrideAccess: true })
    await payload.delete({ collection: 'posts', where: { id: { in: createdPosts } }, overrideAccess: true })
    await closeTestPayload()
  })

  it('answers robots.txt instead of the page renderer', async () => {
    const response = await fetch(`${origin}/robots.txt`)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const text = await response.text()
    expect(text).toContain('User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\n')
    expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
  })

  it('lists the seeded site: home, the 19 city pages at 0.6 monthly, every published listing and post', async () => {
    const response = await fetch(`${origin}/sitemap.xml`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(await urlOf('/')).toContain('<changefreq>daily</changefreq><priority>1.0</priority>')

    const payload = await getTestPayload()
    const { productSlug } = await payload.findGlobal({ slug: 'site-settings' })
    for (const market of MARKET_SLUGS) {
      const city = await urlOf(`/${market}-${productSlug}`)
      expect(city, market).toMatch(/<lastmod>[^<]+<\/lastmod><changefreq>monthly<\/changefreq><priority>0\.6<\/priority><\/url>$/)
    }
    const xml = await (await fetch(`${origin}/sitemap.xml`)).text()
    const properties = await payload.find({ collection: 'properties', where: { published: { equals: true } }, pagination: false })
    const posts = await payload.find({ collection: 'posts', where: { _status: { equals: 'published' } }, pagination: false })
    expect(xml.match(/<loc>[^<]+\/properties\/\d+<\/loc>/g)).toHaveLength(properties.totalDocs)
    expect(xml.match(/<loc>[^<]+\/blog\/[^<]+<\/loc>/g)).toHaveLength(posts.totalDocs)
  })

  it('lists a new listing with its lastmod and image entry, and drops it once unpublished', async () => {
    const payload = await getTestPayload()
    const { docs: images } = await payload.find({ collection: 'media', where: { mimeType: { like: 'image/' } }, limit: 1 })
    const image = images[0]
    const property = await createProperty(payload, { address: '12 Calder & Pine Ct, Irvine, CA 92618', image: image.id })
    createdProperties.push(property.id)
    const path = `/properties/${property.id}`

    await expect.poll(() => urlOf(path), { timeout: 10_000 }).toBeDefined()
    const entry = await urlOf(path)
    expect(entry).toContain(`<lastmod>${new Date(property.updatedAt).toISOString()}</lastmod>`)
    expect(entry).toContain('<changefreq>weekly</changefreq><priority>0.7</priority>')
    expect(entry).toContain(
      `<image:image><image:loc>${siteUrl}/uploads/${encodeURIComponent(image.filename ?? '')}</image:loc>` +
        `<image:caption>${image.caption || image.alt}</image:caption>` +
        '<image:title>12 Calder &amp; Pine Ct, Irvine, CA 92618</image:title></image:image>',
    )

    await payload.update({ collection: 'properties', id: property.id, data: { published: false }, overrideAccess: true })
    await expect.poll(() => urlOf(path), { timeout: 10_000 }).toBeUndefined()
  })

  it('lists a published post with its lastmod, and drops it once unpublished', async () => {
    const payload = await getTestPayload()
    const post = await payload.create({
      collection: 'posts',
      data: { title: 'Sitemap check: vacancy in the fourth quarter', content: richText('Vacancy held steady.'), _status: 'published' },
      overrideAccess: true,
    })
    createdPosts.push(post.id)
    const path = `/blog/${post.slug}`

    await expect.poll(() => urlOf(path), { timeout: 10_000 }).toBeDefined()
    expect(await urlOf(path)).toBe(
      `<url><loc>${siteUrl}${path}</loc><lastmod>${new Date(post.updatedAt).toISOString()}</lastmod>` +
        '<changefreq>monthly</changefreq><priority>0.6</priority></url>',
    )

    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'draft' }, overrideAccess: true })
    await expect.poll(() => urlOf(path), { timeout: 10_000 }).toBeUndefined()
  })

  it('serves the kept copy until something changes, with 304 for a matching ETag', async () => {
    const first = await fetch(`${origin}/sitemap.xml`)
    await first.text()
    const etag = first.headers.get('etag') ?? ''
    const again = await fetch(`${origin}/sitemap.xml`, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
  })
})
