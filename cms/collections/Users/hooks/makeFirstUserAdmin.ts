import type { CollectionBeforeChangeHook } from 'payload'

import type { User } from '../../../payload-types'

/** The first account of a new installation (the admin's "create first user" form) is an admin. */
export const makeFirstUserAdmin: CollectionBeforeChangeHook<User> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  return totalDocs === 0 ? { ...data, roles: ['admin'] } : data
}
