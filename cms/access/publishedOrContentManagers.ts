import type { Access } from 'payload'

import { hasRole } from './user-roles'

/** Drafted content (posts, pages): admins and editors read drafts; everyone else only published versions. */
export const publishedOrContentManagers: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin', 'editor')) return true
  return { _status: { equals: 'published' } }
}
