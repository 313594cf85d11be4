/**
 * Property-based hostile-input tests of every public API call (docs/api.md): thousands of generated
 * bodies, headers, paths and query strings, over real HTTP, against the production API handler.
 * What must hold whatever a client sends: never a 5xx; a refusal is a 4xx with a JSON body in the
 * documented error shape; a refused lead stores nothing. On failure fast-check prints the seed and
 * path of the smallest failing input: pass them back as `{ seed, path }` in the run's options to replay it.
 */
import http from 'node:http'

import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { leadSchema } from '../../cms/shared/lead-schema'
import {
  NON_JSON_CONTENT_TYPES,
  anyApiPath,
  customEndpointPath,
  headerValue,
  hostileValue,
  idempotencyKey,
  malformedJsonText,
  nearValidLead,
  oddForwardedFor,
  restReadPath,
  validLead,
} from './support/hostile-inputs'
import { apiOrigin, closeTestPayload, getTestPayload } from './support/payload'
import { expectWellFormed, isMessageList } from './support/hostile-assertions'
import { closeRawConnections, rawRequest } from './support/raw-http'
import type { RawRequest, RawResponse } from './support/raw-http'

const CAPTURE = '/api/leads/capture'
/** The Idempotency-Key rule of docs/api.md. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/

let origin = ''
let payload: Payload
let firstLeadId = 0
let requestCount = 0

const send = async (request: RawRequest): Promise<RawResponse> => {
  requestCount += 1
  return rawRequest(origin, request)
}

let addressCount = 0
/** An address of its own per request (the test server trusts X-Forwarded-For): the rate limit stays out of the way. */
const freshAddress = () => {
  addressCount += 1
  return `198.18.${Math.floor(addressCount / 250) % 250}.${(addressCount % 250) + 1}`
}

const leadCount = async () => (await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs

/** Posts `body` as a lead and checks the answer and the leads table: a refusal stores nothing, a success one lead. */
async function captureAndCheck({ body, headers = {} }: { body: string | Buffer; headers?: Record<string, string> }) {
  const before = await leadCount()
  const response = await send({
    method: 'POST',
    path: CAPTURE,
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress(), ...headers },
    body,
  })
  expectWellFormed(response, { method: 'POST' })
  const added = (await leadCount()) - before
  if (response.status !== 200) {
    expect(added, `a ${response.status} that stored a lead`).toBe(0)
  } else {
    expect(JSON.parse(response.text)).toMatchObject({ success: true })
    // A replayed Idempotency-Key is answered again without a second lead.
    expect(headers['Idempotency-Key'] === undefined ? [1] : [0, 1]).toContain(added)
  }
  return response
}

/** Payload's account calls that take no credentials (under /api/users). */
const ACCOUNT_CALLS = ['login', 'forgot-password', 'reset-password', 'unlock', 'refresh-token', 'logout', 'verify/x']

/** Thousands of requests overall; each property's share of them. */
const RUNS = {
  leads: 600,
  arbitraryBodies: 250,
  malformed: 250,
  contentTypes: 100,
  headers: 300,
  hosts: 100,
  custom: 600,
  rest: 1500,
  paths: 800,
  auth: 200,
}

describe('hostile input to the public API', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    origin = await apiOrigin()
    const { docs } = await payload.find({ collection: 'leads', sort: '-id', limit: 1, depth: 0, overrideAccess: true })
    firstLeadId = docs[0]?.id ?? 0
  })

  afterAll(async () => {
    await payload.delete({ collection: 'leads', where: { id: { greater_than: firstLeadId } }, overrideAccess: true })
    console.info(`hostile input: ${requestCount} requests`)
    closeRawConnections()
    await closeTestPayload()
  })

  it('answers near-valid leads with 200 and one stored lead, or a 4xx that stores nothing', async () => {
    await fc.assert(
      fc.asyncProperty(nearValidLead, async (lead) => {
        const response = await captureAndCheck({ body: JSON.stringify(lead) })
        const isValid = leadSchema.safeParse(lead).success
        if (!isValid) expect([400, 413], 'an invalid lead accepted').toContain(response.status)
        // A lead object with invalid fields is answered with the list of them.
        const isObject = typeof lead === 'object' && lead !== null && !Array.isArray(lead)
        if (response.status === 400 && isObject && !isValid) {
          expect(isMessageList(JSON.parse(response.text).errors)).toBe(true)
        }
      }),
      { numRuns: RUNS.leads },
    )
  })

  it('answers any JSON value sent as a lead without a server error or a stored row', async () => {
    await fc.assert(
      fc.asyncProperty(hostileValue, async (value) => {
        await captureAndCheck({ body: JSON.stringify(value) ?? 'null' })
      }),
      { numRuns: RUNS.arbitraryBodies },
    )
  })

  it('answers malformed JSON, deep nesting and stray bytes with a JSON 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(malformedJsonText, async (text) => {
        await captureAndCheck({ body: text })
      }),
      { numRuns: RUNS.malformed },
    )
  })

  it('answers a lead that is not sent as JSON with 415, and stores nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.option(fc.constantFrom(...NON_JSON_CONTENT_TYPES), { freq: 5 }),
        validLead,
        async (contentType, lead) => {
          const headers: Record<string, string> = contentType === null ? {} : { 'Content-Type': contentType }
          const before = await leadCount()
          const response = await send({
            method: 'POST',
            path: CAPTURE,
            headers: { 'X-Forwarded-For': freshAddress(), ...headers },
            body: JSON.stringify(lead),
          })
          expectWellFormed(response, { method: 'POST' })
          expect(response.status).toBe(415)
          expect(await leadCount()).toBe(before)
        },
      ),
      { numRuns: RUNS.contentTypes },
    )
  })

  it('answers odd Idempotency-Key, X-Forwarded-For and other headers in JSON, 429 included', async () => {
    const oddHeaders = fc.record(
      {
        'Idempotency-Key': idempotencyKey,
        'X-Forwarded-For': oddForwardedFor,
        'If-None-Match': fc.string({ maxLength: 30 }),
        'Accept-Encoding': fc.constantFrom('gzip', 'br;q=0', '*', 'identity;q=0', 'x'.repeat(300)),
        Authorization: fc.constantFrom('Bearer x', 'JWT ', 'JWT a.b.c', 'users API-Key nope', 'Basic Og=='),
        Cookie: fc.constantFrom('payload-token=x', 'payload-token=', 'a=b; payload-token=a.b.c'),
      },
      { requiredKeys: [] },
    )
    await fc.assert(
      fc.asyncProperty(
        oddHeaders,
        fc.oneof(validLead.map((lead) => JSON.stringify(lead)), malformedJsonText),
        async (headers, body) => {
          const response = await captureAndCheck({ body, headers })
          const key = headers['Idempotency-Key']
          if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
            expect([400, 413], 'a malformed Idempotency-Key accepted').toContain(response.status)
          }
        },
      ),
      { numRuns: RUNS.headers },
    )
  })

  it('answers 429 in JSON with Retry-After once an address is over the limit', async () => {
    const address = freshAddress()
    const statuses: number[] = []
    for (const lead of fc.sample(validLead, 7)) {
      const response = await send({
        method: 'POST',
        path: CAPTURE,
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
        body: JSON.stringify(lead),
      })
      expectWellFormed(response, { method: 'POST' })
      statuses.push(response.status)
    }
    expect(statuses.slice(-2)).toEqual([429, 429])
  })

  it('answers the path it was sent to, whatever the Host header says', async () => {
    const host = fc.oneof(
      fc.constantFrom('a b', 'user@example.com', 'example.com/api/users#', '[::1', 'example.com:99999', '', '..', '#'),
      headerValue,
    )
    await fc.assert(
      fc.asyncProperty(host, async (value) => {
        const response = await send({ method: 'GET', path: '/api/properties/featured', headers: { Host: value } })
        expectWellFormed(response)
        expect(response.status, `answered ${response.text.slice(0, 200)}`).toBe(200)
        expect(Array.isArray(JSON.parse(response.text))).toBe(true)
      }),
      { numRuns: RUNS.hosts },
    )
  })

  it("answers generated reads of the site's own endpoints with 2xx JSON or a documented 4xx", async () => {
    await fc.assert(
      fc.asyncProperty(customEndpointPath, fc.constantFrom('GET', 'GET', 'GET', 'HEAD'), async (path, method) => {
        const response = await send({ method, path, headers: { 'If-None-Match': '*, W/"x"' } })
        expectWellFormed(response, { method })
        if (response.status === 200 && method === 'GET') expect(() => JSON.parse(response.text)).not.toThrow()
      }),
      { numRuns: RUNS.custom },
    )
  })

  it('answers generated REST reads of public collections without a 5xx, and shows only published content', async () => {
    await fc.assert(
      fc.asyncProperty(restReadPath, async ({ collection, path }) => {
        const response = await send({ method: 'GET', path })
        expectWellFormed(response, { isPayloadRoute: true })
        if (response.status !== 200) return
        const body = JSON.parse(response.text) as { docs?: Record<string, unknown>[] } & Record<string, unknown>
        for (const doc of body.docs ?? [body]) {
          if (collection === 'properties' && 'published' in doc) {
            expect(doc.published, 'an unpublished listing shown').toBe(true)
          }
          if ((collection === 'posts' || collection === 'pages') && '_status' in doc) {
            expect(doc._status, 'a draft shown').toBe('published')
          }
        }
      }),
      { numRuns: RUNS.rest },
    )
  })

  it('answers any path under /api, with any method, without a server error', async () => {
    const method = fc.constantFrom('GET', 'GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS')
    await fc.assert(
      fc.asyncProperty(anyApiPath, method, async (path, verb) => {
        const hasBody = verb === 'POST' || verb === 'PUT' || verb === 'PATCH'
        const response = await send({
          method: verb,
          path,
          headers: hasBody ? { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress() } : {},
          body: hasBody ? '{"x":1}' : undefined,
        })
        expectWellFormed(response, { method: verb, isPayloadRoute: true })
      }),
      { numRuns: RUNS.paths },
    )
  })

  it("answers hostile bodies to Payload's public account calls without a server error", async () => {
    const call = fc.constantFrom(...ACCOUNT_CALLS)
    const body = fc.oneof(
      fc
        .record({ email: hostileValue, password: hostileValue, token: hostileValue }, { requiredKeys: [] })
        .map((value) => JSON.stringify(value)),
      malformedJsonText,
    )
    await fc.assert(
      fc.asyncProperty(call, body, async (name, text) => {
        const response = await send({
          method: 'POST',
          path: `/api/users/${name}`,
          headers: { 'Content-Type': 'application/json' },
          body: text,
        })
        expectWellFormed(response, { method: 'POST', isPayloadRoute: true })
        const isSignedIn = response.headers['set-cookie']?.some((cookie) => /payload-token=[^;]+/.test(cookie)) ?? false
        expect(isSignedIn, 'signed in by a hostile body').toBe(false)
      }),
      { numRuns: RUNS.auth },
    )
  })

  it('opens the change event stream, also for a client that leaves at once', async () => {
    const { hostname, port } = new URL(origin)
    const first = await new Promise<{ status: number; contentType: string; chunk: string }>((resolve, reject) => {
      const request = http.get({ hostname, port, path: '/api/events' }, (response) => {
        response.once('data', (chunk: Buffer) => {
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers['content-type'] ?? '',
            chunk: chunk.toString(),
          })
          request.destroy()
        })
      })
      request.on('error', reject)
    })
    expect(first.status).toBe(200)
    expect(first.contentType).toMatch(/^text\/event-stream/)
    expect(first.chunk).toContain('retry:')
    // The server still answers after the abrupt close.
    expectWellFormed(await send({ method: 'GET', path: '/api/market-data/latest' }))
  })
})
