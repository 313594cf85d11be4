import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { canManageContent } from '../access/canManageContent'
import { seoField } from '../fields/seo'
import { SERVICES } from '../shared/slugs'
import { changeFeedHooks } from '../hooks/announceChange'

export const Services: CollectionConfig = {
  slug: SERVICES,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'order'], group: 'Content' },
  defaultSort: 'order',
  hooks: changeFeedHooks,
  access: { read: anyone, create: canManageContent, update: canManageContent, delete: canManageContent },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'The page is /services/{slug}.' },
    },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'summary', type: 'textarea', required: true, maxLength: 400 },
    {
      name: 'benefits',
      type: 'text',
      hasMany: true,
      maxRows: 12,
      maxLength: 200,
      admin: { description: 'What the client gets, one point per entry.' },
    },
    { name: 'body', type: 'richText' },
    seoField(),
  ],
}
