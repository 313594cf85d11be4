import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { api, closeTestPayload, getTestPayload } from './support/payload'

const PATH = '/api/leads/capture'
let addressCount = 0
/** A client address of its own per test (the server trusts X-Forwarded-For in tests). */
const newClient = () => ({ 'X-Forwarded-For': `198.51.100.${(addressCount += 1) % 250}, 10.0.0.1`, 'X-Test-Run': randomUUID() })

const lead = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dana Whitfield',
  email: 'dana.whitfield@example.com',
  phone: '(714) 555-0123',
  company: 'Whitfield Logistics',
  propertyType: 'warehouse',
  squareFootage: '25k-50k',
  timeline: 'short-term',
  message: 'Looking for 30,000 SF near the 55 with 6 dock doors.',
  source: 'main_form',
  page: 'home',
  timestamp: new Date().toISOString(),
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'q3-report',
  ...overrides,
})

async function leadsNamed(name: string) {
  const payload = await getTestPayload()
  return payload.find({ collection: 'leads', where: { name: { equals: name } }, limit: 1000, overrideAccess: true })
}

describe('POST /api/leads/capture', () => {
  beforeAll(async () => {
    await getTestPayload()
  })
  afterAll(async () => {
    const payload = await getTestPayload()
    await payload.delete({ collection: 'leads', where: { email: { like: '@example.com' } }, overrideAccess: true })
    await closeTestPayload()
  })

  it('stores the lead with every field and answers only then', async () => {
    const name = `Capture ${randomUUID()}`
    const response = await api('POST', PATH, { body: lead({ name }), headers: newClient() })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      success: true,
      message: expect.any(String),
      responseTimeTarget: '2 hours',
    })
    const { docs } = await leadsNamed(name)
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      email: 'dana.whitfield@example.com',
      phone: '(714) 555-0123',
      company: 'Whitfield Logistics',
      propertyType: 'warehouse',
      squareFootage: '25k-50k',
      timeline: 'short-term',
      source: 'main_form',
      page: 'home',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'q3-report',
      status: 'new',
      isSpam: false,
    })
  })

  it.each([
    ['a missing name', { name: '' }, 'name'],
    ['a bad e-mail', { email: 'dana-at-example' }, 'email'],
    ['a missing phone', { phone: undefined }, 'phone'],
    ['a property type outside the list', { propertyType: 'castle' }, 'propertyType'],
    ['a size outside the list', { squareFootage: '1m-plus' }, 'squareFootage'],
    ['a timeline outside the list', { timeline: 'someday' }, 'timeline'],
    ['a message that is too long', { message: 'x'.repeat(5001) }, 'message'],
  ] as [string, Record<string, unknown>, string][])('answers 400 naming the field for %s, and stores nothing', async (_case, overrides, field) => {
    const name = overrides.name === '' ? '' : `Invalid ${randomUUID()}`
    const response = await api('POST', PATH, { body: lead({ name, ...overrides }), headers: newClient() })
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.success).toBe(false)
    expect(body.errors.map((error: { field: string }) => error.field)).toContain(field)
    if (name) expect((await leadsNamed(name)).totalDocs).toBe(0)
  })

  it('answers 400 for malformed JSON and for a body that is not an object', async () => {
    const malformed = await api('POST', PATH, { body: '{"name": "Dana",', headers: { ...newClient(), 'Content-Type': 'application/json' } })
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toMatchObject({ success: false, error: 'Malformed JSON' })
    const list = await api('POST', PATH, { body: [lead()], headers: newClient() })
    expect(list.status).toBe(400)
  })

  it('answers 415 for a body that is not JSON', async () => {
    const response = await api('POST', PATH, { body: 'name=Dana', headers: { ...newClient(), 'Content-Type': 'application/x-www-form-urlencoded' } })
    expect(response.status).toBe(415)
    expect((await response.json()).success).toBe(false)
  })

  it('answers 413 for a body over the size limit', async () => {
    const response = await api('POST', PATH, { body: lead({ message: 'x'.repeat(40_000) }), headers: newClient() })
    expect(response.status).toBe(413)
    expect((await response.json()).success).toBe(false)
  })

  it('answers a filled spam trap like a lead, stores it flagged and queues no notification', async () => {
    const payload = await getTestPayload()
    const name = `Trap ${randomUUID()}`
    const response = await api('POST', PATH, { body: lead({ name, website: 'http://spam.example' }), headers: newClient() })
    expect(response.status).toBe(200)
    expect((await response.json()).success).toBe(true)
    const { docs } = await leadsNamed(name)
    expect(docs).toHaveLength(1)
    expect(docs[0].isSpam).toBe(true)
    const jobs = await payload.find({ collection: 'payload-jobs', where: { 'input.leadId': { equals: docs[0].id } }, overrideAccess: true })
    expect(jobs.totalDocs).toBe(0)
  })

  it('makes one lead of a retried submission with the same Idempotency-Key, with the same answer', async () => {
    const name = `Retry ${randomUUID()}`
    const headers = { ...newClient(), 'Idempotency-Key': `lead-${randomUUID()}` }
    const answers = await Promise.all([1, 2, 3].map(() => api('POST', PATH, { body: lead({ name }), headers })))
    const bodies = await Promise.all(answers.map((answer) => answer.json()))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1)
    expect((await leadsNamed(name)).totalDocs).toBe(1)
    const again = await api('POST', PATH, { body: lead({ name }), headers })
    expect(await again.json()).toEqual(bodies[0])
    expect((await leadsNamed(name)).totalDocs).toBe(1)
  })

  it('limits each client address and says when to retry', async () => {
    const client = newClient()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await api('POST', PATH, { body: lead({ name: `Flood ${randomUUID()}` }), headers: client })
      statuses.push(response.status)
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
        expect((await response.json()).success).toBe(false)
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    // Another client is not affected.
    expect((await api('POST', PATH, { body: lead({ name: `Other ${randomUUID()}` }), headers: newClient() })).status).toBe(200)
  })

  it('turns 200 concurrent submissions into exactly 200 leads', async () => {
    const company = `Concurrent ${randomUUID()}`
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        api('POST', PATH, {
          body: lead({ name: `Concurrent lead ${index}`, company }),
          headers: { 'X-Forwarded-For': `203.0.113.${index % 250}-${index}` },
        }),
      ),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(200)
    const payload = await getTestPayload()
    const stored = await payload.count({ collection: 'leads', where: { company: { equals: company } }, overrideAccess: true })
    expect(stored.totalDocs).toBe(200)
  })
})
