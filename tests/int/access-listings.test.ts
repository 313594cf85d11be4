/**
 * Access to listings and leads (README "Access"): the public and editors read only published
 * properties; brokers and admins read every listing and manage them. Leads: nothing for the public
 * and editors (the site submits through its capture endpoint, not the default REST route); brokers
 * read, create and update; only admins delete.
 */
import type { PaginatedDocs } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Lead, Property } from '../../cms/payload-types'
import { buildProperty, createProperty } from '../support/factories'
import {
  ACTORS,
  expectForbidden,
  expectJson,
  expectNotFound,
  trackForRemoval,
  uniqueName,
  whereEquals,
  type Actor,
  setUpAccessFile,
} from './support/access-helpers'
import { api, getTestPayload } from './support/payload'

const LISTING_MANAGERS: Actor[] = ['broker', 'admin']
const PUBLIC_READERS: Actor[] = ['anonymous', 'editor']

const tokens = setUpAccessFile()

describe('/api/properties', () => {
  let published: Property
  let unpublished: Property

  beforeAll(async () => {
    const payload = await getTestPayload()
    published = await createProperty(payload, { address: uniqueName('1 Access Published Way, Irvine, CA') })
    unpublished = await createProperty(payload, {
      address: uniqueName('2 Access Pocket Listing Way, Irvine, CA'),
      published: false,
    })
    trackForRemoval('properties', published.id)
    trackForRemoval('properties', unpublished.id)
  })

  it.each(ACTORS)('%s reads published listings', async (actor) => {
    const token = tokens[actor]
    const list = await expectJson<PaginatedDocs<Property>>(
      await api('GET', `/api/properties${whereEquals('address', published.address)}`, { token }),
    )
    expect(list.docs.map((doc) => doc.id)).toEqual([published.id])
    expect(await expectJson<Property>(await api('GET', `/api/properties/${published.id}`, { token }))).toMatchObject({
      address: published.address,
      published: true,
    })
  })

  it.each(PUBLIC_READERS)('%s never sees an unpublished listing, even filtering for it', async (actor) => {
    const token = tokens[actor]
    await expectNotFound(await api('GET', `/api/properties/${unpublished.id}`, { token }))
    for (const query of [whereEquals('address', unpublished.address), whereEquals('published', 'false')]) {
      const list = await expectJson<PaginatedDocs<Property>>(await api('GET', `/api/properties${query}`, { token }))
      expect(list.docs).toEqual([])
    }
  })

  it.each(LISTING_MANAGERS)('%s reads unpublished listings by id and in lists', async (actor) => {
    const token = tokens[actor]
    expect(await expectJson<Property>(await api('GET', `/api/properties/${unpublished.id}`, { token }))).toMatchObject({
      address: unpublished.address,
      published: false,
    })
    const list = await expectJson<PaginatedDocs<Property>>(
      await api('GET', `/api/properties${whereEquals('published', 'false')}&limit=0`, { token }),
    )
    expect(list.docs.map((doc) => doc.id)).toContain(unpublished.id)
  })

  it.each(LISTING_MANAGERS)('%s creates, publishes, updates and deletes a listing', async (actor) => {
    const token = tokens[actor]
    const body = buildProperty({ address: uniqueName('3 Access New Listing Way, Tustin, CA'), published: false })
    const { doc } = await expectJson<{ doc: Property }>(await api('POST', '/api/properties', { token, body }), 201)
    const path = `/api/properties/${doc.id}`
    await expectNotFound(await api('GET', path))

    await expectJson(await api('PATCH', path, { token, body: { published: true, status: 'under-contract' } }))
    expect(await expectJson<Property>(await api('GET', path))).toMatchObject({ published: true, status: 'under-contract' })

    await expectJson(await api('DELETE', path, { token }))
    await expectNotFound(await api('GET', path, { token }))
  })

  it.each(PUBLIC_READERS)('%s cannot create, update or delete listings (403), and nothing changes', async (actor) => {
    const token = tokens[actor]
    const path = `/api/properties/${published.id}`
    const before = await expectJson<Property>(await api('GET', path))

    const body = buildProperty({ address: uniqueName('4 Access Refused Way, Brea, CA') })
    await expectForbidden(await api('POST', '/api/properties', { token, body }))
    const search = await expectJson<PaginatedDocs<Property>>(
      await api('GET', `/api/properties${whereEquals('address', body.address)}`, { token: tokens.admin }),
    )
    expect(search.totalDocs).toBe(0)

    await expectForbidden(await api('PATCH', path, { token, body: { rate: '$0.01/SF/Mo NNN' } }))
    await expectForbidden(await api('DELETE', path, { token }))
    expect(await expectJson<Property>(await api('GET', path))).toEqual(before)
  })
})

describe('/api/leads', () => {
  const buildLead = (): Omit<Lead, 'id' | 'createdAt' | 'updatedAt'> => ({
    name: uniqueName('Access Lead'),
    email: 'facilities@example.com',
    phone: '(714) 555-0142',
    company: 'Harbor Freightways',
    propertyType: 'warehouse',
    message: 'Looking for 40,000 SF with dock-high loading near the 5.',
    status: 'new',
  })
  let lead: Lead

  beforeAll(async () => {
    const payload = await getTestPayload()
    lead = await payload.create({ collection: 'leads', data: buildLead(), overrideAccess: true })
    trackForRemoval('leads', lead.id)
  })

  it.each(PUBLIC_READERS)('%s can neither read, create, update nor delete leads (403)', async (actor) => {
    const token = tokens[actor]
    const path = `/api/leads/${lead.id}`
    const before = await expectJson<Lead>(await api('GET', path, { token: tokens.admin }))

    await expectForbidden(await api('GET', '/api/leads', { token }))
    await expectForbidden(await api('GET', path, { token }))
    // The site's form posts to the capture endpoint; the default REST route stays closed.
    await expectForbidden(await api('POST', '/api/leads', { token, body: buildLead() }))
    await expectForbidden(await api('PATCH', path, { token, body: { status: 'lost' } }))
    await expectForbidden(await api('DELETE', path, { token }))

    expect(await expectJson<Lead>(await api('GET', path, { token: tokens.admin }))).toEqual(before)
  })

  it.each(LISTING_MANAGERS)('%s reads, creates and updates leads', async (actor) => {
    const token = tokens[actor]
    const list = await expectJson<PaginatedDocs<Lead>>(await api('GET', `/api/leads${whereEquals('name', lead.name)}`, { token }))
    expect(list.docs.map((doc) => doc.id)).toEqual([lead.id])
    expect(await expectJson<Lead>(await api('GET', `/api/leads/${lead.id}`, { token }))).toMatchObject({ email: lead.email })

    const body = buildLead()
    const { doc } = await expectJson<{ doc: Lead }>(await api('POST', '/api/leads', { token, body }), 201)
    trackForRemoval('leads', doc.id)
    expect(doc).toMatchObject({ name: body.name, status: 'new' })

    const changes = { status: 'contacted', notes: `Called back by ${actor}.` }
    await expectJson(await api('PATCH', `/api/leads/${doc.id}`, { token, body: changes }))
    expect(await expectJson<Lead>(await api('GET', `/api/leads/${doc.id}`, { token }))).toMatchObject(changes)
  })

  it('broker cannot delete a lead (403), and it stays', async () => {
    await expectForbidden(await api('DELETE', `/api/leads/${lead.id}`, { token: tokens.broker }))
    expect(await expectJson<Lead>(await api('GET', `/api/leads/${lead.id}`, { token: tokens.broker }))).toMatchObject({
      id: lead.id,
    })
  })

  it('admin deletes a lead', async () => {
    const payload = await getTestPayload()
    const doomed = await payload.create({ collection: 'leads', data: buildLead(), overrideAccess: true })
    await expectJson(await api('DELETE', `/api/leads/${doomed.id}`, { token: tokens.admin }))
    await expectNotFound(await api('GET', `/api/leads/${doomed.id}`, { token: tokens.admin }))
  })
})
