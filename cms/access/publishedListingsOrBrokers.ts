import type { Access } from 'payload'

import { hasRole } from './user-roles'

/** Properties: admins and brokers read every listing; everyone else only published ones. */
export const publishedListingsOrBrokers: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin', 'broker')) return true
  return { published: { equals: true } }
}
