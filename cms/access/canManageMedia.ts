import type { Access } from 'payload'

import { hasRole } from './user-roles'

/** Media: every staff role; editors for content images, brokers for listing photos and brochures. */
export const canManageMedia: Access = ({ req: { user } }) => hasRole(user, 'admin', 'editor', 'broker')
