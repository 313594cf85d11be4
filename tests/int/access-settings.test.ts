/**
 * Access to the site-settings global (README "Access"): everyone reads it, but only admins see or
 * change the webhooks (field-level access); editors and admins update it; brokers and the public
 * cannot. The settings are shared with the other test files, so what these tests change is put back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { SiteSetting } from '../../cms/payload-types'
import {
  expectForbidden,
  expectJson,
  uniqueToken,
  type Actor,
  setUpAccessFile,
} from './support/access-helpers'
import { api, getTestPayload } from './support/payload'

const PATH = '/api/globals/site-settings'

const webhook = (label: string) => ({
  url: `https://hooks.example.com/${label}-${uniqueToken()}`,
  enabled: true,
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
})

const tokens = setUpAccessFile()
let original: Pick<SiteSetting, 'hoursText' | 'webhooks'>
let adminWebhook: ReturnType<typeof webhook>

/** The settings as an admin sees them, webhooks included. */
const readAsAdmin = async () => expectJson<SiteSetting>(await api('GET', PATH, { token: tokens.admin }))

beforeAll(async () => {
  const payload = await getTestPayload()
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
  original = { hoursText: settings.hoursText, webhooks: settings.webhooks }
  adminWebhook = webhook('crm')
  await payload.updateGlobal({ slug: 'site-settings', data: { webhooks: [adminWebhook] }, overrideAccess: true })
})

afterAll(async () => {
  const payload = await getTestPayload()
  await payload.updateGlobal({ slug: 'site-settings', data: original, overrideAccess: true })
})

describe(PATH, () => {
  // Payload removes a field its reader may not see, but puts an array field back as `[]`
  // (payload/dist/fields/hooks/afterRead/promise.js): the key stays, with no URL or secret in it.
  it.each<Actor>(['anonymous', 'editor', 'broker'])('%s reads the settings without the webhooks', async (actor) => {
    const response = await api('GET', PATH, { token: tokens[actor] })
    const settings = await expectJson<SiteSetting>(response.clone())
    expect(settings).toMatchObject({ brandName: expect.any(String), phone: expect.any(String) })
    expect(settings.webhooks).toEqual([])
    const text = await response.text()
    expect(text).not.toContain(adminWebhook.url)
    expect(text).not.toContain(adminWebhook.secret)
  })

  it('admin reads the settings with the webhooks', async () => {
    const settings = await readAsAdmin()
    expect(settings.webhooks).toEqual([expect.objectContaining(adminWebhook)])
  })

  it.each<Actor>(['editor', 'admin'])('%s updates the settings', async (actor) => {
    const hoursText = `Mon-Fri 7AM-5PM ${uniqueToken()}`
    const { result } = await expectJson<{ result: SiteSetting }>(
      await api('POST', PATH, { token: tokens[actor], body: { hoursText } }),
    )
    expect(result.hoursText).toBe(hoursText)
    expect(await expectJson<SiteSetting>(await api('GET', PATH))).toMatchObject({ hoursText })
  })

  it.each<Actor>(['anonymous', 'broker'])('%s cannot update the settings (403), and nothing changes', async (actor) => {
    const before = await readAsAdmin()
    await expectForbidden(
      await api('POST', PATH, { token: tokens[actor], body: { hoursText: 'Closed forever', webhooks: [webhook('evil')] } }),
    )
    expect(await readAsAdmin()).toEqual(before)
  })

  it("an editor's update leaves the webhooks as they were", async () => {
    const payload = await getTestPayload()
    const existing = webhook('erp')
    await payload.updateGlobal({ slug: 'site-settings', data: { webhooks: [existing] }, overrideAccess: true })
    const hoursText = `Mon-Sat 8AM-4PM ${uniqueToken()}`
    const response = await api('POST', PATH, { token: tokens.editor, body: { hoursText, webhooks: [webhook('evil')] } })
    expect((await expectJson<{ result: SiteSetting }>(response)).result.webhooks).toEqual([])

    const settings = await readAsAdmin()
    expect(settings.hoursText).toBe(hoursText)
    expect(settings.webhooks).toEqual([expect.objectContaining(existing)])
  })

  it('admin changes the webhooks', async () => {
    const replacement = webhook('listing-feed')
    await expectJson(await api('POST', PATH, { token: tokens.admin, body: { webhooks: [replacement] } }))
    expect((await readAsAdmin()).webhooks).toEqual([expect.objectContaining(replacement)])
  })
})
