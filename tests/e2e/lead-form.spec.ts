import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'

import { collectPageErrors } from './support/console'
import { E2E_ADMIN } from './support/constants'
import { waitForHydration } from './support/hydration'

const FORM_TITLE = 'Get Your Free Market Analysis'

function leadForm(page: Page) {
  return page.getByRole('form', { name: FORM_TITLE })
}

async function fillRequired(page: Page, { name, email }: { name: string; email: string }) {
  const form = leadForm(page)
  await form.getByLabel('Full Name *').fill(name)
  await form.getByLabel('Email Address *').fill(email)
  await form.getByLabel('Phone Number *').fill('(714) 555-0123')
}

test('a lead from the home page is thanked, stored with its campaign and source, and the form resets', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page)
  const email = `e2e-${Date.now()}@example.com`
  // The campaign of the landing page is kept for the visit, across pages.
  await page.goto('/blog?utm_source=newsletter&utm_medium=email&utm_campaign=q3-report')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click()
  await expect(leadForm(page)).toBeVisible()

  await fillRequired(page, { name: 'Dana Whitfield', email })
  await leadForm(page).getByLabel('Property Type').selectOption('warehouse')
  await leadForm(page).getByLabel('Timeline').selectOption('short-term')
  await leadForm(page).getByRole('button', { name: /send|get|request/i }).click()

  await expect(
    page
      .getByRole('region', { name: 'Notifications (F8)' })
      .getByText('Thank you Dana Whitfield! We will contact you within 2 hours during business hours.'),
  ).toBeVisible()
  await expect(leadForm(page).getByLabel('Full Name *')).toHaveValue('')

  const { token } = (await (await request.post('/api/users/login', { data: E2E_ADMIN })).json()) as { token: string }
  const stored = await request.get(`/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  const { docs } = (await stored.json()) as { docs: Record<string, unknown>[] }
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({
    name: 'Dana Whitfield',
    propertyType: 'warehouse',
    timeline: 'short-term',
    source: 'main_form',
    page: 'home',
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'q3-report',
  })
  expect(errors).toEqual([])
})

test('missing and wrong fields are named next to them and nothing is sent', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  let sent = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/api/leads/capture')) sent++
  })
  const form = leadForm(page)
  await form.getByLabel('Email Address *').fill('not-an-email')
  await form.getByRole('button', { name: /send|get|request/i }).click()

  await expect(form.getByText('Full Name is required')).toBeVisible()
  await expect(form.getByText('Enter a valid email address')).toBeVisible()
  await expect(form.getByText('Phone Number is required')).toBeVisible()
  await expect(form.getByLabel('Full Name *')).toBeFocused()
  await expect(form.getByLabel('Email Address *')).toHaveAttribute('aria-invalid', 'true')
  expect(sent).toBe(0)
})

test('when the server keeps failing, the visitor is told plainly, given the phone and e-mail, and keeps what they typed', async ({
  page,
  request,
}) => {
  const settings = (await (await request.get('/api/globals/site-settings')).json()) as { phone: string; email: string }
  let tries = 0
  await page.route('**/api/leads/capture', async (route) => {
    tries++
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      headers: { 'Retry-After': '1' },
      body: JSON.stringify({ success: false, error: 'The service is briefly unavailable. Please try again.' }),
    })
  })
  await page.goto('/')
  await waitForHydration(page)
  await fillRequired(page, { name: 'Riley Chen', email: 'riley@example.com' })
  await leadForm(page).getByRole('button', { name: /send|get|request/i }).click()

  const alert = leadForm(page).getByRole('alert')
  await expect(alert).toContainText('Your request was not sent')
  await expect(alert.getByRole('link', { name: settings.phone })).toBeVisible()
  await expect(alert.getByRole('link', { name: settings.email })).toBeVisible()
  expect(tries).toBe(3)
  await expect(leadForm(page).getByLabel('Full Name *')).toHaveValue('Riley Chen')
})
