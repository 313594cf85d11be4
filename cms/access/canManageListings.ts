import type { Access } from 'payload'

import { hasRole } from './user-roles'

/** Listings and leads: admins and brokers. */
export const canManageListings: Access = ({ req: { user } }) => hasRole(user, 'admin', 'broker')
