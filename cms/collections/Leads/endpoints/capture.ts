import { createHash } from 'node:crypto'

import type { Endpoint, PayloadRequest } from 'payload'
import { commitTransaction, initTransaction, killTransaction } from 'payload'

import { json, jsonError } from '../../../endpoints/responses'
import type { FieldError } from '../../../endpoints/responses'
import { LEAD_QUEUE } from '../../../jobs/deliverLeadWebhook'
import { requestJobRun } from '../../../jobs/runner'
import { RESPONSE_TIME_TARGET } from '../../../shared/lead-limits'
import { leadSchema, type LeadSubmission } from '../../../shared/lead-schema'
import { cachedSiteSettings } from '../../../globals/site-settings-cache'
import { LEADS } from '../../../shared/slugs'
import { consumeLeadAllowance } from '../rate-limit'

/** Largest lead body accepted (the longest valid lead is well under this). */
export const MAX_LEAD_BYTES = 16 * 1024
/** The header the server sets to the client's address (server/payload-api.ts). */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'

const ACCEPTED = {
  success: true,
  message: 'Thank you! Your request has been received.',
  responseTimeTarget: RESPONSE_TIME_TARGET,
}
const accepted = () => json(ACCEPTED, { headers: { 'Cache-Control': 'no-store' } })

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/

/**
 * The rate limiter's table keys are at most 255 characters (rate-limiter-flexible's `varchar(255)`);
 * a longer client address (a forged X-Forwarded-For) is counted under its hash instead.
 */
const MAX_PLAIN_CLIENT_KEY = 200

function rateLimitKey(address: string): string {
  if (address.length <= MAX_PLAIN_CLIENT_KEY) return address
  return `sha256:${createHash('sha256').update(address).digest('hex')}`
}

/**
 * The visitor's clock time is kept only within these bounds: PostgreSQL has no year 0, and Payload
 * reads dates back with JavaScript's parser, which fails on BC dates and turns years below 100 into 19xx.
 */
const EARLIEST_TIMESTAMP = Date.parse('1970-01-01T00:00:00Z')
const LATEST_TIMESTAMP = Date.parse('9999-12-31T23:59:59.999Z')

/**
 * What the lead schema lets through but cannot be stored and read back: a NUL character in a text
 * (PostgreSQL refuses it), or a timestamp outside the bounds above. Refused as the client's mistake,
 * not left to fail at the insert as if the database were down.
 */
function unstorableFields(lead: LeadSubmission): FieldError[] {
  const problems: FieldError[] = []
  for (const [field, value] of Object.entries(lead)) {
    if (typeof value === 'string' && value.includes('\u0000')) {
      problems.push({ field, message: 'Must not contain NUL characters' })
    }
  }
  const time = lead.timestamp === undefined ? null : Date.parse(lead.timestamp)
  if (time !== null && !(time >= EARLIEST_TIMESTAMP && time <= LATEST_TIMESTAMP)) {
    problems.push({ field: 'timestamp', message: 'Must be a date-time from 1970 to 9999' })
  }
  return problems
}

const invalidLead = (errors: FieldError[]) =>
  jsonError(400, `Invalid lead: ${errors[0]?.field} ${errors[0]?.message}`.trim(), { errors })

async function findByIdempotencyKey(req: PayloadRequest, key: string) {
  const { docs } = await req.payload.find({
    collection: LEADS,
    where: { idempotencyKey: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * Payload's Postgres adapter does not report a failed COMMIT (connection cut, database stopping):
 * commitTransaction returns as if the lead were saved. A lead counts as stored only once a read outside
 * the transaction finds it; otherwise the visitor gets a 503 and retries with the same key.
 */
async function assertCommitted(req: PayloadRequest, id: number): Promise<void> {
  const found = await req.payload.db.findOne({ collection: LEADS, where: { id: { equals: id } } })
  if (!found) throw new Error(`Lead ${id} was not committed`)
}

/** Stores the lead and, for a real one, queues the broker's e-mail and each webhook, in one transaction. */
async function storeLead(req: PayloadRequest, lead: LeadSubmission, idempotencyKey: string | null) {
  const isSpam = Boolean(lead.website?.trim())
  const { website: _trap, timestamp, ...fields } = lead
  const webhooks = (await cachedSiteSettings(req.payload)).webhooks ?? []
  const shouldCommit = await initTransaction(req)
  try {
    // Written at the adapter level: the body already passed the lead schema (the same rules as the
    // collection's fields), and skipping Payload's per-field hooks keeps capture fast under load.
    const now = new Date().toISOString()
    const created = (await req.payload.db.create({
      collection: LEADS,
      data: {
        ...fields,
        status: 'new',
        source: fields.source ?? 'main_form',
        submittedAt: timestamp ?? null,
        isSpam,
        idempotencyKey,
        createdAt: now,
        updatedAt: now,
      },
      req,
    })) as { id: number }
    if (!isSpam) {
      await req.payload.jobs.queue({ task: 'notifyBrokerOfLead', input: { leadId: created.id }, queue: LEAD_QUEUE, req })
      for (const hook of webhooks) {
        if (!hook.enabled) continue
        const messageId = `msg_${created.id}_${createHash('sha256').update(hook.url).digest('hex').slice(0, 16)}`
        await req.payload.jobs.queue({
          task: 'deliverLeadWebhook',
          input: { leadId: created.id, url: hook.url, messageId },
          queue: LEAD_QUEUE,
          req,
        })
      }
    }
    if (shouldCommit) {
      await commitTransaction(req)
      await assertCommitted(req, created.id)
    }
    return { isSpam }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/**
 * `POST /api/leads/capture`: validates, rate-limits and stores a lead, and answers only after it is
 * committed. The broker's e-mail and the webhooks follow from the jobs queue.
 */
export const captureEndpoint: Endpoint = {
  path: '/capture',
  method: 'post',
  handler: async (req) => {
    if (!/^application\/json\b/i.test(req.headers.get('content-type') ?? '')) {
      return jsonError(415, 'Send the lead as JSON (Content-Type: application/json)')
    }
    if (Number(req.headers.get('content-length') ?? 0) > MAX_LEAD_BYTES) return jsonError(413, 'The lead is too large')
    const text = (await req.text?.()) ?? ''
    if (Buffer.byteLength(text) > MAX_LEAD_BYTES) return jsonError(413, 'The lead is too large')
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return jsonError(400, 'Malformed JSON')
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) return jsonError(400, 'The lead must be a JSON object')

    const idempotencyKey = req.headers.get('idempotency-key')
    if (idempotencyKey !== null && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      return jsonError(400, 'Idempotency-Key must be 8 to 128 letters, digits or _.:-')
    }
    if (idempotencyKey && (await findByIdempotencyKey(req, idempotencyKey))) return accepted()

    const clientKey = rateLimitKey(req.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown')
    const retryAfter = await consumeLeadAllowance(req.payload, clientKey)
    if (retryAfter !== null) {
      return jsonError(429, 'Too many requests. Please try again later.', { headers: { 'Retry-After': String(retryAfter) } })
    }

    const parsed = leadSchema.safeParse(body)
    if (!parsed.success) {
      return invalidLead(parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })))
    }
    const unstorable = unstorableFields(parsed.data)
    if (unstorable.length) return invalidLead(unstorable)

    try {
      const { isSpam } = await storeLead(req, parsed.data, idempotencyKey)
      if (!isSpam) {
        // Deliver now rather than at the next scheduled run; failures are retried by the schedule.
        void requestJobRun(req.payload)
      }
    } catch (error) {
      // A concurrent retry with the same key won the unique index (it waited for that commit): same answer.
      if (idempotencyKey && (await findByIdempotencyKey(req, idempotencyKey))) return accepted()
      req.payload.logger.error({ err: error, msg: 'Could not store a lead' })
      return jsonError(503, 'We could not save your request just now. Please try again in a moment.', {
        headers: { 'Retry-After': '5' },
      })
    }
    return accepted()
  },
}
