/**
 * Media in S3 (docs/operations.md): with S3_BUCKET set, uploads, their renditions, downloads and
 * deletions go to an S3-compatible store, here a local S3 server (s3rver, the S3 REST protocol over
 * HTTP, objects on disk) reached through the AWS SDK exactly as a real bucket would be.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import type { Media } from '../../cms/payload-types'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { apiOrigin, closeTestPayload, getTestPayload, loginAs } from './support/payload'

const BUCKET = 'site-media'
const PREFIX = 'media'
const S3_ENV = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX']

let s3: S3rver
let s3Dir = ''
let bucketDir = ''
let token = ''
/** Media this file uploaded and did not delete itself: removed at the end, from the bucket too. */
const uploaded: number[] = []
const saved: Record<string, string | undefined> = {}

/** The object keys in the bucket, read from the S3 server's folder (not through the code under test). */
async function objectKeys(): Promise<string[]> {
  const keys: string[] = []
  const walk = async (dir: string) => {
    for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) await walk(full)
      // s3rver keeps each object as <key>._S3rver_object beside its metadata files.
      else if (entry.name.endsWith('._S3rver_object')) keys.push(path.relative(bucketDir, full).replace(/\._S3rver_object$/, ''))
    }
  }
  await walk(bucketDir)
  return keys.sort()
}

const objectBytes = (key: string) => fs.readFile(path.join(bucketDir, `${key}._S3rver_object`))

/** A photo large enough for every rendition (400, 800 and 1200 px wide). */
const photo = () =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 36, g: 91, b: 141 } } })
    .jpeg({ quality: 80 })
    .toBuffer()

async function upload(name: string, bytes: Buffer) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name)
  form.append('_payload', JSON.stringify({ alt: 'Loading dock at dusk' }))
  const response = await fetch(`${await apiOrigin()}/api/media`, {
    method: 'POST',
    headers: { Authorization: `JWT ${token}` },
    body: form,
  })
  expect(response.status).toBe(201)
  const { doc } = (await response.json()) as { doc: Media }
  uploaded.push(doc.id)
  return doc
}

beforeAll(async () => {
  s3Dir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-s3-'))
  s3 = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Dir, silent: true, configureBuckets: [{ name: BUCKET }] })
  const { port } = await s3.run()
  bucketDir = path.join(s3Dir, BUCKET)
  for (const name of S3_ENV) saved[name] = process.env[name]
  Object.assign(process.env, {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: 'true',
    // s3rver's fixed credentials; it checks the signature as S3 does.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PREFIX: PREFIX,
  })
  await getTestPayload()
  ;({ token } = await loginAs(['editor']))
})

afterAll(async () => {
  const payload = await getTestPayload()
  await payload.delete({ collection: 'media', where: { id: { in: uploaded } }, overrideAccess: true })
  await closeTestPayload()
  await s3?.close()
  await fs.rm(s3Dir, { recursive: true, force: true })
  for (const name of S3_ENV) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
})

describe('media in S3', () => {
  it('stores an upload and its renditions in the bucket, under the prefix, and nothing on disk', async () => {
    const before = await objectKeys()
    const bytes = await photo()
    const doc = await upload('dock-at-dusk.jpg', bytes)

    expect(doc.prefix).toBe(PREFIX)
    const added = (await objectKeys()).filter((key) => !before.includes(key))
    const names = [doc.filename, doc.sizes?.small?.filename, doc.sizes?.medium?.filename, doc.sizes?.large?.filename]
    expect(names.every(Boolean)).toBe(true)
    expect(added).toEqual(names.map((name) => `${PREFIX}/${name}`).sort())
    expect(await objectBytes(`${PREFIX}/${doc.filename}`)).toEqual(bytes)
    const large = await sharp(await objectBytes(`${PREFIX}/${doc.sizes?.large?.filename}`)).metadata()
    expect(large).toMatchObject({ format: 'webp', width: 1200 })

    const { uploadsDir } = await import('../../cms/env')
    await expect(fs.access(path.join(uploadsDir, doc.filename ?? ''))).rejects.toThrow()
  })

  it('serves the original and each rendition from the bucket at the URLs the API gives', async () => {
    const bytes = await photo()
    const doc = await upload('yard-and-doors.jpg', bytes)
    const origin = await apiOrigin()

    // On the site's own origin (SITE_URL), streamed from the bucket through the media access rules.
    const pathOf = (url: string | null | undefined) => new URL(url ?? '', 'http://site.invalid').pathname
    expect(pathOf(doc.url)).toBe(`/api/media/file/${doc.filename}`)
    const original = await fetch(`${origin}${pathOf(doc.url)}`)
    expect(original.status).toBe(200)
    expect(Buffer.from(await original.arrayBuffer())).toEqual(bytes)

    const rendition = await fetch(`${origin}${pathOf(doc.sizes?.small?.url)}`)
    expect(rendition.status).toBe(200)
    expect(rendition.headers.get('content-type')).toBe('image/webp')
    expect(await sharp(Buffer.from(await rendition.arrayBuffer())).metadata()).toMatchObject({ width: 400 })

    const missing = await fetch(`${origin}/api/media/file/no-such-file.jpg`)
    expect(missing.status).toBe(404)
  })

  it('removes the file and every rendition from the bucket when the media is deleted', async () => {
    const doc = await upload('to-be-removed.jpg', await photo())
    const keys = (await objectKeys()).filter((key) => key.includes('to-be-removed'))
    expect(keys).toHaveLength(4)

    const response = await fetch(`${await apiOrigin()}/api/media/${doc.id}`, {
      method: 'DELETE',
      headers: { Authorization: `JWT ${token}` },
    })
    expect(response.status).toBe(200)
    expect((await objectKeys()).filter((key) => key.includes('to-be-removed'))).toEqual([])
  })
})
