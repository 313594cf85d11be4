import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from './support/constants'

test('an admin logs in, creates and publishes a property, and sees it first on the home page', async ({ page, request }) => {
  // The home page as a browser and the server's cache hold it before the change.
  await request.get('/')
  const before = await request.get('/')
  expect(before.headers()['x-cache']).toBe('HIT')
  const etagBefore = before.headers().etag

  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('link', { name: 'Properties' }).first()).toBeVisible()

  await page.goto('/admin/collections/properties/create')
  const address = `${Date.now() % 100_000} Harbor Logistics Way, Irvine, CA 92618`
  await page.getByLabel('Address').fill(address)
  await page.locator('#field-type').click()
  await page.getByRole('option', { name: 'Flex', exact: true }).click()
  await page.getByLabel('Size').fill('36500')
  await page.getByLabel('Rate').fill('$1.72/SF/Mo NNN')
  await page.getByLabel('Published').check()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible()

  // The next load is rendered anew (the change feed purged the cache), and a browser revalidating its
  // copy gets the new page, not 304.
  await expect(async () => {
    const after = await request.get('/', { headers: { 'If-None-Match': etagBefore } })
    expect(after.status()).toBe(200)
    expect(after.headers().etag).not.toBe(etagBefore)
    expect(await after.text()).toContain(address)
  }).toPass({ timeout: 10_000 })
  expect((await request.get('/')).headers()['x-cache']).toBe('HIT')

  await page.goto('/')
  const featured = page.getByRole('region', { name: 'Featured Properties' })
  await expect(featured.getByRole('heading', { level: 3 }).first()).toHaveText(address)
})
