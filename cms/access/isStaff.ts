import type { Access } from 'payload'

import { hasRole } from './user-roles'

/** Any signed-in staff member (admin, editor or broker). */
export const isStaff: Access = ({ req: { user } }) => hasRole(user, 'admin', 'editor', 'broker')
