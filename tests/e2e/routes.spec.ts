import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import type { APIRequestContext } from '@playwright/test'

import { MARKET_SLUGS } from '../../cms/shared/markets'
import { SERVICE_SLUGS } from '../../cms/shared/services'
import { collectPageErrors } from './support/console'

const STATIC_ROUTES = [
  '/',
  '/about',
  '/services',
  '/lease-renewal-support',
  '/markets',
  '/market-reports',
  '/calculator',
  '/team',
  '/blog',
  '/contact',
  '/properties',
  '/privacy',
  '/terms',
  '/logo-showcase',
]

/** Every route of SPEC.md section 2, with the documents the demo content has for the dynamic ones. */
async function everyRoute(request: APIRequestContext): Promise<string[]> {
  const settings = (await (await request.get('/api/globals/site-settings')).json()) as { productSlug: string }
  const [property] = (await (await request.get('/api/properties/featured')).json()) as { id: number }[]
  const posts = (await (await request.get('/api/posts?limit=1&depth=0')).json()) as { docs: { slug: string }[] }
  return [
    ...STATIC_ROUTES,
    ...SERVICE_SLUGS.map((slug) => `/services/${slug}`),
    ...MARKET_SLUGS.map((market) => `/${market}-${settings.productSlug}`),
    `/properties/${property.id}`,
    `/blog/${posts.docs[0].slug}`,
  ]
}

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * The 19 city pages share one template, and so do the 8 service pages: the accessibility scan runs on
 * the first of each (and on every other page), the rest of the checks on every route.
 */
const sharesScannedTemplate = (route: string, scanned: Set<string>, productSlug: string): boolean => {
  const template = route.startsWith('/services/') ? 'service' : route.endsWith(`-${productSlug}`) ? 'city' : route
  if (scanned.has(template)) return true
  scanned.add(template)
  return false
}

test('every route is server-rendered with its own title and description, one h1, no console error and no axe violation on any template', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000)
  const routes = await everyRoute(request)
  expect(routes).toHaveLength(STATIC_ROUTES.length + 8 + 19 + 2)
  const titles = new Map<string, string>()
  const descriptions = new Map<string, string>()
  const scannedTemplates = new Set<string>()
  const { productSlug } = (await (await request.get('/api/globals/site-settings')).json()) as { productSlug: string }
  for (const route of routes) {
    const errors = collectPageErrors(page)
    const response = await page.goto(route)
    expect(response?.status(), route).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }), route).toHaveCount(1)
    const title = await page.title()
    const description = (await page.locator('head meta[name="description"]').getAttribute('content')) ?? ''
    expect(title.length, `${route} title`).toBeLessThanOrEqual(60)
    expect(description.length, `${route} description`).toBeGreaterThan(50)
    expect(description.length, `${route} description`).toBeLessThanOrEqual(160)
    expect(titles.get(title), `${route} has the title of ${titles.get(title)}`).toBeUndefined()
    expect(descriptions.get(description), `${route} has the description of ${descriptions.get(description)}`).toBeUndefined()
    titles.set(title, route)
    descriptions.set(description, route)
    if (!sharesScannedTemplate(route, scannedTemplates, productSlug)) {
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze()
      expect(violations.map(({ id, nodes }) => `${route}: ${id} (${nodes.map((node) => node.target).join(', ')})`)).toEqual([])
    }
    expect(errors, route).toEqual([])
    page.removeAllListeners('console')
    page.removeAllListeners('pageerror')
  }
})

test('a page not yet loaded shows the Loading... spinner on client navigation, then the page at the top', async ({ page }) => {
  const errors = collectPageErrors(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  // Hold back the code of the next page so its loading state is visible.
  await page.route('**/assets/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page).toHaveURL(/\/privacy$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  expect(errors).toEqual([])
})
