import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { verifyWebhook } from '../../cms/jobs/webhook-signature'
import { api, apiOrigin, closeTestPayload, getTestPayload } from './support/payload'

/** A real local SMTP server that keeps what it receives: recipients and the decoded message. */
const mails: { to: string; text: string }[] = []
/** Unfolds headers and undoes quoted-printable, enough to read an ASCII message. */
const readable = (raw: string) =>
  raw
    .replace(/\r\n[ \t]+/g, ' ')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(', ')
      mails.push({ to, text: readable(Buffer.concat(chunks).toString('utf8')) })
      callback()
    })
  },
})

/** A real local webhook receiver that fails the first two deliveries and accepts the third. */
type Delivery = { id: string; timestamp: number; signature: string; body: string; answered: number }
const deliveries: Delivery[] = []
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = []
  req.on('data', (chunk: Buffer) => chunks.push(chunk))
  req.on('end', () => {
    const answered = deliveries.length < 2 ? 500 : 200
    deliveries.push({
      id: String(req.headers['webhook-id']),
      timestamp: Number(req.headers['webhook-timestamp']),
      signature: String(req.headers['webhook-signature']),
      body: Buffer.concat(chunks).toString('utf8'),
      answered,
    })
    res.writeHead(answered).end()
  })
})

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'
const listen = (server: http.Server | SMTPServer) =>
  new Promise<number>((resolve) => {
    // SMTPServer keeps its net.Server in `.server`.
    const net = server instanceof SMTPServer ? (server as unknown as { server: http.Server }).server : server
    server.listen(0, '127.0.0.1', () => resolve((net.address() as AddressInfo).port))
  })

async function until<T>(check: () => T | undefined | Promise<T | undefined>, timeoutMs = 40_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const value = await check()
    if (value) return value
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('timed out waiting')
}

describe('after a lead is stored', () => {
  let receiverUrl = ''

  beforeAll(async () => {
    // The broker's mail goes to the local SMTP server: set before Payload loads its config.
    process.env.SMTP_HOST = '127.0.0.1'
    process.env.SMTP_PORT = String(await listen(smtp))
    process.env.LEADS_NOTIFY_EMAIL = 'broker-inbox@example.com'
    receiverUrl = `http://127.0.0.1:${await listen(receiver)}/hooks/leads`
    const payload = await getTestPayload()
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { webhooks: [{ url: receiverUrl, secret: SECRET, enabled: true }] },
      overrideAccess: true,
    })
  })

  afterAll(async () => {
    const payload = await getTestPayload()
    await payload.updateGlobal({ slug: 'site-settings', data: { webhooks: [] }, overrideAccess: true })
    await payload.delete({ collection: 'leads', where: { company: { like: 'Delivery test' } }, overrideAccess: true })
    await closeTestPayload()
    await new Promise((resolve) => smtp.close(() => resolve(undefined)))
    await new Promise((resolve) => receiver.close(resolve))
  })

  it('e-mails the broker every field and retries a failing webhook until it is delivered, signed, under one id', async () => {
    const name = `Morgan ${randomUUID().slice(0, 8)}`
    const response = await api('POST', '/api/leads/capture', {
      body: {
        name,
        email: 'morgan@example.com',
        phone: '949-555-0199',
        company: 'Delivery test Cold Chain Co.',
        propertyType: 'cold-storage',
        squareFootage: '50k-100k',
        timeline: 'immediate',
        message: 'Need freezer space <by> Q1 & a rail spur.',
        source: 'main_form',
        page: 'home',
        utm_source: 'linkedin',
        utm_medium: 'social',
        utm_campaign: 'cold-storage',
      },
      headers: { 'X-Forwarded-For': '192.0.2.77' },
    })
    expect(response.status).toBe(200)

    const mail = await until(() => mails.find((item) => item.text.includes(`Subject: New lead: ${name}`)))
    expect(mail.to).toContain('broker-inbox@example.com')
    for (const value of [name, 'morgan@example.com', '949-555-0199', 'Delivery test Cold Chain Co.', 'Cold Storage',
      '50,000 - 100,000 SF', 'Immediate', 'Need freezer space <by> Q1 & a rail spur.', 'main_form', 'home', 'linkedin', 'social', 'cold-storage']) {
      expect(mail.text).toContain(value)
    }

    const delivered = await until(() => deliveries.find((delivery) => delivery.answered === 200))
    expect(deliveries.map((delivery) => delivery.answered)).toEqual([500, 500, 200])
    expect(new Set(deliveries.map((delivery) => delivery.id)).size).toBe(1)
    for (const delivery of deliveries) {
      expect(verifyWebhook({ id: delivery.id, timestamp: delivery.timestamp, body: delivery.body, secret: SECRET, header: delivery.signature })).toBe(true)
      expect(Math.abs(Date.now() / 1000 - delivery.timestamp)).toBeLessThan(120)
    }
    const event = JSON.parse(delivered.body)
    expect(event).toMatchObject({ type: 'lead.created', data: { name, email: 'morgan@example.com', company: 'Delivery test Cold Chain Co.' } })

    // One e-mail for the one lead, however many runs worked the queue meanwhile.
    expect(mails.filter((item) => item.text.includes(`Subject: New lead: ${name}`))).toHaveLength(1)

    // The deliveries, failures included, are on record for the admin (once the runner has recorded the
    // answer it just received).
    const payload = await getTestPayload()
    const findJobs = () =>
      payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'deliverLeadWebhook' }, 'input.leadId': { equals: event.data.id } },
        overrideAccess: true,
      })
    const jobs = await until(async () => {
      const found = await findJobs()
      return found.docs.some((job) => job.completedAt) ? found : undefined
    }, 10_000)
    expect(jobs.docs).toHaveLength(1)
    expect(jobs.docs[0].completedAt).toBeTruthy()
    expect(jobs.docs[0].totalTried).toBe(3)
  }, 60_000)

  it('tells an open event stream about a committed content change', async () => {
    const payload = await getTestPayload()
    const controller = new AbortController()
    const stream = await fetch(`${await apiOrigin()}/api/events`, { signal: controller.signal })
    expect(stream.headers.get('content-type')).toContain('text/event-stream')
    const reader = stream.body!.getReader()
    const received: string[] = []
    const reading = (async () => {
      const decoder = new TextDecoder()
      while (!received.join('').includes('event: change')) {
        const { value, done } = await reader.read()
        if (done) break
        received.push(decoder.decode(value))
      }
    })()
    const [property] = (await payload.find({ collection: 'properties', limit: 1, overrideAccess: true })).docs
    await payload.update({ collection: 'properties', id: property.id, data: { rate: property.rate }, overrideAccess: true })
    await Promise.race([reading, new Promise((_, reject) => setTimeout(() => reject(new Error('no event')), 10_000))])
    controller.abort()
    const data = received.join('').split('\n').find((line) => line.startsWith('data: '))
    expect(JSON.parse(data!.slice('data: '.length))).toMatchObject({
      collection: 'properties',
      id: property.id,
      operation: 'update',
      keys: expect.arrayContaining(['/api/properties']),
    })
  })
})
