import type { PayloadRequest } from 'payload'

import { hasRole } from '../../access/user-roles'
import { jsonError } from '../responses'

/**
 * The admin property calls' gate. Payload resolves `req.user` from `Authorization: Bearer <jwt>`,
 * `JWT <jwt>` or `users API-Key <key>`, but a missing or invalid credential just leaves it null (no
 * 401 of its own), so this answers 401 for "nobody" and 403 for staff without a listings role.
 * Returns the refusal to send, or null when the caller may go on.
 */
export function refuseUnlessListingManager(req: PayloadRequest): Response | null {
  if (!req.user) {
    return jsonError(401, 'Authentication required', { headers: { 'WWW-Authenticate': 'Bearer' } })
  }
  if (!hasRole(req.user, 'admin', 'broker')) return jsonError(403, 'Not allowed to manage properties')
  return null
}
