import type { Lead } from '../payload-types'

/** The lead as e-mails and webhooks carry it: every field the visitor sent, plus where it came from. */
export function leadPayload(lead: Lead) {
  return {
    id: lead.id,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company ?? null,
    propertyType: lead.propertyType ?? null,
    squareFootage: lead.squareFootage ?? null,
    timeline: lead.timeline ?? null,
    message: lead.message ?? null,
    source: lead.source ?? null,
    page: lead.page ?? null,
    timestamp: lead.submittedAt ?? null,
    utm_source: lead.utm_source ?? null,
    utm_medium: lead.utm_medium ?? null,
    utm_campaign: lead.utm_campaign ?? null,
    createdAt: lead.createdAt,
  }
}

export type LeadPayload = ReturnType<typeof leadPayload>
