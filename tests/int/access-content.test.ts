/**
 * Access to the public marketing collections (README "Access"): everyone reads homepage sections,
 * market snapshots, cities, services and team members; editors and admins manage them; brokers and
 * the public cannot write.
 */
import type { CollectionSlug, PaginatedDocs } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  ACTORS,
  createAsServer,
  expectForbidden,
  expectJson,
  expectNotFound,
  uniqueName,
  uniqueToken,
  whereEquals,
  type Actor,
  type AnyDoc,
  setUpAccessFile,
} from './support/access-helpers'
import { api } from './support/payload'

type ContentCase = {
  slug: CollectionSlug
  /** A valid body for a new document, unique across the shared database. */
  build: () => Promise<Record<string, unknown>>
  /** The field of `build`'s body that finds the document again. */
  key: string
  /** An edit a manager makes. */
  edit: () => Record<string, unknown>
}

const cityBody = () => ({
  name: uniqueName('Access City'),
  slug: `access-city-${uniqueToken()}`,
  description: 'Industrial submarket along the 55 freeway.',
})

const CASES: ContentCase[] = [
  {
    slug: 'homepage-sections',
    build: async () => ({ section_key: `access_${uniqueToken()}`, title: uniqueName('Access section') }),
    key: 'section_key',
    edit: () => ({ title: uniqueName('Edited section') }),
  },
  {
    slug: 'market-snapshots',
    // One snapshot per area and quarter: each gets a city of its own.
    build: async () => ({
      area: 'city',
      city: (await createAsServer('cities', cityBody())).id,
      year: 2024,
      quarter: 'Q2',
      vacancy_rate: 4.2,
      avg_lease_rate: 18.6,
      net_absorption_quarterly: -120_000,
      num_sale_transactions: 12,
      num_lease_transactions: 40,
      sale_transactions_sf: 800_000,
      lease_transactions_sf: 1_500_000,
    }),
    key: 'city',
    edit: () => ({ vacancy_rate: 5.7 }),
  },
  {
    slug: 'cities',
    build: async () => cityBody(),
    key: 'slug',
    edit: () => ({ headline: uniqueName('Edited headline') }),
  },
  {
    slug: 'services',
    build: async () => ({
      title: uniqueName('Access Service'),
      slug: `access-service-${uniqueToken()}`,
      summary: 'Tenant representation for warehouse users.',
    }),
    key: 'slug',
    edit: () => ({ summary: uniqueName('Edited summary') }),
  },
  {
    slug: 'team-members',
    build: async () => ({ name: uniqueName('Access Agent'), role: 'Associate' }),
    key: 'name',
    edit: () => ({ role: uniqueName('Senior Associate') }),
  },
]

const MANAGERS: Actor[] = ['editor', 'admin']
const NON_MANAGERS: Actor[] = ['anonymous', 'broker']

const tokens = setUpAccessFile()

describe.each(CASES)('/api/$slug', ({ slug, build, key, edit }) => {
  let existing: AnyDoc

  beforeAll(async () => {
    existing = await createAsServer(slug, await build())
  })

  it.each(ACTORS)('%s reads the list and each document', async (actor) => {
    const list = await expectJson<PaginatedDocs<AnyDoc>>(
      await api('GET', `/api/${slug}${whereEquals('id', existing.id)}`, { token: tokens[actor] }),
    )
    expect(list.docs.map((doc) => doc.id)).toEqual([existing.id])

    const one = await expectJson<AnyDoc>(await api('GET', `/api/${slug}/${existing.id}`, { token: tokens[actor] }))
    expect(one.id).toBe(existing.id)
  })

  it.each(MANAGERS)('%s creates, updates and deletes', async (actor) => {
    const token = tokens[actor]
    const created = await expectJson<{ doc: AnyDoc }>(await api('POST', `/api/${slug}`, { token, body: await build() }), 201)
    const path = `/api/${slug}/${created.doc.id}`

    const changes = edit()
    const updated = await expectJson<{ doc: AnyDoc }>(await api('PATCH', path, { token, body: changes }))
    expect(updated.doc).toMatchObject(changes)
    expect(await expectJson<AnyDoc>(await api('GET', path))).toMatchObject(changes)

    await expectJson(await api('DELETE', path, { token }))
    await expectNotFound(await api('GET', path))
  })

  it.each(NON_MANAGERS)('%s cannot create, update or delete (403), and nothing changes', async (actor) => {
    const token = tokens[actor]
    const path = `/api/${slug}/${existing.id}`
    const before = await expectJson<AnyDoc>(await api('GET', path))

    const body = await build()
    await expectForbidden(await api('POST', `/api/${slug}`, { token, body }))
    const search = await expectJson<PaginatedDocs<AnyDoc>>(
      await api('GET', `/api/${slug}${whereEquals(key, body[key] as string | number)}`),
    )
    expect(search.totalDocs).toBe(0)

    await expectForbidden(await api('PATCH', path, { token, body: edit() }))
    await expectForbidden(await api('DELETE', path, { token }))
    expect(await expectJson<AnyDoc>(await api('GET', path))).toEqual(before)
  })
})
