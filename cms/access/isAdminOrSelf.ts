import type { Access } from 'payload'

import { hasRole } from './user-roles'

/** Users: admins see and edit everyone; any other signed-in user only their own account; the public nothing. */
export const isAdminOrSelf: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  return { id: { equals: user.id } }
}
