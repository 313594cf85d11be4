import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test'

import {
  formatAbsorption,
  formatMillionsOfSquareFeet,
  formatMonthlyLeaseRate,
  formatQuarter,
  formatVacancy,
} from '../../web/features/market/lib/format'
import { collectPageErrors } from './support/console'
import { waitForHydration } from './support/hydration'

type FeaturedProperty = { id: number; address: string }

async function featuredAddresses(request: APIRequestContext) {
  const response = await request.get('/api/properties/featured')
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as FeaturedProperty[]
  expect(body).toHaveLength(3)
  return body.map((property) => property.address)
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the server HTML shows the 3 featured properties and the page metadata', async ({ page, request }) => {
    const addresses = await featuredAddresses(request)
    await page.goto('/')
    const featured = page.getByRole('region', { name: 'Featured Properties' })
    const headings = featured.getByRole('heading', { level: 3 })
    await expect(headings).toHaveText(addresses)
    await expect(page).toHaveTitle(/Orange County Industrial Real Estate/)
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /.{40,}/)
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/$/)
  })

  test('an unknown path is the not-found page with HTTP 404', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  })
})

test.describe('with JavaScript', () => {
  test('hydrates without errors and keeps the featured properties', async ({ page, request }) => {
    const errors = collectPageErrors(page)
    const addresses = await featuredAddresses(request)
    await page.goto('/')
    const featured = page.getByRole('region', { name: 'Featured Properties' })
    await expect(featured.getByRole('heading', { level: 3 })).toHaveText(addresses)
    // Hydrated: the refresh control works and shows the time of the last update.
    await featured.getByRole('button', { name: 'Refresh properties' }).click()
    await expect(featured.getByText(/^Updated /)).toBeVisible()
    expect(errors).toEqual([])
  })

  test('a property page loads lazily on navigation and is server-rendered on direct load', async ({ page, request }) => {
    const errors = collectPageErrors(page)
    const [first] = await featuredAddresses(request)
    await page.goto('/')
    await page.getByRole('link', { name: first }).click()
    await expect(page).toHaveURL(/\/properties\/\d+$/)
    await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible()
    const propertyUrl = page.url()

    const response = await page.request.get(propertyUrl)
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain(first)
    expect(errors).toEqual([])
  })

  test('the page spinner shows while a page\'s code loads', async ({ page, request }) => {
    const [first] = await featuredAddresses(request)
    await page.goto('/')
    // Hold back the property page's code so the loading state can be seen.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/property-.*\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('link', { name: first }).click()
    await expect(page.getByRole('status').getByText('Loading...')).toBeVisible()
    release()
    await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible()
  })
})

test('the stylesheet is inlined into <head>; build assets are cached for a year as immutable, pages are revalidated', async ({ page, request }) => {
  const response = await page.goto('/')
  // The first paint needs no second request: the site's one stylesheet is in the page.
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0)
  expect(await page.locator('head style').first().textContent()).toContain('--color-brand-900')
  // Browsers revalidate every time; a CDN may keep the page for a minute.
  expect(response?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')
  const scriptSrc = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src')
  const fontHref = await page.locator('link[rel="preload"][as="font"][href^="/assets/"]').first().getAttribute('href')
  for (const asset of [scriptSrc, fontHref]) {
    expect(asset).toBeTruthy()
    const assetResponse = await request.get(asset as string)
    expect(assetResponse.status()).toBe(200)
    expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  }
})

type Snapshot = {
  vacancy_rate: number
  avg_lease_rate: number
  num_sale_transactions: number
  num_lease_transactions: number
  sale_transactions_sf: number
  lease_transactions_sf: number
  net_absorption_quarterly: number
  quarter: string
  year: number
  market_highlights: { title: string; description: string }[]
  market_forecast: { summary: string | null; expertQuote: string | null; underConstructionSf: number | null; unemploymentRate: number | null }
}
type Section = {
  title: string | null
  content: { stats: { value: string; label: string }[]; cta_buttons: { text: string; link: string }[]; footer_text: string | null }
}

async function apiData<T>(request: APIRequestContext, path: string): Promise<T | null> {
  const response = await request.get(path)
  if (response.status() === 404) return null
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: T }).data
}

/** Everything the home page shows from the API, as the API answers it now. */
async function homeContent(request: APIRequestContext) {
  const [snapshot, intelligence, cta, settingsResponse] = await Promise.all([
    apiData<Snapshot>(request, '/api/market-data/latest'),
    apiData<Section>(request, '/api/homepage/content/market_intelligence'),
    apiData<Section>(request, '/api/homepage/content/market_analysis_cta'),
    request.get('/api/globals/site-settings?depth=0'),
  ])
  const settings = (await settingsResponse.json()) as { brandName: string; claims: { value: string }[] }
  // The seeded demo content has all of them; the defaults are covered by the component tests.
  expect(snapshot && intelligence && cta).toBeTruthy()
  return { snapshot: snapshot as Snapshot, intelligence: intelligence as Section, cta: cta as Section, settings }
}

/** A figure of a <dl>: the definition next to the term `label`. */
const definition = (scope: Locator, label: string) => scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]')

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows the sections in the spec order, each under its heading', async ({ page, request }) => {
    const { intelligence, cta, settings } = await homeContent(request)
    await page.goto('/')
    const headings = await page.locator('main').locator('h1, h2').allTextContents()
    expect(headings).toEqual([
      'Orange County industrial real estate, backed by data on every building.',
      `Why clients choose ${settings.brandName}`,
      'Industrial real estate services for every side of the deal',
      intelligence.title,
      expect.stringMatching(/^Q[1-4] \d{4} Market Insights$/),
      'Get Your Free Market Analysis',
      'Featured Properties',
      cta.title,
    ])
    const why = page.getByRole('region', { name: `Why clients choose ${settings.brandName}` })
    for (const claim of settings.claims) await expect(why.getByText(claim.value, { exact: true })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Free market analysis' }).getByRole('form')).toBeVisible()
  })

  test('links the hero, the service cards, the listings and the closing call to action where the spec says', async ({ page, request }) => {
    const { cta } = await homeContent(request)
    await page.goto('/')
    const hero = page.getByRole('region', { name: /backed by data on every building/ })
    await expect(hero.getByRole('link', { name: 'Get a Free Market Analysis' })).toHaveAttribute('href', '/contact')
    await expect(hero.getByRole('link', { name: 'View Market Reports' })).toHaveAttribute('href', '/market-reports')

    const services = page.getByRole('region', { name: 'Industrial real estate services for every side of the deal' })
    await expect(services.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveText([
      'Tenant Representation',
      'Landlord Representation',
      'Investment Sales',
      'Buyer Representation',
    ])
    const serviceLinks = {
      'Tenant Representation': '/services/property-search',
      'Landlord Representation': '/services/portfolio-management',
      'Investment Sales': '/services/property-search',
      'Buyer Representation': '/services/property-search',
    }
    for (const [name, href] of Object.entries(serviceLinks)) {
      await expect(services.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }

    const featured = page.getByRole('region', { name: 'Featured Properties' })
    const requestLinks = featured.getByRole('link', { name: 'Request Information' })
    await expect(requestLinks).toHaveCount(3)
    for (const link of await requestLinks.all()) await expect(link).toHaveAttribute('href', '/contact')

    const closing = page.getByRole('region', { name: cta.title as string })
    for (const button of cta.content.cta_buttons) {
      await expect(closing.getByRole('link', { name: button.text })).toHaveAttribute('href', button.link)
    }
    if (cta.content.footer_text) await expect(closing.getByText(cta.content.footer_text)).toBeVisible()
  })

  test('renders the market figures of /api/market-data/latest, formatted, in the server HTML', async ({ page, request }) => {
    const { snapshot, intelligence } = await homeContent(request)
    const { underConstructionSf, unemploymentRate, expertQuote, summary } = snapshot.market_forecast
    await page.goto('/')

    const cards = page.getByRole('region', { name: intelligence.title as string })
    await expect(cards.getByText(`Latest quarter: ${formatQuarter(snapshot)}`)).toBeVisible()
    // The fetched section's stats replace the default headline cards.
    for (const stat of intelligence.content.stats) await expect(definition(cards, stat.label).first()).toHaveText(stat.value)
    await expect(definition(cards, 'Net Absorption')).toHaveText(formatAbsorption(snapshot.net_absorption_quarterly))
    if (underConstructionSf !== null) {
      await expect(definition(cards, 'Under Construction')).toHaveText(formatMillionsOfSquareFeet(underConstructionSf))
    }
    if (unemploymentRate !== null) await expect(definition(cards, 'Unemployment')).toHaveText(`${unemploymentRate.toFixed(1)}%`)

    const insights = page.getByRole('region', { name: `${formatQuarter(snapshot)} Market Insights` })
    await expect(insights.getByRole('heading', { level: 4 })).toHaveText(snapshot.market_highlights.map((highlight) => highlight.title))
    if (summary) await expect(insights.getByText(summary)).toBeVisible()
    if (expertQuote) await expect(insights.locator('blockquote')).toContainText(expertQuote)

    // The hero's glance at the quarter uses the same figures.
    const hero = page.getByRole('region', { name: /backed by data on every building/ })
    await expect(definition(hero, 'Vacancy')).toHaveText(formatVacancy({ rate: snapshot.vacancy_rate }))
    await expect(definition(hero, 'Avg. lease rate')).toHaveText(`${formatMonthlyLeaseRate(snapshot.avg_lease_rate)}/SF/mo`)
  })
})

/** Makes the browser ask to save data (Network Information API), before any page script runs. */
const saveDataScript = () => {
  Object.defineProperty(Navigator.prototype, 'connection', {
    configurable: true,
    get: () => ({ saveData: true, effectiveType: '4g', addEventListener: () => undefined }),
  })
}

/** Hydrated: the listings show the time of their last update (the browser's clock, so only after hydration). */
async function homeHydrated(page: Page) {
  await expect(page.getByRole('region', { name: 'Featured Properties' }).getByText(/^Updated /)).toBeVisible()
}

/** The script paths a page requests when loaded directly, in a fresh browser that prefetches nothing. */
async function scriptsOfPage({ browser, path }: { browser: Browser; path: string }): Promise<Set<string>> {
  const context = await browser.newContext()
  await context.addInitScript(saveDataScript)
  const page = await context.newPage()
  const scripts = new Set<string>()
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname)
  })
  await page.goto(path)
  if (path === '/') await homeHydrated(page)
  await page.waitForLoadState('networkidle')
  await context.close()
  return scripts
}

const NEXT_PAGES = ['/services', '/contact', '/market-reports']

/**
 * For each page the home page prefetches, the scripts it needs that the home page does not load itself.
 * The page's own module is always among them; parts a page loads lazily later may be too, so a
 * prefetch is expected to request some of them, not all.
 */
async function nextPagesCode(browser: Browser): Promise<Map<string, string[]>> {
  const [home, ...nextPages] = await Promise.all(['/', ...NEXT_PAGES].map((path) => scriptsOfPage({ browser, path })))
  return new Map(
    NEXT_PAGES.map((path, index) => {
      const code = [...nextPages[index]].filter((script) => !home.has(script))
      expect(code, `the code of ${path}`).not.toEqual([])
      return [path, code]
    }),
  )
}

test.describe('home page prefetch', () => {
  test('loads the code of /services, /contact and /market-reports 2 s after the page has loaded', async ({ browser, page }) => {
    const errors = collectPageErrors(page)
    const pagesCode = await nextPagesCode(browser)
    const requestedAt = new Map<string, number>()
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (request.resourceType() === 'script' && !requestedAt.has(path)) requestedAt.set(path, Date.now())
    })
    await page.goto('/')
    await homeHydrated(page)
    // The page's own code is loaded by now, long before the prefetch starts.
    const ownCode = new Set(requestedAt.keys())
    const loadedAt = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
      return performance.timeOrigin + navigation.loadEventEnd
    })
    for (const [path, code] of pagesCode) pagesCode.set(path, code.filter((script) => !ownCode.has(script)))

    const notPrefetched = () =>
      [...pagesCode].filter(([, code]) => !code.some((script) => requestedAt.has(script))).map(([path]) => path)
    await expect.poll(notPrefetched, { timeout: 15_000 }).toEqual([])
    const prefetchedAt = [...pagesCode.values()].flat().flatMap((script) => requestedAt.get(script) ?? [])
    expect(Math.min(...prefetchedAt) - loadedAt).toBeGreaterThanOrEqual(1900)
    expect(errors).toEqual([])
  })

  test('loads nothing ahead when the browser asks to save data', async ({ browser, page }) => {
    const pagesCode = await nextPagesCode(browser)
    await page.addInitScript(saveDataScript)
    const requested = new Set<string>()
    await page.goto('/')
    await homeHydrated(page)
    page.on('request', (request) => requested.add(new URL(request.url()).pathname))
    // Past the 2 s delay and the browser's idle time.
    await page.waitForTimeout(4500)
    expect([...pagesCode.values()].flat().filter((script) => requested.has(script))).toEqual([])
  })
})

test.describe('home page accessibility and looks', () => {
  for (const width of [1280, 390]) {
    test(`passes axe at ${width} px and is saved as a screenshot`, async ({ page }) => {
      const errors = collectPageErrors(page)
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      await homeHydrated(page)
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      expect(violations).toEqual([])
      await page.screenshot({ path: `test-results/screenshots/home-${width}.png`, fullPage: true })
      expect(errors).toEqual([])
    })
  }
})

test.describe('sections far down the page', () => {
  const FORM = { name: 'Get Your Free Market Analysis' }
  const isLeadFormCode = (url: string | URL) => /\/assets\/lead-form-[\w-]+\.js$/.test(new URL(url).pathname)

  test('load their code as the visitor scrolls towards them, then work, without a hydration error', async ({ page }) => {
    // Nothing fetched ahead for the likely next pages (which have lead forms too).
    await page.addInitScript(saveDataScript)
    const errors = collectPageErrors(page)
    const loaded: string[] = []
    page.on('request', (request) => {
      if (isLeadFormCode(request.url())) loaded.push(request.url())
    })
    await page.goto('/')
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    // In the server HTML, readable, but its code is not fetched while it is screens away.
    const form = page.getByRole('form', FORM)
    await expect(form.getByLabel('Full Name *')).toBeAttached()
    expect(loaded).toEqual([])

    await form.scrollIntoViewIfNeeded()
    await expect.poll(() => loaded.length).toBeGreaterThan(0)
    await waitForHydration(page, 'form[aria-labelledby]')
    await form.getByRole('button', { name: 'Get My Free Analysis' }).click()
    await expect(form.getByText('Full Name is required')).toBeVisible()
    expect(errors).toEqual([])
  })

  test('keep what the visitor typed before their code arrived', async ({ page }) => {
    const errors = collectPageErrors(page)
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(isLeadFormCode, async (route) => {
      await released
      await route.continue()
    })
    await page.goto('/')
    await waitForHydration(page)
    const form = page.getByRole('form', FORM)
    await form.getByLabel('Full Name *').fill('Riley Chen')
    release()
    await waitForHydration(page, 'form[aria-labelledby]')
    await form.getByRole('button', { name: 'Get My Free Analysis' }).click()
    await expect(form.getByText('Enter a valid email address').or(form.getByText('Email Address is required'))).toBeVisible()
    await expect(form.getByText('Full Name is required')).toHaveCount(0)
    await expect(form.getByLabel('Full Name *')).toHaveValue('Riley Chen')
    expect(errors).toEqual([])
  })
})
