import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'

import { E2E_ADMIN } from './support/constants'

/**
 * Script and markup typed into a lead, a post and the site settings are shown as text and never run:
 * on the public site and in the admin, in a real browser.
 */

/** Every way the markup below could run sets `window.__xss` to where it came from. */
const hostile = (origin: string) =>
  `<img src=x onerror="window.__xss='${origin}'"><script>window.__xss='${origin}'</script><svg onload="window.__xss='${origin}'"></svg>`

const textNode = (text: string) => ({ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' })

/** A Lexical paragraph holding `children`, as the editor stores it. */
const paragraphOf = (children: unknown[]) => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  textStyle: '',
  children,
})

const paragraph = (text: string) => paragraphOf([textNode(text)])

const scriptLink = (label: string) =>
  paragraphOf([
    {
      type: 'link',
      version: 3,
      direction: 'ltr',
      format: '',
      indent: 0,
      fields: { linkType: 'custom', newTab: false, url: "javascript:window.__xss='link'" },
      children: [textNode(label)],
    },
  ])

async function adminToken(request: APIRequestContext): Promise<string> {
  const { token } = (await (await request.post('/api/users/login', { data: E2E_ADMIN })).json()) as { token: string }
  return token
}

/** Runs the page's own checks: nothing set the marker and no dialog opened. */
async function expectNothingRan(page: Page, dialogs: string[], where: string) {
  // Give an onerror or onload handler time to fire.
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss), where).toBeUndefined()
  expect(dialogs, where).toEqual([])
}

test('markup in a lead, a post and the site settings is shown as text and never runs, on the site or in the admin', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const token = await adminToken(request)
  const auth = { Authorization: `JWT ${token}` }
  const stamp = Date.now()

  const lead = await request.post('/api/leads/capture', {
    data: {
      name: `Mallory ${stamp} ${hostile('lead name')}`.slice(0, 120),
      email: `mallory-${stamp}@example.com`,
      phone: '(714) 555-0166',
      company: hostile('lead company').slice(0, 160),
      message: hostile('lead message'),
      source: 'main_form',
      page: 'home',
    },
  })
  expect(lead.status()).toBe(200)
  const leads = (await (
    await request.get(`/api/leads?where[email][equals]=mallory-${stamp}@example.com&depth=0`, { headers: auth })
  ).json()) as { docs: { id: number }[] }
  const leadId = leads.docs[0]?.id
  expect(leadId).toBeTruthy()

  const created = await request.post('/api/posts', {
    headers: auth,
    data: {
      title: `Cold storage ${stamp} <script>window.__xss='title'</script>`,
      slug: `hostile-${stamp}`,
      // Old enough to stay off the first page of the blog and out of "newest" lists.
      publishedDate: '2020-01-15T00:00:00.000Z',
      category: 'Guides',
      excerpt: hostile('excerpt'),
      content: { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: [paragraph(hostile('content')), scriptLink('Read the report')] } },
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const post = ((await created.json()) as { doc: { id: number; slug: string } }).doc

  const settings = (await (await request.get('/api/globals/site-settings?depth=0', { headers: auth })).json()) as {
    footerTagline: string | null
  }
  const setTagline = (footerTagline: string | null) =>
    request.post('/api/globals/site-settings', { headers: auth, data: { footerTagline } })
  expect((await setTagline(hostile('settings').slice(0, 200))).status()).toBe(200)

  try {
    // The public site.
    await page.goto(`/blog/${post.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`<script>window.__xss='title'</script>`)
    await expect(page.getByText(hostile('content'))).toBeVisible()
    await expect(page.getByRole('link', { name: 'Read the report' })).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toContainText('<img src=x onerror=')
    await expectNothingRan(page, dialogs, 'post page')

    // The admin: the lead list, the lead, the post and the settings.
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(E2E_ADMIN.email)
    await page.getByLabel('Password').fill(E2E_ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByRole('link', { name: 'Properties' }).first()).toBeAttached()
    for (const [path, where] of [
      ['/admin/collections/leads', 'lead list'],
      [`/admin/collections/leads/${leadId}`, 'lead'],
      [`/admin/collections/posts/${post.id}`, 'post'],
      ['/admin/globals/site-settings', 'settings'],
    ] as const) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await expectNothingRan(page, dialogs, where)
    }
    await expect(page.locator('input[name="footerTagline"]')).toHaveValue(hostile('settings').slice(0, 200))
  } finally {
    await setTagline(settings.footerTagline)
    await request.delete(`/api/posts/${post.id}`, { headers: auth })
  }
})
