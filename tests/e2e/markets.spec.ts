import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'

import { MARKET_SLUGS } from '../../cms/shared/markets'
import { collectPageErrors } from './support/console'

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
}

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

async function productSlug(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/globals/site-settings')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { productSlug: string }).productSlug
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path)
  expect(response.ok(), path).toBe(true)
  return (await response.json()) as T
}

/** The figures as SPEC.md section 9 shows them, worked out here independently of the site's code. */
function expectedFigures(snapshot: Snapshot, { isCity }: { isCity: boolean }) {
  const thousands = Math.round(snapshot.net_absorption_quarterly / 1000)
  const sign = thousands > 0 ? '+' : thousands < 0 ? '-' : ''
  return {
    'Vacancy rate': `${snapshot.vacancy_rate.toFixed(isCity ? 1 : 2)}%`,
    'Average lease rate': `$${(snapshot.avg_lease_rate / 12).toFixed(2)}/SF/mo`,
    'Net absorption': `${sign}${Math.abs(thousands).toLocaleString('en-US')}K SF`,
    Transactions: (snapshot.num_sale_transactions + snapshot.num_lease_transactions).toLocaleString('en-US'),
    'Transaction volume': `${((snapshot.sale_transactions_sf + snapshot.lease_transactions_sf) / 1_000_000).toFixed(1)}M SF`,
  }
}

/** The value shown under a stat card's label, e.g. "Vacancy rate" -> "6.1%". */
async function statValue({ page, label }: { page: Page; label: string }): Promise<string> {
  const term = page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })
  const value = term.locator('xpath=following-sibling::dd[1]')
  return ((await value.textContent()) ?? '').trim()
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze()
  expect(violations.map(({ id, nodes }) => `${id} (${nodes.map((node) => node.target).join(', ')})`)).toEqual([])
}

test('the markets overview lists the 19 markets with working links, and opens one in the browser', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page)
  const product = await productSlug(request)
  await page.goto('/markets')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Markets/)
  const grid = page.getByRole('region', { name: /Orange County markets$/ })
  const links = grid.getByRole('listitem').getByRole('link')
  await expect(links).toHaveCount(19)
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))
  expect(hrefs).toEqual(MARKET_SLUGS.map((market) => `/${market}-${product}`))
  for (const href of hrefs) {
    const response = await request.get(href as string)
    expect(response.status(), href as string).toBe(200)
  }
  // Each card shows its market's latest vacancy (1 decimal) and monthly lease rate.
  const irvine = await getJson<{ data: Snapshot }>(request, '/api/market-data/city/irvine')
  const irvineCard = grid.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Irvine', exact: true }) })
  await expect(irvineCard).toContainText(`${irvine.data.vacancy_rate.toFixed(1)}%`)
  await expect(irvineCard).toContainText(`$${(irvine.data.avg_lease_rate / 12).toFixed(2)}/SF/mo`)
  await expectNoAxeViolations(page)

  await grid.getByRole('link', { name: 'Santa Ana', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/santa-ana-${product}$`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Santa Ana')
  expect(errors).toEqual([])
})

test.describe('a city page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows the city, its figures per SPEC.md section 9, a chart and its listings', async ({ page, request }) => {
    const product = await productSlug(request)
    const { data: snapshot } = await getJson<{ data: Snapshot }>(request, '/api/market-data/city/irvine-spectrum')
    const listings = await getJson<{ docs: { address: string }[] }>(
      request,
      '/api/properties?where[city.slug][equals]=irvine-spectrum&sort=-createdAt&limit=6&depth=0',
    )

    const response = await page.goto(`/irvine-spectrum-${product}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Irvine Spectrum')
    await expect(page).toHaveTitle(/Irvine Spectrum/)

    for (const [label, value] of Object.entries(expectedFigures(snapshot, { isCity: true }))) {
      expect(await statValue({ page, label }), label).toBe(value)
    }

    // The server sends a phone and a wide drawing; the stylesheet shows the one that fits the screen.
    const chart = page.locator('svg[role="img"]').filter({ visible: true }).first()
    await expect(chart).toHaveAttribute('aria-label', /vacancy/i)
    await expect(chart.locator('path.recharts-curve')).toHaveCount(2)

    const section = page.getByRole('region', { name: 'Irvine Spectrum listings' })
    expect(listings.docs.length).toBeGreaterThan(0)
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(listings.docs.map((doc) => doc.address))
  })
})

test('only /{market}-{product slug} of a known market is a city page; other paths are not found', async ({ page }) => {
  for (const path of ['/foo', '/irvine', '/irvine-industrial', '/irvine-spectrum-warehouses']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Page not found')
  }
  const response = await page.goto('/irvine-spectrum-industrial-real-estate')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Irvine Spectrum')
  await expect(page.getByRole('region', { name: /Irvine Spectrum industrial real estate market/i })).toBeVisible()
})

test('city pages hydrate without errors and pass axe', async ({ page, request }) => {
  const product = await productSlug(request)
  for (const market of ['irvine-spectrum', 'anaheim']) {
    const errors = collectPageErrors(page)
    await page.goto(`/${market}-${product}`)
    await page.waitForLoadState('networkidle')
    await expect(page.locator('svg[role="img"]').filter({ visible: true })).toHaveCount(1)
    await expectNoAxeViolations(page)
    expect(errors, market).toEqual([])
    page.removeAllListeners('console')
    page.removeAllListeners('pageerror')
  }
})

test('market reports show the quarterly table, the chart and the report form', async ({ page, request }) => {
  const errors = collectPageErrors(page)
  const { data: history } = await getJson<{ data: Snapshot[] }>(request, '/api/market-data/history?area=county&limit=8')
  await page.goto('/market-reports')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Market Reports/)

  const table = page.getByRole('table', { name: 'Orange County industrial market by quarter' })
  const rows = table.getByRole('row')
  await expect(rows).toHaveCount(history.length + 1)
  const latest = history.at(-1) as Snapshot
  const expected = expectedFigures(latest, { isCity: false })
  await expect(rows.nth(1).getByRole('rowheader')).toContainText(`${latest.quarter} ${latest.year}`)
  await expect(rows.nth(1).getByRole('cell')).toHaveText([
    expected['Vacancy rate'],
    expected['Average lease rate'].replace('/SF/mo', ''),
    expected['Net absorption'],
    expected.Transactions,
    expected['Transaction volume'],
  ])
  await expect(page.locator('svg[role="img"]').filter({ visible: true })).toHaveAttribute(
    'aria-label',
    /Orange County vacancy/,
  )

  const form = page.getByRole('form', { name: 'Get the Full Quarterly Report' })
  await expect(form).toBeVisible()
  await expect(form.getByLabel(/Full Name/)).toBeVisible()
  await expectNoAxeViolations(page)
  // On a phone the table scrolls sideways inside a focusable region.
  await page.setViewportSize({ width: 360, height: 800 })
  await expectNoAxeViolations(page)
  expect(errors).toEqual([])
})
