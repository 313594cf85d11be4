/**
 * Access to the drafted collections, posts and pages (README "Access"): the public and brokers read
 * only published versions; editors and admins read drafts and manage documents.
 */
import type { CollectionSlug, PaginatedDocs } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  createAsServer,
  expectForbidden,
  expectJson,
  expectNotFound,
  richText,
  trackForRemoval,
  uniqueName,
  whereEquals,
  type Actor,
  type AnyDoc,
  setUpAccessFile,
} from './support/access-helpers'
import { api } from './support/payload'

type DraftedCase = { slug: CollectionSlug; build: (title: string) => Record<string, unknown> }

const CASES: DraftedCase[] = [
  { slug: 'posts', build: (title) => ({ title, content: richText('Vacancy edged up in the third quarter.') }) },
  { slug: 'pages', build: (title) => ({ title, intro: 'How we help tenants renew on better terms.' }) },
]

const MANAGERS: Actor[] = ['editor', 'admin']
const PUBLISHED_ONLY: Actor[] = ['anonymous', 'broker']

const tokens = setUpAccessFile()

describe.each(CASES)('/api/$slug', ({ slug, build }) => {
  const publishedTitle = uniqueName('Access published')
  const draftTitle = uniqueName('Access draft')
  const pendingTitle = uniqueName('Access pending change')
  let published: AnyDoc
  let draft: AnyDoc

  beforeAll(async () => {
    published = await createAsServer(slug, { ...build(publishedTitle), _status: 'published' })
    // The draft is an editor's, saved through the API as the admin panel saves it.
    const created = await api('POST', `/api/${slug}?draft=true`, {
      token: tokens.editor,
      body: { ...build(draftTitle), _status: 'draft' },
    })
    draft = (await expectJson<{ doc: AnyDoc }>(created, 201)).doc
    trackForRemoval(slug, draft.id)
    // Unpublished changes to the published document.
    const revised = await api('PATCH', `/api/${slug}/${published.id}?draft=true`, {
      token: tokens.editor,
      body: { title: pendingTitle },
    })
    await expectJson(revised)
  })

  describe.each(PUBLISHED_ONLY)('%s', (actor) => {
    it('reads the published document, as published', async () => {
      const doc = await expectJson<AnyDoc>(await api('GET', `/api/${slug}/${published.id}`, { token: tokens[actor] }))
      expect(doc).toMatchObject({ title: publishedTitle, _status: 'published' })
    })

    it('never sees the draft, by id or in lists, even asking for drafts', async () => {
      const token = tokens[actor]
      await expectNotFound(await api('GET', `/api/${slug}/${draft.id}`, { token }))
      await expectNotFound(await api('GET', `/api/${slug}/${draft.id}?draft=true`, { token }))
      for (const query of [whereEquals('title', draftTitle), `${whereEquals('title', draftTitle)}&draft=true`]) {
        const list = await expectJson<PaginatedDocs<AnyDoc>>(await api('GET', `/api/${slug}${query}`, { token }))
        expect(list.docs).toEqual([])
      }
    })

    it('never sees unpublished changes to a published document', async () => {
      const token = tokens[actor]
      const asDraft = await expectJson<AnyDoc>(await api('GET', `/api/${slug}/${published.id}?draft=true`, { token }))
      expect(asDraft.title).toBe(publishedTitle)
      const list = await expectJson<PaginatedDocs<AnyDoc>>(
        await api('GET', `/api/${slug}${whereEquals('title', pendingTitle)}&draft=true`, { token }),
      )
      expect(list.docs).toEqual([])
    })

    it('cannot read versions (403)', async () => {
      await expectForbidden(await api('GET', `/api/${slug}/versions`, { token: tokens[actor] }))
    })

    it('cannot create, update or delete (403), and nothing changes', async () => {
      const token = tokens[actor]
      const path = `/api/${slug}/${published.id}`
      const before = await expectJson<AnyDoc>(await api('GET', path))

      const title = uniqueName('Access refused')
      await expectForbidden(await api('POST', `/api/${slug}`, { token, body: { ...build(title), _status: 'published' } }))
      await expectForbidden(await api('PATCH', path, { token, body: { title: uniqueName('Access hijack') } }))
      await expectForbidden(await api('DELETE', path, { token }))

      expect(await expectJson<AnyDoc>(await api('GET', path))).toEqual(before)
      // An editor sees drafts too: nothing was created under any status.
      const search = await expectJson<PaginatedDocs<AnyDoc>>(
        await api('GET', `/api/${slug}${whereEquals('title', title)}&draft=true`, { token: tokens.editor }),
      )
      expect(search.totalDocs).toBe(0)
    })
  })

  describe.each(MANAGERS)('%s', (actor) => {
    it('reads the draft by id and in lists', async () => {
      const token = tokens[actor]
      const doc = await expectJson<AnyDoc>(await api('GET', `/api/${slug}/${draft.id}`, { token }))
      expect(doc).toMatchObject({ title: draftTitle, _status: 'draft' })
      const list = await expectJson<PaginatedDocs<AnyDoc>>(await api('GET', `/api/${slug}${whereEquals('title', draftTitle)}`, { token }))
      expect(list.docs.map((item) => item.id)).toEqual([draft.id])
    })

    it('reads pending changes and the version history', async () => {
      const token = tokens[actor]
      const pending = await expectJson<AnyDoc>(await api('GET', `/api/${slug}/${published.id}?draft=true`, { token }))
      expect(pending.title).toBe(pendingTitle)
      const versions = await expectJson<PaginatedDocs<{ parent: number; version: { title: string } }>>(
        await api('GET', `/api/${slug}/versions${whereEquals('parent', published.id)}`, { token }),
      )
      expect(versions.docs.map((version) => version.version.title)).toContain(pendingTitle)
    })

    it('creates, updates, publishes and deletes', async () => {
      const token = tokens[actor]
      const title = uniqueName('Access managed')
      const created = await api('POST', `/api/${slug}?draft=true`, { token, body: { ...build(title), _status: 'draft' } })
      const { doc } = await expectJson<{ doc: AnyDoc }>(created, 201)
      const path = `/api/${slug}/${doc.id}`
      await expectNotFound(await api('GET', path))

      const renamed = uniqueName('Access managed renamed')
      await expectJson(await api('PATCH', path, { token, body: { title: renamed, _status: 'published' } }))
      const seenByPublic = await expectJson<AnyDoc>(await api('GET', path))
      expect(seenByPublic).toMatchObject({ title: renamed, _status: 'published' })

      await expectJson(await api('DELETE', path, { token }))
      await expectNotFound(await api('GET', path, { token }))
    })
  })
})
