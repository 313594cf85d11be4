import { describe, expect, it } from 'vitest'

import { MARKET_SLUGS } from '../cms/shared/markets'
import { SERVICE_SLUGS } from '../cms/shared/services'
import { escapeXml, latest, sitemapEntries, sitemapXml } from './sitemap'
import type { SitemapContent, SitemapEntry } from './sitemap'

const SITE = 'https://www.example.com'

const content = (overrides: Partial<SitemapContent> = {}): SitemapContent => ({
  productSlug: 'industrial-real-estate',
  properties: [
    {
      id: 7,
      address: '1 Calder & Pine Way, Irvine, CA 92618',
      updatedAt: '2025-03-04T05:06:07.000Z',
      images: [
        { url: '/uploads/front%20view.jpg', caption: 'Dock doors <north> side', alt: 'Front view' },
        { url: '/uploads/yard.jpg', caption: null, alt: 'Secured truck yard' },
      ],
    },
  ],
  posts: [{ slug: 'q3-vacancy', updatedAt: '2025-02-01T00:00:00.000Z' }],
  pages: ['about', 'privacy', 'terms', 'lease-renewal-support', 'market-reports'].map((slug) => ({
    slug,
    updatedAt: '2025-01-15T00:00:00.000Z',
  })),
  services: SERVICE_SLUGS.map((slug) => ({ slug, updatedAt: '2025-01-10T00:00:00.000Z' })),
  cities: MARKET_SLUGS.map((slug) => ({ slug, updatedAt: '2025-01-20T00:00:00.000Z' })),
  newest: { marketSnapshots: '2025-03-10T00:00:00.000Z', siteSettings: '2025-01-01T00:00:00.000Z' },
  ...overrides,
})

const byLoc = (entries: SitemapEntry[], path: string) => entries.find((entry) => entry.loc === `${SITE}${path}`)

/** Every tag closes in order and every `&` starts an entity: the document is well-formed XML. */
function expectWellFormed(xml: string) {
  const open: string[] = []
  for (const [, closing, name, selfClosing] of xml.replace(/^<\?xml[^>]*\?>/, '').matchAll(/<(\/?)([\w:]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue
    if (closing) expect(open.pop()).toBe(name)
    else open.push(name)
  }
  expect(open).toEqual([])
  expect(xml.match(/&(?!(amp|lt|gt|quot|apos);)/g)).toBeNull()
  expect(xml.replace(/<[^>]*>/g, '')).not.toMatch(/[<>]/)
}

describe('sitemapEntries', () => {
  const entries = sitemapEntries({ content: content(), siteUrl: SITE })

  it('ranks the pages of SPEC.md section 9 as the spec says', () => {
    const rankOf = (path: string) => {
      const entry = byLoc(entries, path)
      return entry && { priority: entry.priority, changefreq: entry.changefreq }
    }
    expect(rankOf('/')).toEqual({ priority: 1.0, changefreq: 'daily' })
    expect(rankOf('/services')?.priority).toBe(0.9)
    expect(rankOf('/about')?.priority).toBe(0.8)
    expect(rankOf('/markets')?.priority).toBe(0.8)
    expect(rankOf('/contact')?.priority).toBe(0.7)
    expect(rankOf('/blog')).toEqual({ priority: 0.6, changefreq: 'daily' })
    expect(rankOf('/privacy')).toEqual({ priority: 0.3, changefreq: 'yearly' })
    expect(rankOf('/terms')).toEqual({ priority: 0.3, changefreq: 'yearly' })
  })

  it('lists the 19 city pages at 0.6 monthly, with the product slug and their lastmod', () => {
    const cities = entries.filter((entry) => entry.loc.endsWith('-industrial-real-estate'))
    expect(cities).toHaveLength(19)
    expect(cities.every((entry) => entry.priority === 0.6 && entry.changefreq === 'monthly')).toBe(true)
    expect(byLoc(entries, '/irvine-spectrum-industrial-real-estate')?.lastmod).toBe('2025-01-20T00:00:00.000Z')
  })

  it('lists every listing with lastmod and its images, absolute, captioned and titled with the address', () => {
    expect(byLoc(entries, '/properties/7')).toEqual({
      loc: `${SITE}/properties/7`,
      lastmod: '2025-03-04T05:06:07.000Z',
      priority: 0.7,
      changefreq: 'weekly',
      images: [
        { loc: `${SITE}/uploads/front%20view.jpg`, caption: 'Dock doors <north> side', title: '1 Calder & Pine Way, Irvine, CA 92618' },
        { loc: `${SITE}/uploads/yard.jpg`, caption: 'Secured truck yard', title: '1 Calder & Pine Way, Irvine, CA 92618' },
      ],
    })
    expect(byLoc(entries, '/properties')?.lastmod).toBe('2025-03-04T05:06:07.000Z')
  })

  it('lists posts, services and the static routes once each', () => {
    expect(byLoc(entries, '/blog/q3-vacancy')).toMatchObject({ priority: 0.6, changefreq: 'monthly' })
    expect(entries.filter((entry) => entry.loc.startsWith(`${SITE}/services/`))).toHaveLength(8)
    for (const path of ['/lease-renewal-support', '/market-reports', '/calculator', '/team', '/logo-showcase']) {
      expect(byLoc(entries, path)).toBeDefined()
    }
    const locs = entries.map((entry) => entry.loc)
    expect(new Set(locs).size).toBe(locs.length)
  })

  it('dates the home page by its newest content', () => {
    expect(byLoc(entries, '/')?.lastmod).toBe('2025-03-10T00:00:00.000Z')
  })

  it('leaves out what the site answers with 404: unpublished CMS pages, unknown services and cities', () => {
    const sparse = sitemapEntries({
      content: content({
        pages: [],
        services: [{ slug: 'not-a-service', updatedAt: '2025-01-10T00:00:00.000Z' }],
        cities: [{ slug: 'atlantis', updatedAt: '2025-01-10T00:00:00.000Z' }],
      }),
      siteUrl: SITE,
    })
    for (const path of ['/about', '/privacy', '/terms', '/lease-renewal-support', '/services/not-a-service']) {
      expect(byLoc(sparse, path)).toBeUndefined()
    }
    expect(sparse.some((entry) => entry.loc.includes('atlantis'))).toBe(false)
    expect(byLoc(sparse, '/market-reports')).toBeDefined()
  })
})

describe('sitemapXml', () => {
  const xml = sitemapXml(sitemapEntries({ content: content(), siteUrl: SITE }))

  it('is a well-formed urlset with the image namespace', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')).toBe(true)
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"')
    expectWellFormed(xml)
  })

  it('writes each url with loc, lastmod, changefreq and a one-decimal priority', () => {
    expect(xml).toContain(`<url><loc>${SITE}/</loc><lastmod>2025-03-10T00:00:00.000Z</lastmod><changefreq>daily</changefreq><priority>1.0</priority></url>`)
    expect(xml).toContain(`<url><loc>${SITE}/calculator</loc><changefreq>yearly</changefreq><priority>0.5</priority></url>`)
  })

  it('writes image entries escaped', () => {
    expect(xml).toContain(
      `<image:image><image:loc>${SITE}/uploads/front%20view.jpg</image:loc><image:caption>Dock doors &lt;north&gt; side</image:caption>` +
        '<image:title>1 Calder &amp; Pine Way, Irvine, CA 92618</image:title></image:image>',
    )
  })

  it('escapes every markup character and drops characters XML forbids', () => {
    expect(escapeXml(`Calder & Pine <"O'Neil">\u0007`)).toBe('Calder &amp; Pine &lt;&quot;O&apos;Neil&quot;&gt;')
    const odd = sitemapXml([{ loc: `${SITE}/?a=1&b=2`, changefreq: 'daily', priority: 0.5, images: [{ loc: `${SITE}/x.jpg`, title: 'A & B\u0001' }] }])
    expect(odd).toContain(`<loc>${SITE}/?a=1&amp;b=2</loc>`)
    expect(odd).toContain('<image:title>A &amp; B</image:title>')
    expectWellFormed(odd)
  })
})

describe('latest', () => {
  it('picks the newest date and ignores missing ones', () => {
    expect(latest(undefined, '2025-01-01T00:00:00.000Z', '2025-06-01T00:00:00.000Z', undefined)).toBe('2025-06-01T00:00:00.000Z')
    expect(latest(undefined)).toBeUndefined()
  })
})
