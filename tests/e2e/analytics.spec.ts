import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'

import type { DataLayerEvent } from '../../web/lib/analytics/data-layer'
import { SCROLL_SETTLE_MS } from '../../web/lib/analytics/scroll-depth'
import { collectPageErrors } from './support/console'

const TAG_MANAGER_HOST = 'www.googletagmanager.com'

async function dataLayer(page: Page): Promise<DataLayerEvent[]> {
  return page.evaluate(() => structuredClone(window.dataLayer ?? []))
}

async function eventsOf<Name extends DataLayerEvent['event']>(page: Page, name: Name) {
  return (await dataLayer(page)).filter((entry): entry is Extract<DataLayerEvent, { event: Name }> => entry.event === name)
}

/** Requests the browser makes to the tag manager's host (answered locally, never sent out). */
async function watchTagManager(page: Page): Promise<string[]> {
  const requested: string[] = []
  await page.route(`https://${TAG_MANAGER_HOST}/**`, async (route) => {
    requested.push(route.request().url())
    await route.fulfill({ contentType: 'text/javascript', body: '' })
  })
  return requested
}

/** Serves the home page as if the site settings held a tag manager container id. */
async function withContainerId(page: Page, gtmId: string) {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch()
      const html = await response.text()
      expect(html).toContain('"gtmId":null')
      await route.fulfill({ response, body: html.replace('"gtmId":null', `"gtmId":"${gtmId}"`) })
    },
  )
}

/** Waits for the first page view, then for the page to settle: scrolling before that is not counted. */
async function waitForSettledPage(page: Page, views = 1) {
  await expect.poll(() => eventsOf(page, 'page_view')).toHaveLength(views)
  await page.waitForTimeout(SCROLL_SETTLE_MS + 100)
}

async function scrollTo(page: Page, fraction: number) {
  await page.evaluate((share) => {
    window.scrollTo({ top: (document.documentElement.scrollHeight - window.innerHeight) * share, behavior: 'instant' })
  }, fraction)
  // Longer than the 100 ms throttle, so every position is measured.
  await page.waitForTimeout(150)
}

test.describe('the data layer', () => {
  // The page itself is under test here, not a cached copy served by a service worker.
  test.use({ serviceWorkers: 'block' })

  test('records a page view on load and on client navigation, with the new page title, and loads no tag manager', async ({
    page,
  }) => {
    const errors = collectPageErrors(page)
    const tagManager = await watchTagManager(page)
    await page.goto('/')
    await expect.poll(() => eventsOf(page, 'page_view')).toHaveLength(1)
    const [first] = await eventsOf(page, 'page_view')
    expect(first).toEqual({
      event: 'page_view',
      page_path: '/',
      page_title: await page.title(),
      page_location: page.url(),
    })

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect.poll(() => eventsOf(page, 'page_view')).toHaveLength(2)
    const [, second] = await eventsOf(page, 'page_view')
    expect(second.page_path).toBe('/blog')
    expect(second.page_title).toBe(await page.title())
    expect(second.page_title).not.toBe(first.page_title)

    expect(tagManager).toEqual([])
    expect(errors).toEqual([])
  })

  test('records each scroll depth once per page view, again after a navigation', async ({ page }) => {
    const errors = collectPageErrors(page)
    await page.goto('/')
    await waitForSettledPage(page)
    await scrollTo(page, 0.3)
    expect((await eventsOf(page, 'scroll_depth')).map((entry) => entry.percent_scrolled)).toEqual([25])
    for (const fraction of [0.6, 0.8, 0.92, 1, 0.1, 1]) await scrollTo(page, fraction)
    const home = await eventsOf(page, 'scroll_depth')
    expect(home).toEqual([25, 50, 75, 90, 100].map((percent) => ({ event: 'scroll_depth', percent_scrolled: percent, page_path: '/' })))

    // Followed from the bottom of the page: the browser's clamping and the scroll to top are not the visitor's.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click()
    await waitForSettledPage(page, 2)
    const onContact = async () =>
      (await eventsOf(page, 'scroll_depth')).filter((entry) => entry.page_path === '/contact').map((entry) => entry.percent_scrolled)
    expect(await onContact()).toEqual([])
    await scrollTo(page, 0.5)
    await scrollTo(page, 1)
    await expect.poll(onContact).toEqual([25, 50, 75, 90, 100])
    expect(errors).toEqual([])
  })

  test('records the lead conversion after a lead is received', async ({ page }) => {
    const errors = collectPageErrors(page)
    await page.goto('/')
    // The first page view comes from an effect: the form is hydrated and takes input.
    await expect.poll(() => eventsOf(page, 'page_view')).toHaveLength(1)
    const form = page.getByRole('form', { name: 'Get Your Free Market Analysis' })
    await form.getByLabel('Full Name *').fill('Morgan Analytics')
    await form.getByLabel('Email Address *').fill(`e2e-analytics-${Date.now()}@example.com`)
    await form.getByLabel('Phone Number *').fill('(714) 555-0188')
    expect(await eventsOf(page, 'generate_lead')).toEqual([])
    await form.getByRole('button', { name: /send|get|request/i }).click()
    await expect(page.getByText(/^Thank you Morgan Analytics!/)).toBeVisible()
    expect(await eventsOf(page, 'generate_lead')).toEqual([
      { event: 'generate_lead', value: 5000, currency: 'USD', lead_source: 'main_form', lead_page: 'home' },
    ])
    expect(errors).toEqual([])
  })

  test('records web vitals rated good, needs-improvement or poor', async ({ page }) => {
    const errors = collectPageErrors(page)
    await page.goto('/')
    await expect
      .poll(async () => (await eventsOf(page, 'web_vitals')).map((entry) => entry.metric_name).sort())
      .toEqual(['FCP', 'TTFB'])
    // LCP is final at the visitor's first input, CLS when the page is hidden (tab switched or left).
    await page.getByRole('heading', { level: 1 }).click()
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await expect
      .poll(async () => (await eventsOf(page, 'web_vitals')).map((entry) => entry.metric_name).sort())
      .toEqual(expect.arrayContaining(['CLS', 'FCP', 'LCP', 'TTFB']))
    // INP comes too when the click was slow enough for the browser to time it; each metric once.
    const vitals = await eventsOf(page, 'web_vitals')
    expect(new Set(vitals.map((entry) => entry.metric_name)).size).toBe(vitals.length)
    for (const vital of vitals) {
      expect(['good', 'needs-improvement', 'poor']).toContain(vital.metric_rating)
      expect(vital.metric_value).toBeGreaterThanOrEqual(0)
    }
    expect(errors).toEqual([])
  })

  test('records going offline and back online', async ({ page, context }) => {
    await page.goto('/')
    await expect.poll(() => eventsOf(page, 'page_view')).toHaveLength(1)
    await context.setOffline(true)
    await expect.poll(() => eventsOf(page, 'connectivity')).toEqual([{ event: 'connectivity', status: 'offline' }])
    await context.setOffline(false)
    await expect
      .poll(() => eventsOf(page, 'connectivity'))
      .toEqual([
        { event: 'connectivity', status: 'offline' },
        { event: 'connectivity', status: 'online' },
      ])
  })

  test('records uncaught errors and rejections, which still reach the console', async ({ page }) => {
    const errors = collectPageErrors(page)
    await page.goto('/')
    await expect.poll(() => eventsOf(page, 'page_view')).toHaveLength(1)
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('Analytics probe error')
      })
      void Promise.reject(new Error('Analytics probe rejection'))
    })
    await expect
      .poll(() => eventsOf(page, 'exception'))
      .toEqual(
        expect.arrayContaining([
          { event: 'exception', description: 'Error: Analytics probe error', fatal: false },
          { event: 'exception', description: 'Error: Analytics probe rejection', fatal: false },
        ]),
      )
    await expect.poll(() => errors).toEqual(expect.arrayContaining(['Analytics probe error', 'Analytics probe rejection']))
  })
})

test.describe('the tag manager', () => {
  test.use({ serviceWorkers: 'block' })

  test('loads once when the site settings hold a container id', async ({ page }) => {
    const tagManager = await watchTagManager(page)
    await withContainerId(page, 'GTM-E2ETEST')
    await page.goto('/')
    await expect.poll(() => tagManager).toEqual([`https://${TAG_MANAGER_HOST}/gtm.js?id=GTM-E2ETEST`])
    expect(await eventsOf(page, 'gtm.js')).toHaveLength(1)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click()
    await expect.poll(() => eventsOf(page, 'page_view')).toHaveLength(2)
    expect(tagManager).toHaveLength(1)
  })

  test('does not load when the browser sends Global Privacy Control, even with a container id', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }))
    const tagManager = await watchTagManager(page)
    await withContainerId(page, 'GTM-E2ETEST')
    await page.goto('/')
    await expect.poll(() => eventsOf(page, 'page_view')).toHaveLength(1)
    expect(await page.evaluate(() => navigator.globalPrivacyControl)).toBe(true)
    await page.waitForTimeout(500)
    expect(tagManager).toEqual([])
    expect(await eventsOf(page, 'gtm.js')).toEqual([])
  })
})
