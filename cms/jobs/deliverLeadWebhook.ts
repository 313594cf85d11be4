import type { TaskConfig } from 'payload'

import { env } from '../env'
import { cachedSiteSettings } from '../globals/site-settings-cache'
import { LEADS } from '../shared/slugs'
import { leadPayload } from './lead-payload'
import { signWebhook } from './webhook-signature'

/** How long a receiver has to answer one delivery. */
export const WEBHOOK_TIMEOUT_MS = 10_000
export const LEAD_QUEUE = 'leads'
export const DELIVERY_ATTEMPTS = 6

/**
 * POSTs a new lead to one webhook endpoint, signed per Standard Webhooks. `messageId` is fixed when the
 * job is queued, so every retry carries the same `webhook-id` and receivers can drop duplicates.
 * A failure (network, timeout, non-2xx) throws: the job is retried with exponential backoff.
 */
export const DeliverLeadWebhook: TaskConfig<'deliverLeadWebhook'> = {
  slug: 'deliverLeadWebhook',
  label: 'Deliver lead webhook',
  inputSchema: [
    { name: 'leadId', type: 'number', required: true },
    { name: 'url', type: 'text', required: true },
    { name: 'messageId', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'status', type: 'number' }],
  retries: { attempts: DELIVERY_ATTEMPTS, backoff: { type: 'exponential', delay: env.JOB_RETRY_BASE_MS } },
  handler: async ({ input, req }) => {
    const settings = await cachedSiteSettings(req.payload)
    const endpoint = settings.webhooks?.find((hook) => hook.url === input.url)
    // Removed or switched off since the lead came in: nothing to deliver.
    if (!endpoint?.enabled) return { output: { status: 0 } }

    const lead = await req.payload.findByID({ collection: LEADS, id: input.leadId, depth: 0, overrideAccess: true, req })
    const timestamp = Math.floor(Date.now() / 1000)
    const body = JSON.stringify({ type: 'lead.created', timestamp: new Date().toISOString(), data: leadPayload(lead) })
    const response = await fetch(input.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'lead-webhooks/1.0',
        'webhook-id': input.messageId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook({ id: input.messageId, timestamp, body, secret: endpoint.secret }),
      },
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    })
    await response.body?.cancel()
    if (!response.ok) throw new Error(`Webhook ${input.url} answered ${response.status}`)
    return { output: { status: response.status } }
  },
}
