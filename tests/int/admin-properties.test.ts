/**
 * The admin property calls (SPEC.md section 7): `GET|POST /api/admin/properties` and
 * `PUT|DELETE /api/admin/properties/:id`, over HTTP, as the admin area's client sends them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { AdminProperty } from '../../cms/endpoints/admin-properties/serialize'
import type { Property } from '../../cms/payload-types'
import type { Role } from '../../cms/shared/roles'
import { buildProperty, createProperty } from '../support/factories'
import { uniqueName } from './support/access-helpers'
import { api, apiOrigin, closeTestPayload, getTestPayload, loginAs } from './support/payload'

const LIST = '/api/admin/properties'
const one = (id: number | string) => `${LIST}/${id}`
const MANAGERS: Role[] = ['broker', 'admin']

type ErrorBody = { success: false; error: string; errors?: { field: string; message: string }[] }

const createdProperties: number[] = []
const createdUsers: number[] = []
const tokens: Partial<Record<Role, string>> = {}

/** A property made with server privileges for a test to act on, removed after the file. */
async function seedProperty(overrides: Parameters<typeof createProperty>[1] = {}): Promise<Property> {
  const property = await createProperty(await getTestPayload(), { address: uniqueName('Admin API Seeded Way'), ...overrides })
  createdProperties.push(property.id)
  return property
}

/** A valid create body with a unique address (the slug made from it is unique). */
function newPropertyBody(overrides: Parameters<typeof buildProperty>[0] = {}) {
  return buildProperty({ address: uniqueName('Admin API New Listing Way'), ...overrides })
}

/** The JSON body of a response that must have `status`, checked to be uncacheable. */
async function expectJson<T>(response: Response, status: number): Promise<T> {
  const body = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(status)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return body as T
}

async function findProperty(id: number): Promise<Property | undefined> {
  const payload = await getTestPayload()
  const { docs } = await payload.find({ collection: 'properties', where: { id: { equals: id } }, overrideAccess: true })
  return docs[0]
}

beforeAll(async () => {
  await getTestPayload()
  for (const role of ['editor', 'broker', 'admin'] as const) {
    const user = await loginAs([role])
    createdUsers.push(user.id)
    tokens[role] = user.token
  }
})

afterAll(async () => {
  const payload = await getTestPayload()
  await payload.delete({ collection: 'properties', where: { id: { in: createdProperties } }, overrideAccess: true })
  await payload.delete({ collection: 'users', where: { id: { in: createdUsers } }, overrideAccess: true })
  await closeTestPayload()
})

describe('who may call', () => {
  const calls = [
    { method: 'GET', path: () => LIST },
    { method: 'POST', path: () => LIST, body: {} },
    { method: 'PUT', path: () => one(createdProperties[0]), body: { rate: 'Refused' } },
    { method: 'DELETE', path: () => one(createdProperties[0]) },
  ]

  beforeAll(async () => {
    await seedProperty()
  })

  it.each(calls)('$method without a token answers 401 with a Bearer challenge', async ({ method, path, body }) => {
    const response = await api(method, path(), { body })
    expect(await expectJson<ErrorBody>(response, 401)).toEqual({ success: false, error: 'Authentication required' })
    expect(response.headers.get('www-authenticate')).toBe('Bearer')
  })

  it.each(['Bearer not-a-real-token', 'JWT not.a.jwt', 'Bearer '])('answers 401 for "Authorization: %s"', async (authorization) => {
    const response = await api('GET', LIST, { headers: { Authorization: authorization } })
    expect(await expectJson<ErrorBody>(response, 401)).toEqual({ success: false, error: 'Authentication required' })
    expect(response.headers.get('www-authenticate')).toBe('Bearer')
  })

  it.each(calls)('$method as an editor answers 403 and changes nothing', async ({ method, path, body }) => {
    const response = await api(method, path(), { token: tokens.editor, body })
    expect(await expectJson<ErrorBody>(response, 403)).toEqual({ success: false, error: 'Not allowed to manage properties' })
    expect((await findProperty(createdProperties[0]))?.rate).toBe('$1.55/SF/Mo NNN')
  })

  it.each(['Bearer', 'JWT'])('accepts the token as "Authorization: %s <token>"', async (scheme) => {
    const response = await api('GET', `${LIST}?limit=1`, { headers: { Authorization: `${scheme} ${tokens.broker}` } })
    expect(await expectJson<AdminProperty[]>(response, 200)).toHaveLength(1)
  })
})

describe('GET /api/admin/properties', () => {
  let older: Property
  let newer: Property
  let hidden: Property

  beforeAll(async () => {
    older = await seedProperty({ address: uniqueName('Admin API Older Ave') })
    newer = await seedProperty({ address: uniqueName('Admin API Newer Ave'), clearHeight: 32, yearBuilt: 2019 })
    hidden = await seedProperty({ address: uniqueName('Admin API Unpublished Ave'), published: false })
  })

  it.each(MANAGERS)('lists every property for a %s, unpublished too, newest first', async (role) => {
    const response = await api('GET', LIST, { token: tokens[role] })
    const body = await expectJson<AdminProperty[]>(response, 200)
    const ids = body.map((property) => property.id)
    expect(ids.slice(0, 3)).toEqual([hidden.id, newer.id, older.id])
    const total = await (await getTestPayload()).count({ collection: 'properties', overrideAccess: true })
    expect(response.headers.get('x-total-count')).toBe(String(total.totalDocs))
    expect(body.find((property) => property.id === hidden.id)).toMatchObject({ published: false })
  })

  it('shows each property in the public shape plus the fields the admin form edits', async () => {
    const body = await expectJson<AdminProperty[]>(await api('GET', LIST, { token: tokens.admin }), 200)
    const shown = body.find((property) => property.id === newer.id)
    expect(shown).toEqual({
      id: newer.id,
      slug: newer.slug,
      address: newer.address,
      image: null,
      imageAlt: null,
      type: 'Warehouse',
      size: newer.size,
      rate: '$1.55/SF/Mo NNN',
      description: newer.description,
      features: newer.features,
      listingType: 'lease',
      status: 'available',
      createdAt: newer.createdAt,
      updatedAt: newer.updatedAt,
      published: true,
      city: null,
      clearHeight: 32,
      dockHighDoors: null,
      gradeLevelDoors: null,
      power: null,
      yearBuilt: 2019,
    })
  })

  it('pages with ?limit and ?page', async () => {
    const first = await expectJson<AdminProperty[]>(await api('GET', `${LIST}?limit=2`, { token: tokens.broker }), 200)
    const second = await api('GET', `${LIST}?limit=2&page=2`, { token: tokens.broker })
    expect(first.map((property) => property.id)).toEqual([hidden.id, newer.id])
    expect((await expectJson<AdminProperty[]>(second, 200))[0].id).toBe(older.id)
    expect(Number(second.headers.get('x-total-count'))).toBeGreaterThanOrEqual(3)
    const beyond = await api('GET', `${LIST}?limit=500&page=1000`, { token: tokens.broker })
    expect(await expectJson<AdminProperty[]>(beyond, 200)).toEqual([])
  })

  it.each(['limit=0', 'limit=501', 'limit=ten', 'limit=-1', 'page=0', 'page=1.5'])('answers 400 for ?%s', async (query) => {
    const body = await expectJson<ErrorBody>(await api('GET', `${LIST}?${query}`, { token: tokens.broker }), 400)
    expect(body.success).toBe(false)
    expect(body.error).toMatch(/^(limit|page) must be/)
  })
})

describe('POST /api/admin/properties', () => {
  it.each(MANAGERS)('creates a property for a %s: 201 with its id and address, stored', async (role) => {
    const payload = await getTestPayload()
    const city = (await payload.find({ collection: 'cities', limit: 1 })).docs[0]
    const image = (await payload.find({ collection: 'media', where: { mimeType: { like: 'image/' } }, limit: 1 })).docs[0]
    const input = newPropertyBody({ published: false, city: city.id, image: image.id, dockHighDoors: 6, power: '2,000A 480V' })

    const response = await api('POST', LIST, { headers: { Authorization: `Bearer ${tokens[role]}` }, body: input })
    const created = await expectJson<AdminProperty>(response, 201)
    createdProperties.push(created.id)
    expect(created).toMatchObject({
      address: input.address,
      size: input.size,
      features: input.features,
      published: false,
      city: city.id,
      dockHighDoors: 6,
      power: '2,000A 480V',
    })
    expect(created.image).toMatch(/^\/uploads\/.+/)
    expect(await findProperty(created.id)).toMatchObject({ address: input.address, published: false })
  })

  it('ignores fields it does not know and ones a client may not set', async () => {
    const input = { ...newPropertyBody(), id: 1, createdAt: '2000-01-01T00:00:00.000Z', lotAcres: 4, isAdmin: true }
    const created = await expectJson<AdminProperty>(await api('POST', LIST, { token: tokens.admin, body: input }), 201)
    createdProperties.push(created.id)
    expect(created.id).not.toBe(1)
    expect(created.createdAt).not.toBe('2000-01-01T00:00:00.000Z')
    expect((await findProperty(created.id))?.lotAcres ?? null).toBeNull()
  })

  it('answers 400, not 500, for an address whose slug another property has', async () => {
    const existing = await seedProperty()
    const input = newPropertyBody({ address: existing.address })
    const body = await expectJson<ErrorBody>(await api('POST', LIST, { token: tokens.broker, body: input }), 400)
    expect(body.errors?.map((error) => error.field)).toEqual(['slug'])
  })

  it.each([
    { problem: 'a missing address', change: { address: undefined }, field: 'address' },
    { problem: 'a negative size', change: { size: -5 }, field: 'size' },
    { problem: 'a type not in the list', change: { type: 'Castle' }, field: 'type' },
    { problem: 'text where a number belongs', change: { size: 'large' }, field: 'size' },
    { problem: 'an object where text belongs', change: { address: { street: '1 Main St' } }, field: 'address' },
    { problem: 'features that are not a list of text', change: { features: 'Dock doors' }, field: 'features' },
    { problem: 'published that is not a boolean', change: { published: 'yes' }, field: 'published' },
    { problem: 'a city id of the wrong type', change: { city: 'irvine' }, field: 'city' },
    { problem: 'a city that does not exist', change: { city: 2_000_000_000 }, field: 'city' },
    { problem: 'an image that does not exist', change: { image: 2_000_000_000 }, field: 'image' },
  ])('answers 400 with field errors for $problem', async ({ change, field }) => {
    const input = { ...newPropertyBody(), ...change }
    const body = await expectJson<ErrorBody>(await api('POST', LIST, { token: tokens.broker, body: input }), 400)
    expect(body.success).toBe(false)
    expect(body.errors?.map((error) => error.field)).toContain(field)
    expect(body.error).toBe(`Invalid property: ${body.errors?.[0].message}`)
    const payload = await getTestPayload()
    expect((await payload.count({ collection: 'properties', where: { address: { equals: input.address } } })).totalDocs).toBe(0)
  })
})

describe('PUT /api/admin/properties/:id', () => {
  it.each(MANAGERS)('changes only the given fields for a %s: 200 with the id', async (role) => {
    const property = await seedProperty({ published: false, description: 'Old description' })
    const response = await api('PUT', one(property.id), { token: tokens[role], body: { rate: '$1.70/SF/Mo NNN', published: true } })
    expect(await expectJson<AdminProperty>(response, 200)).toMatchObject({
      id: property.id,
      address: property.address,
      rate: '$1.70/SF/Mo NNN',
      published: true,
      description: 'Old description',
    })
    expect(await findProperty(property.id)).toMatchObject({ rate: '$1.70/SF/Mo NNN', published: true, size: property.size })
  })

  it('clears an optional field sent as null', async () => {
    const property = await seedProperty({ clearHeight: 28 })
    const body = await expectJson<AdminProperty>(
      await api('PUT', one(property.id), { token: tokens.admin, body: { clearHeight: null, description: null } }),
      200,
    )
    expect(body).toMatchObject({ clearHeight: null, description: null })
  })

  it('answers 400 for an invalid change and keeps the property as it was', async () => {
    const property = await seedProperty()
    const body = await expectJson<ErrorBody>(
      await api('PUT', one(property.id), { token: tokens.broker, body: { size: -1, rate: 'Changed' } }),
      400,
    )
    expect(body.errors?.[0].field).toBe('size')
    expect(await findProperty(property.id)).toMatchObject({ size: property.size, rate: property.rate })
  })

  it('answers 400 for a required field cleared with null', async () => {
    const property = await seedProperty()
    const body = await expectJson<ErrorBody>(await api('PUT', one(property.id), { token: tokens.broker, body: { address: null } }), 400)
    expect(body.errors?.map((error) => error.field)).toEqual(['address'])
  })
})

describe('DELETE /api/admin/properties/:id', () => {
  it.each(MANAGERS)('deletes for a %s: 204 with no body, then it is gone', async (role) => {
    const property = await seedProperty()
    const response = await api('DELETE', one(property.id), { token: tokens[role] })
    expect(response.status).toBe(204)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toBe('')
    expect(await findProperty(property.id)).toBeUndefined()
    await expectJson<ErrorBody>(await api('DELETE', one(property.id), { token: tokens[role] }), 404)
  })
})

describe('ids that name no property', () => {
  it.each(['2000000000', 'abc', '1.5', '-1', '0', '99999999999', '1e3'])('answers 404 to PUT and DELETE for id %s', async (id) => {
    for (const method of ['PUT', 'DELETE']) {
      const body = method === 'PUT' ? { rate: 'Nowhere' } : undefined
      const response = await api(method, one(id), { token: tokens.admin, body })
      expect(await expectJson<ErrorBody>(response, 404)).toEqual({ success: false, error: 'Property not found' })
    }
  })
})

describe('bodies that are not a JSON object', () => {
  it.each(['POST', 'PUT'])('%s answers 400 for malformed JSON', async (method) => {
    const property = await seedProperty()
    const path = method === 'POST' ? LIST : one(property.id)
    const response = await api(method, path, {
      token: tokens.broker,
      body: '{"address": "1 Broken Way",',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(await expectJson<ErrorBody>(response, 400)).toEqual({ success: false, error: 'Malformed JSON' })
  })

  it.each(['[]', 'null', '"text"', '42'])('answers 400 for the JSON value %s', async (json) => {
    const response = await api('POST', LIST, { token: tokens.broker, body: json, headers: { 'Content-Type': 'application/json' } })
    expect((await expectJson<ErrorBody>(response, 400)).error).toBe('Request body must be a JSON object')
  })

  it.each(['text/plain', 'application/x-www-form-urlencoded', undefined])('answers 415 for Content-Type %s', async (type) => {
    const body = JSON.stringify(newPropertyBody())
    const response = await api('POST', LIST, { token: tokens.broker, body, headers: type ? { 'Content-Type': type } : {} })
    expect((await expectJson<ErrorBody>(response, 415)).error).toBe('Content-Type must be application/json')
  })

  it('accepts a charset parameter on the JSON content type', async () => {
    const body = JSON.stringify(newPropertyBody())
    const response = await api('POST', LIST, {
      token: tokens.broker,
      body,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    })
    createdProperties.push((await expectJson<AdminProperty>(response, 201)).id)
  })

  it('answers 413 for a body over 64 KB', async () => {
    const body = JSON.stringify(newPropertyBody({ description: 'x'.repeat(70_000) }))
    const response = await api('POST', LIST, { token: tokens.broker, body, headers: { 'Content-Type': 'application/json' } })
    expect((await expectJson<ErrorBody>(response, 413)).error).toBe('Request body larger than 64 KB')
  })

  it('answers 413 for an oversized body sent without a Content-Length (chunked)', async () => {
    const json = new TextEncoder().encode(JSON.stringify(newPropertyBody({ description: 'x'.repeat(70_000) })))
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < json.length; offset += 8192) controller.enqueue(json.slice(offset, offset + 8192))
        controller.close()
      },
    })
    const response = await fetch(`${await apiOrigin()}${LIST}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${tokens.broker}` },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect((await expectJson<ErrorBody>(response, 413)).error).toBe('Request body larger than 64 KB')
  })
})
