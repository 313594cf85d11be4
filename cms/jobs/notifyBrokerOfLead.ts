import type { TaskConfig } from 'payload'

import { env } from '../env'
import { cachedSiteSettings } from '../globals/site-settings-cache'
import { LEADS } from '../shared/slugs'
import { DELIVERY_ATTEMPTS } from './deliverLeadWebhook'
import { leadEmail } from './lead-email'

/** E-mails the broker every field of a new lead; retried with exponential backoff when SMTP fails. */
export const NotifyBrokerOfLead: TaskConfig<'notifyBrokerOfLead'> = {
  slug: 'notifyBrokerOfLead',
  label: 'E-mail the broker about a lead',
  inputSchema: [{ name: 'leadId', type: 'number', required: true }],
  retries: { attempts: DELIVERY_ATTEMPTS, backoff: { type: 'exponential', delay: env.JOB_RETRY_BASE_MS } },
  handler: async ({ input, req }) => {
    const [lead, settings] = await Promise.all([
      req.payload.findByID({ collection: LEADS, id: input.leadId, depth: 0, overrideAccess: true, req }),
      cachedSiteSettings(req.payload),
    ])
    const to = env.LEADS_NOTIFY_EMAIL ?? settings.email
    const { subject, text, html } = leadEmail({ lead, siteUrl: env.SITE_URL })
    await req.payload.sendEmail({ to, subject, text, html, replyTo: lead.email })
    return { output: {} }
  },
}
