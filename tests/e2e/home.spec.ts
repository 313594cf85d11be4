import { expect, test } from '@playwright/test'
import type { APIRequestContext } from '@playwright/test'

import { collectPageErrors } from './support/console'

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

test('build assets are cached for a year as immutable, pages are revalidated', async ({ page, request }) => {
  const response = await page.goto('/')
  expect(response?.headers()['cache-control']).toBe('no-cache')
  const scriptSrc = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src')
  const stylesheetHref = await page.locator('link[rel="stylesheet"][href^="/assets/"]').first().getAttribute('href')
  for (const asset of [scriptSrc, stylesheetHref]) {
    expect(asset).toBeTruthy()
    const assetResponse = await request.get(asset as string)
    expect(assetResponse.status()).toBe(200)
    expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  }
})
