import type { Access } from 'payload'

import { hasRole } from './user-roles'

/** Marketing content (posts, pages, homepage, market data, cities, services, team, settings): admins and editors. */
export const canManageContent: Access = ({ req: { user } }) => hasRole(user, 'admin', 'editor')
