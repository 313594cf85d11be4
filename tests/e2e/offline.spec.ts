import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'

import { collectPageErrors } from './support/console'
import { E2E_ADMIN } from './support/constants'

const FORM_TITLE = 'Get Your Free Market Analysis'

/** Waits for the service worker to be active, then reloads so it controls the page. */
async function installServiceWorker(page: Page) {
  const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)
  expect(new URL(scriptUrl ?? '').pathname).toBe('/sw.js')
  await page.reload()
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toMatch(/\/sw\.js$/)
}

async function leadsByEmail(request: APIRequestContext, email: string) {
  const { token } = (await (await request.post('/api/users/login', { data: E2E_ADMIN })).json()) as { token: string }
  const stored = await request.get(`/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  return ((await stored.json()) as { docs: Record<string, unknown>[] }).docs
}

test('the service worker at /sw.js is never cached by the browser', async ({ request }) => {
  const response = await request.get('/sw.js')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-cache')
})

test('offline, visited pages still open and others show the offline page', async ({ page, context }) => {
  const errors = collectPageErrors(page)
  await page.goto('/')
  await installServiceWorker(page)
  expect(errors).toEqual([])

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('form', { name: FORM_TITLE })).toBeVisible()

  await page.goto('/privacy')
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible()
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(violations).toEqual([])
  await context.setOffline(false)
})

test('a lead sent offline is queued, then delivered once when the connection returns', async ({
  page,
  context,
  request,
}) => {
  const email = `e2e-offline-${Date.now()}@example.com`
  await page.goto('/')
  await installServiceWorker(page)

  await context.setOffline(true)
  const form = page.getByRole('form', { name: FORM_TITLE })
  await form.getByLabel('Full Name *').fill('Morgan Reyes')
  await form.getByLabel('Email Address *').fill(email)
  await form.getByLabel('Phone Number *').fill('(714) 555-0188')
  await form.getByRole('button', { name: /send|get|request/i }).click()
  await expect(page.getByText('You are offline, Morgan Reyes: your request is saved.', { exact: true })).toBeVisible()
  expect(await leadsByEmail(request, email)).toHaveLength(0)

  await context.setOffline(false)
  await expect(page.getByText('Your saved request has been sent. We will be in touch soon.', { exact: true })).toBeVisible()
  await expect.poll(async () => (await leadsByEmail(request, email)).length).toBe(1)

  // A second replay (e.g. the worker starting again) finds nothing left to send.
  await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'REPLAY_LEADS' }))
  await page.waitForTimeout(500)
  const leads = await leadsByEmail(request, email)
  expect(leads).toHaveLength(1)
  expect(leads[0]).toMatchObject({ name: 'Morgan Reyes', source: 'main_form', page: 'home' })
})
