import { createHash } from 'node:crypto'

import type { Endpoint, PayloadRequest } from 'payload'
import { commitTransaction, initTransaction, killTransaction } from 'payload'

import { json, jsonError } from '../../../endpoints/responses'
import { LEAD_QUEUE } from '../../../jobs/deliverLeadWebhook'
import { requestJobRun } from '../../../jobs/runner'
import { leadSchema, RESPONSE_TIME_TARGET, type LeadSubmission } from '../../../shared/lead-schema'
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
    if (shouldCommit) await commitTransaction(req)
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

    const retryAfter = await consumeLeadAllowance(req.payload, req.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown')
    if (retryAfter !== null) {
      return jsonError(429, 'Too many requests. Please try again later.', { headers: { 'Retry-After': String(retryAfter) } })
    }

    const parsed = leadSchema.safeParse(body)
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }))
      return jsonError(400, `Invalid lead: ${errors[0]?.field} ${errors[0]?.message}`.trim(), { errors })
    }

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
