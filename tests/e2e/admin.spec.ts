import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from './support/constants'

test('an admin logs in, creates and publishes a property, and sees it first on the home page', async ({ page }) => {
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

  await page.goto('/')
  const featured = page.getByRole('region', { name: 'Featured Properties' })
  await expect(featured.getByRole('heading', { level: 3 }).first()).toHaveText(address)
})
