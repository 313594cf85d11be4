import { expect, test, type APIRequestContext } from '@playwright/test'

import { collectPageErrors } from './support/console'
import { E2E_ADMIN } from './support/constants'

/** Gives the first featured listing a new address through the admin API and returns it. */
async function changeFirstFeaturedListing(request: APIRequestContext) {
  const { token } = (await (await request.post('/api/users/login', { data: E2E_ADMIN })).json()) as { token: string }
  const [first] = (await (await request.get('/api/properties/featured')).json()) as { id: number }[]
  const address = `${Date.now() % 100_000} Live Update Ave, Costa Mesa, CA 92626`
  const update = await request.put(`/api/admin/properties/${first!.id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { address },
  })
  expect(update.status()).toBe(200)
  return address
}

test('an open home page shows a change to a listing without a reload', async ({ page, request }) => {
  const errors = collectPageErrors(page)
  const streamOpened = page.waitForRequest('**/api/events?since=*')
  await page.goto('/')
  const headings = page.getByRole('region', { name: 'Featured Properties' }).getByRole('heading', { level: 3 })
  await expect(headings).toHaveCount(3)
  await streamOpened

  const address = await changeFirstFeaturedListing(request)

  // The change feed reaches the page over /api/events and SWR refetches the list.
  await expect(headings.first()).toHaveText(address)
  expect(errors).toEqual([])
})

test('a change made after the page was rendered but before its change stream opened is not missed', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page)
  // Hold the page's change stream until the change is committed.
  let releaseStream = () => {}
  const changed = new Promise<void>((resolve) => (releaseStream = resolve))
  await page.route('**/api/events?*', async (route) => {
    await changed
    await route.continue()
  })
  await page.goto('/')
  const headings = page.getByRole('region', { name: 'Featured Properties' }).getByRole('heading', { level: 3 })
  await expect(headings).toHaveCount(3)
  const before = await headings.first().textContent()

  const address = await changeFirstFeaturedListing(request)
  expect(address).not.toBe(before)
  releaseStream()

  // The stream opens with the cursor the page was rendered at and replays the change.
  await expect(headings.first()).toHaveText(address)
  expect(errors).toEqual([])
})
