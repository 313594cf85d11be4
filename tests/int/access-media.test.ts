/**
 * Access to media (README "Access"): everyone reads; editors, brokers and admins upload, edit and
 * delete; the public cannot write.
 */
import type { PaginatedDocs } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Media } from '../../cms/payload-types'
import {
  ACTORS,
  expectForbidden,
  expectJson,
  expectNotFound,
  tinyPng,
  trackForRemoval,
  uniqueName,
  uniqueToken,
  uploadMedia,
  whereEquals,
  type Actor,
  setUpAccessFile,
} from './support/access-helpers'
import { api, getTestPayload } from './support/payload'

const MANAGERS: Actor[] = ['editor', 'broker', 'admin']

const tokens = setUpAccessFile()
let existing: Media

beforeAll(async () => {
  const payload = await getTestPayload()
  const png = await tinyPng()
  existing = await payload.create({
    collection: 'media',
    data: { alt: uniqueName('Access loading dock') },
    file: { data: png, mimetype: 'image/png', name: `access-${uniqueToken()}.png`, size: png.length },
    overrideAccess: true,
  })
  trackForRemoval('media', existing.id)
})
describe('/api/media', () => {
  it.each(ACTORS)('%s reads the list and each file', async (actor) => {
    const token = tokens[actor]
    const list = await expectJson<PaginatedDocs<Media>>(await api('GET', `/api/media${whereEquals('id', existing.id)}`, { token }))
    expect(list.docs.map((doc) => doc.alt)).toEqual([existing.alt])

    const one = await expectJson<Media>(await api('GET', `/api/media/${existing.id}`, { token }))
    expect(one).toMatchObject({ id: existing.id, alt: existing.alt, mimeType: 'image/png' })
    expect(one.url).toMatch(/^\/uploads\/access-.+\.png$/)
  })

  it.each(MANAGERS)('%s uploads, edits the alt text and deletes', async (actor) => {
    const token = tokens[actor]
    const alt = uniqueName(`Access upload by ${actor}`)
    const { doc } = await expectJson<{ doc: Media }>(await uploadMedia({ token, alt }), 201)
    expect(doc).toMatchObject({ alt, mimeType: 'image/png', width: 16, height: 16 })
    const path = `/api/media/${doc.id}`

    const newAlt = uniqueName('Access edited alt')
    await expectJson(await api('PATCH', path, { token, body: { alt: newAlt } }))
    expect(await expectJson<Media>(await api('GET', path))).toMatchObject({ alt: newAlt })

    await expectJson(await api('DELETE', path, { token }))
    await expectNotFound(await api('GET', path))
  })

  it('anonymous cannot upload, edit or delete (403), and nothing changes', async () => {
    const path = `/api/media/${existing.id}`
    const before = await expectJson<Media>(await api('GET', path))

    const alt = uniqueName('Access anonymous upload')
    await expectForbidden(await uploadMedia({ alt }))
    const search = await expectJson<PaginatedDocs<Media>>(await api('GET', `/api/media${whereEquals('alt', alt)}`))
    expect(search.totalDocs).toBe(0)

    await expectForbidden(await api('PATCH', path, { body: { alt: uniqueName('Access vandalised') } }))
    await expectForbidden(await api('DELETE', path))
    expect(await expectJson<Media>(await api('GET', path))).toEqual(before)
  })
})
