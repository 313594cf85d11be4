import type { Payload } from 'payload'

import type { Role } from '../shared/roles'
import { SEED_REQUEST_CONTEXT } from './context'

type UserSeed = { email: string; password: string; name: string; roles: Role[] }

/** Creates a user unless one with this email exists (never changes an existing user). True when created. */
export async function ensureUser(payload: Payload, { email, password, name, roles }: UserSeed): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { email: { equals: email.toLowerCase() } },
    overrideAccess: true,
  })
  if (totalDocs > 0) return false
  await payload.create({
    collection: 'users',
    data: { email, password, name, roles },
    overrideAccess: true,
    context: SEED_REQUEST_CONTEXT,
  })
  return true
}

/** The first administrator, from ADMIN_EMAIL / ADMIN_PASSWORD. True when it was created now. */
export function ensureAdminUser(payload: Payload, { email, password }: { email: string; password: string }): Promise<boolean> {
  return ensureUser(payload, { email, password, name: 'Site Administrator', roles: ['admin'] })
}

/**
 * One editor and one broker for trying the access roles locally; never created in production, where
 * a known password would be a hole. They share the admin password.
 */
export const LOCAL_ROLE_USERS: Omit<UserSeed, 'password'>[] = [
  { email: 'editor@example.com', name: 'Content Editor', roles: ['editor'] },
  { email: 'broker@example.com', name: 'Listing Broker', roles: ['broker'] },
]
