import type { Access, FieldAccess } from 'payload'

import { hasRole } from './user-roles'

/** Admins only. */
export const isAdmin: Access = ({ req: { user } }) => hasRole(user, 'admin')

/** Admins only, for a single field (webhook settings, roles). */
export const isAdminField: FieldAccess = ({ req: { user } }) => hasRole(user, 'admin')
