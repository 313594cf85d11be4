import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'

import { collectPageErrors } from './support/console'

type JsonLd = Record<string, unknown> & { '@type': string }

/** One page of each kind that carries its own metadata: home, a listing, a post and a city page. */
async function pagesToCheck(request: APIRequestContext) {
  const settings = (await (await request.get('/api/globals/site-settings')).json()) as { productSlug: string; linkedinUrl: string }
  // A listing with a photo: other specs may add listings without one.
  const featured = (await (await request.get('/api/properties/featured')).json()) as {
    id: number
    address: string
    image: string | null
  }[]
  const property = featured.find((listing) => listing.image)
  if (!property) throw new Error('No featured listing has a photo')
  const posts = (await (await request.get('/api/posts?limit=1&depth=0&sort=-publishedDate')).json()) as {
    docs: { slug: string; title: string }[]
  }
  return {
    settings,
    home: '/',
    property: { path: `/properties/${property.id}`, address: property.address },
    post: { path: `/blog/${posts.docs[0].slug}`, title: posts.docs[0].title },
    city: `/irvine-${settings.productSlug}`,
  }
}

/** Every JSON-LD block of the document, parsed; they all belong in <head>, none in <body>. */
async function jsonLdBlocks(page: Page): Promise<JsonLd[]> {
  await expect(page.locator('body script[type="application/ld+json"]')).toHaveCount(0)
  const texts = await page.locator('head script[type="application/ld+json"]').allTextContents()
  return texts.map((text) => JSON.parse(text) as JsonLd)
}

const byType = (blocks: JsonLd[], type: string) => blocks.filter((block) => block['@type'] === type)

/** The content of a <meta> inside <head>, by its property or name. */
const headMeta = (page: Page, key: string) =>
  page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).getAttribute('content')

/** The link-preview tags every page has in <head>, with an image that loads; returns the canonical URL. */
async function expectSocialTags(page: Page, request: APIRequestContext, { ogType }: { ogType: string }) {
  const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href')
  expect(canonical).toMatch(/^https?:\/\//)
  expect(await headMeta(page, 'og:title')).toBe(await page.title())
  expect((await headMeta(page, 'og:description'))?.length).toBeGreaterThan(50)
  expect(await headMeta(page, 'og:url')).toBe(canonical)
  expect(await headMeta(page, 'og:type')).toBe(ogType)
  expect(await headMeta(page, 'twitter:card')).toBe('summary_large_image')
  const image = (await headMeta(page, 'og:image')) ?? ''
  expect(image).toMatch(/^https?:\/\//)
  expect(await headMeta(page, 'twitter:image')).toBe(image)
  expect(Number(await headMeta(page, 'og:image:width'))).toBeGreaterThanOrEqual(1200)
  expect(Number(await headMeta(page, 'og:image:height'))).toBeGreaterThanOrEqual(600)
  expect((await headMeta(page, 'og:image:alt'))?.length).toBeGreaterThan(10)
  const imageResponse = await request.get(new URL(image).pathname)
  expect(imageResponse.ok(), image).toBe(true)
  expect(imageResponse.headers()['content-type']).toMatch(/^image\//)
  return canonical as string
}

/** The broker's RealEstateAgent block, present on every page. */
function expectAgent(blocks: JsonLd[], linkedinUrl: string) {
  const [agent] = byType(blocks, 'RealEstateAgent')
  expect(byType(blocks, 'RealEstateAgent')).toHaveLength(1)
  expect(agent).toMatchObject({
    '@context': 'https://schema.org',
    name: expect.any(String),
    url: expect.stringMatching(/^https?:\/\//),
    telephone: expect.stringMatching(/^\+1-\d{3}-\d{3}-\d{4}$/),
    email: expect.stringContaining('@'),
    address: {
      '@type': 'PostalAddress',
      streetAddress: expect.any(String),
      addressLocality: expect.any(String),
      addressRegion: 'CA',
      postalCode: expect.stringMatching(/^\d{5}$/),
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
    ],
    sameAs: [linkedinUrl],
  })
}

/** A BreadcrumbList from Home (position 1) to the page itself, with absolute URLs. */
function expectBreadcrumbs(blocks: JsonLd[], { canonical, length }: { canonical: string; length: number }) {
  const [list] = byType(blocks, 'BreadcrumbList')
  const items = list.itemListElement as { position: number; name: string; item: string }[]
  expect(items.map((item) => item.position)).toEqual(Array.from({ length }, (_, index) => index + 1))
  expect(items[0]).toMatchObject({ name: 'Home', item: new URL('/', canonical).href })
  for (const item of items) expect(item.item).toMatch(/^https?:\/\//)
  expect(items.at(-1)?.item).toBe(canonical)
}

test.describe('server HTML, without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the home page has its link-preview tags in <head> and the broker as RealEstateAgent', async ({ page, request }) => {
    const { settings, home } = await pagesToCheck(request)
    await page.goto(home)
    await expectSocialTags(page, request, { ogType: 'website' })
    const blocks = await jsonLdBlocks(page)
    expectAgent(blocks, settings.linkedinUrl)
    expect(byType(blocks, 'BreadcrumbList')).toEqual([])
  })

  test('a property page is a RealEstateListing with address, floor size, price, photo and date', async ({ page, request }) => {
    const { settings, property } = await pagesToCheck(request)
    await page.goto(property.path)
    const canonical = await expectSocialTags(page, request, { ogType: 'website' })
    expect(await headMeta(page, 'og:image')).toContain('/uploads/')
    const blocks = await jsonLdBlocks(page)
    expectAgent(blocks, settings.linkedinUrl)
    expectBreadcrumbs(blocks, { canonical, length: 3 })
    const [listing] = byType(blocks, 'RealEstateListing')
    expect(listing).toMatchObject({
      name: expect.stringContaining(property.address.split(',')[0]),
      url: canonical,
      image: expect.arrayContaining([expect.stringMatching(/^https?:\/\/.+\/uploads\//)]),
      datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      mainEntity: {
        '@type': 'Accommodation',
        address: { '@type': 'PostalAddress', streetAddress: expect.any(String), addressRegion: 'CA' },
        floorSize: { '@type': 'QuantitativeValue', value: expect.any(Number), unitCode: 'FTK' },
      },
      offers: { '@type': 'Offer', description: expect.stringContaining('$') },
    })
  })

  test('a post is a BlogPosting with og:type article', async ({ page, request }) => {
    const { settings, post } = await pagesToCheck(request)
    await page.goto(post.path)
    const canonical = await expectSocialTags(page, request, { ogType: 'article' })
    const blocks = await jsonLdBlocks(page)
    expectAgent(blocks, settings.linkedinUrl)
    expectBreadcrumbs(blocks, { canonical, length: 3 })
    const [posting] = byType(blocks, 'BlogPosting')
    expect(posting).toMatchObject({
      headline: post.title.slice(0, 107),
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
      dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
      author: { name: expect.any(String) },
      image: { '@type': 'ImageObject', url: expect.stringMatching(/^https?:\/\//) },
      publisher: { '@type': 'Organization', name: expect.any(String), logo: { url: expect.stringMatching(/^https?:\/\//) } },
      mainEntityOfPage: { '@id': canonical },
    })
    expect((posting.headline as string).length).toBeLessThanOrEqual(110)
  })

  test('a city page has the trail Home > Markets > city', async ({ page, request }) => {
    const { settings, city } = await pagesToCheck(request)
    await page.goto(city)
    const canonical = await expectSocialTags(page, request, { ogType: 'website' })
    const blocks = await jsonLdBlocks(page)
    expectAgent(blocks, settings.linkedinUrl)
    expectBreadcrumbs(blocks, { canonical, length: 3 })
    const [list] = byType(blocks, 'BreadcrumbList')
    expect((list.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(['Home', 'Markets', 'Irvine'])
  })
})

test('after hydration and client navigation each tag and JSON-LD block is there once', async ({ page, request }) => {
  const { property } = await pagesToCheck(request)
  const errors = collectPageErrors(page)
  await page.goto(property.path)
  await page.waitForLoadState('networkidle')
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1)
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
  expect(byType(await jsonLdBlocks(page), 'RealEstateAgent')).toHaveLength(1)
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(violations).toEqual([])

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team', exact: true }).click()
  await expect(page).toHaveURL(/\/team$/)
  // The team page renders its metadata in the same commit as its heading.
  await expect(page.getByRole('heading', { level: 1, name: /brokers behind/i })).toBeVisible()
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title())
  await expect(page.locator('meta[name="twitter:card"]')).toHaveCount(1)
  const blocks = await jsonLdBlocks(page)
  expect(byType(blocks, 'RealEstateListing')).toEqual([])
  expect(byType(blocks, 'RealEstateAgent')).toHaveLength(1)
  expect(byType(blocks, 'BreadcrumbList')).toHaveLength(1)
  expect(errors).toEqual([])
})
