import { expect, test } from '@playwright/test'

import { collectPageErrors } from './support/console'
import { E2E_ADMIN } from './support/constants'

test('an open home page shows a change to a listing without a reload', async ({ page, request }) => {
  const errors = collectPageErrors(page)
  await page.goto('/')
  const headings = page.getByRole('region', { name: 'Featured Properties' }).getByRole('heading', { level: 3 })
  await expect(headings).toHaveCount(3)

  const { token } = (await (await request.post('/api/users/login', { data: E2E_ADMIN })).json()) as { token: string }
  const [first] = (await (await request.get('/api/properties/featured')).json()) as { id: number }[]
  const address = `${Date.now() % 100_000} Live Update Ave, Costa Mesa, CA 92626`
  const update = await request.put(`/api/admin/properties/${first.id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { address },
  })
  expect(update.status()).toBe(200)

  // The change feed reaches the page over /api/events and SWR refetches the list.
  await expect(headings.first()).toHaveText(address)
  expect(errors).toEqual([])
})
