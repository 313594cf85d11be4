import type { Endpoint, Where } from 'payload'

import { hasRole } from '../../../access/user-roles'
import { jsonError } from '../../../endpoints/responses'
import { LEAD_STATUS_OPTIONS } from '../../../shared/lead-options'
import { LEADS } from '../../../shared/slugs'
import { leadsToCsv } from '../csv'

const STATUSES = new Set<string>(LEAD_STATUS_OPTIONS.map((option) => option.value))

/**
 * `GET /api/leads/export.csv`: the leads as a spreadsheet, newest first, for brokers and admins.
 * `?status=new` narrows to one status; spam is left out unless `?spam=include`.
 */
export const exportEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return jsonError(401, 'Authentication required', { headers: { 'WWW-Authenticate': 'Bearer' } })
    if (!hasRole(req.user, 'admin', 'broker')) return jsonError(403, 'Not allowed to export leads')
    const status = req.searchParams.get('status')
    if (status && !STATUSES.has(status)) return jsonError(400, `Unknown status: ${status}`)
    const conditions: Where[] = []
    if (status) conditions.push({ status: { equals: status } })
    if (req.searchParams.get('spam') !== 'include') conditions.push({ isSpam: { not_equals: true } })
    const { docs } = await req.payload.find({
      collection: LEADS,
      where: { and: conditions },
      sort: '-createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user: req.user,
    })
    const date = new Date().toISOString().slice(0, 10)
    return new Response(leadsToCsv(docs), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${date}.csv"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  },
}
