import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'

import { collectPageErrors } from './support/console'
import { waitForHydration } from './support/hydration'

type Listing = {
  id: number
  address: string
  size: number
  features?: string[] | null
  gallery?: number[] | null
  brochure?: number | null
  city?: number | null
}

/** How many published listings match `where` (Payload bracket keys), asked of the API the page uses. */
async function countPublished(request: APIRequestContext, where: Record<string, string> = {}): Promise<number> {
  const params = new URLSearchParams({ 'where[published][equals]': 'true', limit: '1', depth: '0', ...where })
  const response = await request.get(`/api/properties?${params}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

/** Every published listing (the seeded ones and any another test added). */
async function publishedListings(request: APIRequestContext): Promise<Listing[]> {
  const response = await request.get('/api/properties?where[published][equals]=true&depth=0&limit=200')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: Listing[] }).docs
}

/** A published listing with gallery photos and a brochure, to show the whole detail page. */
async function completeListing(request: APIRequestContext): Promise<Listing> {
  const listing = (await publishedListings(request)).find(
    (candidate) => (candidate.gallery?.length ?? 0) >= 2 && candidate.brochure && candidate.city && candidate.features?.length,
  )
  expect(listing, 'the demo content has a listing with gallery, brochure, city and features').toBeTruthy()
  return listing as Listing
}

const cards = (page: Page) => page.getByRole('main').getByRole('article')
const resultsHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /^(Showing \d+–\d+ of )?\d+ propert(y|ies)$/ })

/** Loads a page and waits for hydration: the app opens its live-update feed once it has hydrated. */
async function gotoHydrated(page: Page, url: string) {
  await page.goto(url)
  await waitForHydration(page)
}

/**
 * Opens a listing the way a visitor does, from the list filtered to its city: the page is then
 * rendered by the running app, so the form and gallery respond at once (no wait for hydration).
 */
async function openFromList({ page, request, listing }: { page: Page; request: APIRequestContext; listing: Listing }) {
  const city = (await (await request.get(`/api/cities/${listing.city}?depth=0`)).json()) as { slug: string }
  await gotoHydrated(page, `/properties?city=${city.slug}`)
  await page.getByRole('link', { name: listing.address, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/properties/${listing.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: listing.address })).toBeVisible()
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(violations).toEqual([])
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the filter form narrows the server-rendered list through the query string', async ({ page, request }) => {
    const expected = await countPublished(request, { 'where[type][equals]': 'Warehouse', 'where[listingType][equals]': 'lease' })
    expect(expected).toBeGreaterThan(0)
    await page.goto('/properties')
    await page.getByLabel('Property type').selectOption('Warehouse')
    await page.getByLabel('Lease or sale').selectOption('lease')
    await page.getByRole('button', { name: 'Apply filters' }).click()

    await expect(page).toHaveURL(/[?&]type=Warehouse(&|$)/)
    await expect(page).toHaveURL(/[?&]listing=lease(&|$)/)
    await expect(cards(page)).toHaveCount(expected)
    for (const card of await cards(page).all()) {
      await expect(card).toContainText('Warehouse')
      await expect(card).toContainText('For Lease')
    }

    await page.reload()
    await expect(cards(page)).toHaveCount(expected)
    await expect(page.getByLabel('Property type')).toHaveValue('Warehouse')
    await expect(page.getByLabel('Lease or sale')).toHaveValue('lease')
  })

  test('a property page is complete in the server HTML', async ({ page, request }) => {
    const listing = await completeListing(request)
    const response = await page.goto(`/properties/${listing.id}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: listing.address })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Specifications' })).toContainText(`${listing.size.toLocaleString('en-US')} SF`)
    await expect(page.getByRole('region', { name: 'Features' }).getByRole('listitem')).toHaveText(listing.features ?? [])
    const mainPhoto = page.getByRole('region', { name: `Photos of ${listing.address}` }).getByRole('img').first()
    await expect(mainPhoto).toHaveAttribute('fetchpriority', 'high')
    await expect(mainPhoto).toHaveAttribute('srcset', / 400w, .+ 800w, .+ 1200w$/)
    await expect(page.getByRole('link', { name: /Download Brochure/ })).toHaveAttribute('href', /\.pdf$/)
    await expect(page.getByRole('form', { name: 'Request Information' })).toBeVisible()
  })

  test('an unknown or unpublished listing is the not-found page with HTTP 404', async ({ page }) => {
    for (const path of ['/properties/999999', '/properties/not-a-number']) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    }
  })
})

test.describe('the property list', () => {
  test('filters and sorting update the URL at once, survive a reload and reset', async ({ page, request }) => {
    const errors = collectPageErrors(page)
    const total = await countPublished(request)
    const expected = await countPublished(request, {
      'where[size][greater_than_equal]': '25000',
      'where[size][less_than]': '50000',
    })
    expect(expected).toBeGreaterThan(1)
    expect(expected).toBeLessThan(total)

    await gotoHydrated(page, '/properties')
    await page.getByLabel('Size').selectOption('25k-50k')
    await expect(page).toHaveURL(/\/properties\?size=25k-50k$/)
    await expect(cards(page)).toHaveCount(expected)
    await expect(resultsHeading(page)).toHaveText(`${expected} properties`)

    await page.getByLabel('Sort by').selectOption('size-asc')
    await expect(page).toHaveURL(/\/properties\?size=25k-50k&sort=size-asc$/)
    // The previous order stays shown until the sorted list has arrived.
    await expect(async () => {
      const sizeTexts = await cards(page).getByText(/^[\d,]+ SF$/).allTextContents()
      const sizes = sizeTexts.map((text) => Number(text.replace(/\D/g, '')))
      expect(sizes).toHaveLength(expected)
      expect(sizes.every((size) => size >= 25_000 && size < 50_000)).toBe(true)
      expect(sizes).toEqual([...sizes].sort((a, b) => a - b))
    }).toPass()

    await page.reload()
    await expect(page.getByLabel('Size')).toHaveValue('25k-50k')
    await expect(page.getByLabel('Sort by')).toHaveValue('size-asc')
    await expect(cards(page)).toHaveCount(expected)

    await page.getByRole('link', { name: 'Reset filters' }).click()
    await expect(page).toHaveURL(/\/properties$/)
    await expect(resultsHeading(page)).toContainText(`${total} properties`)
    expect(errors).toEqual([])
  })

  test('a filter nothing matches shows the empty state with a reset link', async ({ page, request }) => {
    const usedCities = new Set((await publishedListings(request)).map((listing) => listing.city))
    const cities = ((await (await request.get('/api/cities?depth=0&limit=100')).json()) as { docs: { id: number; slug: string }[] }).docs
    const emptyCity = cities.find((city) => !usedCities.has(city.id))
    expect(emptyCity, 'some market has no listing').toBeTruthy()

    await gotoHydrated(page, `/properties?city=${emptyCity?.slug}`)
    await expect(page.getByText('No properties match these filters.')).toBeVisible()
    await expect(cards(page)).toHaveCount(0)
    await page.getByRole('main').getByRole('link', { name: 'Reset filters' }).last().click()
    await expect(page).toHaveURL(/\/properties$/)
    await expect(cards(page)).not.toHaveCount(0)
  })

  test('pagination shows 9 per page, marks the current page and keeps the filters', async ({ page, request }) => {
    const errors = collectPageErrors(page)
    const total = await countPublished(request)
    expect(total).toBeGreaterThan(9)
    await gotoHydrated(page, '/properties?sort=size-desc')
    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    await expect(cards(page)).toHaveCount(9)
    const firstPage = await cards(page).getByRole('heading', { level: 3 }).allTextContents()

    await pagination.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\/properties\?sort=size-desc&page=2$/)
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expect(pagination.getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current', 'page')
    await expect(cards(page)).toHaveCount(Math.min(9, total - 9))
    await expect(resultsHeading(page)).toHaveText(`Showing 10–${Math.min(18, total)} of ${total} properties`)
    const secondPage = await cards(page).getByRole('heading', { level: 3 }).allTextContents()
    expect(secondPage.filter((address) => firstPage.includes(address))).toEqual([])

    await page.goBack()
    await expect(page).toHaveURL(/\/properties\?sort=size-desc$/)
    await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText(firstPage)
    expect(errors).toEqual([])
  })

  test('has no WCAG 2.1 AA violations', async ({ page }) => {
    await gotoHydrated(page, '/properties')
    await expectNoAxeViolations(page)
  })
})

test.describe('a property page', () => {
  test('shows the specifications, every feature, the gallery, the brochure and the inquiry form', async ({ page, request }) => {
    const errors = collectPageErrors(page)
    const listing = await completeListing(request)
    await openFromList({ page, request, listing })
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'All properties' })).toHaveAttribute(
      'href',
      '/properties',
    )

    const specs = page.getByRole('region', { name: 'Specifications' })
    for (const label of ['Size', 'Property type', 'Lease or sale', 'Status', 'Clear height', 'Dock-high doors', 'City']) {
      await expect(specs.getByText(label, { exact: true })).toBeVisible()
    }
    await expect(specs).toContainText(`${listing.size.toLocaleString('en-US')} SF`)
    await expect(specs.getByRole('link')).toHaveAttribute('href', /^\/[a-z-]+-[a-z-]+$/)

    const features = page.getByRole('region', { name: 'Features' }).getByRole('listitem')
    await expect(features).toHaveText(listing.features ?? [])

    const photoCount = 1 + (listing.gallery?.length ?? 0)
    const gallery = page.getByRole('region', { name: `Photos of ${listing.address}` })
    const thumbnails = gallery.getByRole('button', { name: /^Photo \d+ of \d+/ })
    await expect(thumbnails).toHaveCount(photoCount)
    await expect(thumbnails.first()).toHaveAttribute('aria-pressed', 'true')
    const second = gallery.getByRole('button', { name: new RegExp(`^Photo 2 of ${photoCount}: `) })
    await second.click()
    await expect(second).toHaveAttribute('aria-pressed', 'true')
    const secondAlt = (await second.getAttribute('aria-label'))?.replace(/^Photo 2 of \d+: /, '') ?? ''
    await expect(gallery.getByRole('img', { name: secondAlt, exact: true })).toBeVisible()
    // The arrow keys step through the photos from any gallery control.
    await second.press('ArrowRight')
    await expect(gallery.getByRole('button', { name: new RegExp(`^Photo 3 of ${photoCount}: `) })).toHaveAttribute('aria-pressed', 'true')

    const brochure = page.getByRole('link', { name: /Download Brochure/ })
    await expect(brochure).toHaveAttribute('download', '')
    const href = await brochure.getAttribute('href')
    expect(href).toMatch(/^\/uploads\/.+\.pdf$/)
    const pdf = await request.get(href as string)
    expect(pdf.headers()['content-type']).toBe('application/pdf')

    const form = page.getByRole('form', { name: 'Request Information' })
    await expect(form).toBeVisible()
    await expect(form.getByLabel(/Message/)).toHaveValue(`I'd like more information about ${listing.address}.`)
    expect(errors).toEqual([])
  })

  test('an inquiry is sent as a property inquiry from this page and thanked', async ({ page, request }) => {
    const listing = await completeListing(request)
    await openFromList({ page, request, listing })
    const form = page.getByRole('form', { name: 'Request Information' })
    await form.getByLabel('Full Name *').fill('Morgan Ellis')
    await form.getByLabel('Email Address *').fill(`e2e-inquiry-${Date.now()}@example.com`)
    await form.getByLabel('Phone Number *').fill('(949) 555-0147')

    const sent = page.waitForRequest((candidate) => candidate.url().endsWith('/api/leads/capture') && candidate.method() === 'POST')
    await form.getByRole('button', { name: /send|request/i }).click()
    expect((await sent).postDataJSON()).toMatchObject({
      source: 'property_inquiry',
      page: `/properties/${listing.id}`,
      message: `I'd like more information about ${listing.address}.`,
    })
    await expect(page.getByText(/^Thank you Morgan Ellis!/)).toBeVisible()
  })

  test('has no WCAG 2.1 AA violations', async ({ page, request }) => {
    const listing = await completeListing(request)
    await gotoHydrated(page, `/properties/${listing.id}`)
    await expect(page.getByRole('heading', { level: 1, name: listing.address })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
