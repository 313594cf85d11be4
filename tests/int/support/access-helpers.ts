/**
 * Shared pieces of the access-matrix tests (`tests/int/access-*.test.ts`): one signed-in user per role,
 * the answers Payload gives when access is refused, unique names so files can share the database,
 * and a multipart upload through the same REST handler as `api`.
 */
import type { CollectionSlug } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, expect } from 'vitest'

import type { Role } from '../../../cms/shared/roles'
import { apiOrigin, closeTestPayload, getTestPayload, loginAs } from './payload'

/** Who sends a request: a signed-in role, or nobody. */
export type Actor = 'anonymous' | Role

export const ACTORS: Actor[] = ['anonymous', 'editor', 'broker', 'admin']

/** A JWT for each role's own freshly created user; `anonymous` sends no token. */
export type Tokens = Record<Actor, string | undefined>

/** Signs in one new user per role. Call it in `beforeAll` and read `tokens[actor]` in the tests. */
export async function signInEveryRole(): Promise<Tokens> {
  const [editor, broker, admin] = await Promise.all([loginAs(['editor']), loginAs(['broker']), loginAs(['admin'])])
  for (const { id } of [editor, broker, admin]) trackForRemoval('users', id)
  return { anonymous: undefined, editor: editor.token, broker: broker.token, admin: admin.token }
}

/**
 * The shared setup of an access test file: signs in a user per role before the tests (the returned
 * tokens fill in then) and, after them, removes what the file created and closes Payload. Call it
 * before the file's own hooks, so its clean-up runs last.
 */
export function setUpAccessFile(): Tokens {
  const tokens: Tokens = { anonymous: undefined, editor: undefined, broker: undefined, admin: undefined }
  beforeAll(async () => {
    await getTestPayload()
    Object.assign(tokens, await signInEveryRole())
  })
  afterAll(async () => {
    await removeTrackedDocs()
    await closeTestPayload()
  })
  return tokens
}

const tracked: { collection: CollectionSlug; id: number }[] = []

/** Marks a document the file created for `removeTrackedDocs`. */
export function trackForRemoval(collection: CollectionSlug, id: number): void {
  tracked.push({ collection, id })
}

/**
 * Deletes what the file created, newest first, so the shared database holds only the demo content
 * for the next file (the seed's tests count cities and services exactly). Documents a test already
 * deleted are skipped; any other failure is thrown.
 */
export async function removeTrackedDocs(): Promise<void> {
  const payload = await getTestPayload()
  for (const { collection, id } of tracked.splice(0).reverse()) {
    const { errors } = await payload.delete({ collection, where: { id: { equals: id } }, overrideAccess: true })
    if (errors.length > 0) throw new Error(`Could not remove ${collection} ${id}: ${errors[0].message}`)
  }
}

/** Payload's body for a request its access rules refuse (signed in or not). */
export const FORBIDDEN_BODY = { errors: [{ message: 'You are not allowed to perform this action.' }] }

/** Payload's body for a document that does not exist or that read access filters out. */
export const NOT_FOUND_BODY = { errors: [{ message: 'Not Found' }] }

/** Asserts the refusal a client sees: HTTP 403 with Payload's message. */
export async function expectForbidden(response: Response): Promise<void> {
  expect(response.status).toBe(403)
  expect(await response.json()).toEqual(FORBIDDEN_BODY)
}

/** Asserts the answer for a document the caller may not see: HTTP 404, as if it did not exist. */
export async function expectNotFound(response: Response): Promise<void> {
  expect(response.status).toBe(404)
  expect(await response.json()).toEqual(NOT_FOUND_BODY)
}

/** The parsed JSON body of a response that must have succeeded with `status`. */
export async function expectJson<T>(response: Response, status = 200): Promise<T> {
  const body = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(status)
  return body as T
}

const run = `${Date.now().toString(36)}${process.pid.toString(36)}`
let sequence = 0

/** A lower-case token unique across files and runs, usable in slugs (`a-z`, `0-9`). */
export function uniqueToken(): string {
  sequence += 1
  return `${run}${sequence}`
}

/** `label` made unique, e.g. "Access draft post k3x9q1". */
export function uniqueName(label: string): string {
  return `${label} ${uniqueToken()}`
}

/** `?where[field][equals]=value` for a list request. */
export function whereEquals(field: string, value: string | number): string {
  return `?where[${field}][equals]=${encodeURIComponent(String(value))}`
}

/** A document as the tests handle it: an id and whatever fields the table's collection has. */
export type AnyDoc = { id: number } & Record<string, unknown>

/**
 * Creates a document with server privileges (Local API, `overrideAccess: true`), the way the tests
 * set up what they then request over REST, and tracks it for removal. The matrix tables span several collections, so `data` is
 * typed loosely here and checked by Payload's validation when it runs.
 */
export async function createAsServer(collection: CollectionSlug, data: Record<string, unknown>): Promise<AnyDoc> {
  const payload = await getTestPayload()
  const doc = (await payload.create({ collection, data: data as never, overrideAccess: true })) as unknown as AnyDoc
  trackForRemoval(collection, doc.id)
  return doc
}

/** A minimal Lexical document with one paragraph, for required rich text fields. */
export function richText(text: string) {
  return {
    root: {
      type: 'root',
      children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text, version: 1 }] }],
      direction: null,
      format: '' as const,
      indent: 0,
      version: 1,
    },
  }
}

/** A small PNG, enough for Payload to accept an image upload. */
export function tinyPng(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: '#4a6fa5' } }).png().toBuffer()
}

/**
 * `POST /api/media` as a browser sends an upload: multipart with the `file` and the other fields as
 * JSON in `_payload`, through the same REST handler as `api`.
 */
export async function uploadMedia({ token, alt }: { token?: string; alt: string }): Promise<Response> {
  const form = new FormData()
  const png = await tinyPng()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `access-${uniqueToken()}.png`)
  form.append('_payload', JSON.stringify({ alt }))
  return fetch(`${await apiOrigin()}/api/media`, {
    method: 'POST',
    headers: token ? { Authorization: `JWT ${token}` } : {},
    body: form,
  })
}
