import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { canManageContent } from '../access/canManageContent'
import { slugField } from '../fields/slug'
import { MEDIA, TEAM_MEMBERS } from '../shared/slugs'
import { changeFeedHooks } from '../hooks/announceChange'

export const TeamMembers: CollectionConfig = {
  slug: TEAM_MEMBERS,
  labels: { singular: 'Team member', plural: 'Team' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'role', 'order'], group: 'Content' },
  defaultSort: 'order',
  hooks: changeFeedHooks,
  access: { read: anyone, create: canManageContent, update: canManageContent, delete: canManageContent },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    slugField({ from: 'name' }),
    { name: 'role', type: 'text', required: true, maxLength: 120 },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'bio', type: 'textarea', maxLength: 2000 },
    { name: 'photo', type: 'upload', relationTo: MEDIA },
    { name: 'email', type: 'email' },
    { name: 'phone', type: 'text', maxLength: 40 },
    { name: 'dreNumber', type: 'text', maxLength: 20, label: 'DRE licence number' },
    { name: 'linkedinUrl', type: 'text', maxLength: 300 },
    { name: 'specialties', type: 'text', hasMany: true, maxRows: 8, maxLength: 80 },
  ],
}
