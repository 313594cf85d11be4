import type { Lead } from '../payload-types'
import { PROPERTY_TYPE_OPTIONS, SQUARE_FOOTAGE_OPTIONS, TIMELINE_OPTIONS } from '../shared/lead-options'

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

const labelOf = (options: readonly { value: string; label: string }[], value?: string | null) =>
  options.find((option) => option.value === value)?.label ?? value ?? ''

/** The broker's e-mail about a new lead: every field, as text and as (escaped) HTML. */
export function leadEmail({ lead, siteUrl }: { lead: Lead; siteUrl: string }) {
  const rows: [string, string][] = [
    ['Name', lead.name],
    ['Email', lead.email],
    ['Phone', lead.phone],
    ['Company', lead.company ?? ''],
    ['Property type', labelOf(PROPERTY_TYPE_OPTIONS, lead.propertyType)],
    ['Square footage', labelOf(SQUARE_FOOTAGE_OPTIONS, lead.squareFootage)],
    ['Timeline', labelOf(TIMELINE_OPTIONS, lead.timeline)],
    ['Message', lead.message ?? ''],
    ['Source', lead.source ?? ''],
    ['Page', lead.page ?? ''],
    ['Sent at', lead.submittedAt ?? lead.createdAt],
    ['UTM source', lead.utm_source ?? ''],
    ['UTM medium', lead.utm_medium ?? ''],
    ['UTM campaign', lead.utm_campaign ?? ''],
  ]
  const adminUrl = `${siteUrl}/admin/collections/leads/${lead.id}`
  const subject = `New lead: ${lead.name}${lead.company ? `, ${lead.company}` : ''} (${lead.source ?? 'website'})`
  const text = [...rows.map(([label, value]) => `${label}: ${value}`), '', `Open in the admin: ${adminUrl}`].join('\n')
  const html = `<h2>New lead from the website</h2><table cellpadding="6">${rows
    .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`)
    .join('')}</table><p><a href="${escapeHtml(adminUrl)}">Open in the admin</a></p>`
  return { subject, text, html }
}
