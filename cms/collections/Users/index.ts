import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '../../access/isAdmin'
import { isAdminOrSelf } from '../../access/isAdminOrSelf'
import { env } from '../../env'
import { ROLES } from '../../shared/roles'
import { USERS } from '../../shared/slugs'
import { makeFirstUserAdmin } from './hooks/makeFirstUserAdmin'

export const Users: CollectionConfig = {
  slug: USERS,
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'roles'],
    group: 'Admin',
  },
  auth: {
    // Login lockout: 5 failed attempts lock the account for 15 minutes.
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 2 * 60 * 60,
    // API keys for integrations (CRM sync, listing feeds): `Authorization: users API-Key <key>`.
    useAPIKey: true,
    cookies: { sameSite: 'Lax', secure: env.SITE_URL.startsWith('https:') },
  },
  hooks: { beforeChange: [makeFirstUserAdmin] },
  access: {
    create: isAdmin,
    read: isAdminOrSelf,
    update: isAdminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text', maxLength: 120 },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      options: ROLES.map((role) => ({ label: role[0].toUpperCase() + role.slice(1), value: role })),
      access: { create: isAdminField, update: isAdminField },
      admin: { description: 'Admin: everything. Editor: marketing content. Broker: listings and leads.' },
    },
  ],
}
