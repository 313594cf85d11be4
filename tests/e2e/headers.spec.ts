import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'

import { collectPageErrors } from './support/console'
import { E2E_ADMIN } from './support/constants'

/** The sources of one directive of a Content-Security-Policy. */
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1) ?? []

/** Records every Content-Security-Policy violation the page reports, from before its first script. */
async function collectViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const violations: string[] = []
    Object.assign(window, { __cspViolations: violations })
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  const fromConsole: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) fromConsole.push(message.text())
  })
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ]
}

const expectBaseHeaders = (headers: Record<string, string>) => {
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains; preload')
  expect(headers['expect-ct']).toBe('max-age=86400')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['content-security-policy']).toBeTruthy()
}

test('a site page runs under a policy without inline scripts, and a CDN may keep it a minute', async ({ page }) => {
  const errors = collectPageErrors(page)
  const violations = await collectViolations(page)
  const response = await page.goto('/properties')
  const headers = response?.headers() ?? {}
  expectBaseHeaders(headers)
  const policy = headers['content-security-policy']
  expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'")
  expect(directive(policy, 'script-src')).toContain('https://www.googletagmanager.com')
  expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"])
  expect(headers['x-frame-options']).toBe('SAMEORIGIN')
  expect(headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')

  // Hydrated and interactive under the policy: a client-side navigation works.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await violations()).toEqual([])
  expect(errors).toEqual([])
})

test('a page answers 304 to its ETag; API answers and files carry the headers too', async ({ request }) => {
  const first = await request.get('/contact')
  const etag = first.headers().etag
  expect(etag).toBeTruthy()
  const again = await request.get('/contact', { headers: { 'If-None-Match': etag } })
  expect(again.status()).toBe(304)
  expectBaseHeaders(again.headers())

  for (const path of ['/api/properties/featured', '/api/globals/site-settings', '/favicon.svg', '/no-such-page']) {
    const response = await request.get(path)
    expectBaseHeaders(response.headers())
  }
  const api = await request.get('/api/globals/site-settings')
  expect(api.headers()['x-frame-options']).toBe('DENY')
  expect(directive(api.headers()['content-security-policy'], 'default-src')).toEqual(["'none'"])
  const missing = await request.get('/no-such-page')
  expect(missing.status()).toBe(404)
  expect(missing.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60')
  const me = await request.get('/api/users/me')
  expect(me.headers()['cache-control']).toBe('private, no-store')
})

test('pages, API answers and the build\'s files are compressed for clients that accept it', async ({ request }) => {
  const plain = await request.get('/about', { headers: { 'Accept-Encoding': 'identity' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  expect(plain.headers().vary).toBe('Accept-Encoding')
  const html = await plain.text()
  for (const encoding of ['br', 'gzip']) {
    const compressed = await request.get('/about', { headers: { 'Accept-Encoding': encoding } })
    expect(compressed.headers()['content-encoding']).toBe(encoding)
    expect(Number(compressed.headers()['content-length'])).toBeLessThan(html.length / 3)
    // The client decompresses it back to the very same page.
    expect(await compressed.text()).toBe(html)
  }

  const script = /<script type="module" src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  expect(script).toBeTruthy()
  for (const file of [script as string, '/sw.js']) {
    const fileText = await (await request.get(file, { headers: { 'Accept-Encoding': 'identity' } })).text()
    const compressed = await request.get(file, { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(compressed.headers()['content-encoding'], file).toBe('br')
    expect(await compressed.text(), file).toBe(fileText)
  }

  const api = await request.get('/api/properties/featured', { headers: { 'Accept-Encoding': 'gzip' } })
  expect(api.headers()['content-encoding']).toBe('gzip')
  expect(Array.isArray(await api.json())).toBe(true)
  // A conditional request with the compressed answer's tag still gets 304.
  const again = await request.get('/api/properties/featured', {
    headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': api.headers().etag },
  })
  expect(again.status()).toBe(304)
})

test('the admin cannot be framed, and logging in works under its policy', async ({ page }) => {
  const violations = await collectViolations(page)
  const response = await page.goto('/admin/login')
  const headers = response?.headers() ?? {}
  expectBaseHeaders(headers)
  expect(headers['x-frame-options']).toBe('DENY')
  expect(directive(headers['content-security-policy'], 'frame-ancestors')).toEqual(["'none'"])
  expect(headers['cache-control']).toMatch(/no-store/)

  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  // Signed in: the dashboard lists the collections; a collection's list view renders under the policy too.
  await expect(page.getByRole('link', { name: 'Properties' }).first()).toBeAttached()
  await page.goto('/admin/collections/properties')
  await expect(page.getByRole('heading', { name: 'Properties', level: 1 })).toBeVisible()
  expect(await violations()).toEqual([])
})
