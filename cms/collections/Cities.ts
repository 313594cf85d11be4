import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { canManageContent } from '../access/canManageContent'
import { CITIES, MEDIA } from '../shared/slugs'
import { changeFeedHooks } from '../hooks/announceChange'

/** The city and area market pages, at /{slug}-{product slug}. */
export const Cities: CollectionConfig = {
  slug: CITIES,
  labels: { singular: 'City market', plural: 'City markets' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'order'], group: 'Market data' },
  defaultSort: 'order',
  hooks: changeFeedHooks,
  access: { read: anyone, create: canManageContent, update: canManageContent, delete: canManageContent },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: string | null | undefined) =>
        !value || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) || 'Lower-case words joined by hyphens.',
      admin: { position: 'sidebar', description: 'The page is /{slug}-{product slug}.' },
    },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'headline', type: 'text', maxLength: 160 },
    { name: 'description', type: 'textarea', required: true, maxLength: 2000 },
    {
      name: 'highlights',
      type: 'text',
      hasMany: true,
      maxRows: 10,
      maxLength: 160,
      admin: { description: 'Short facts about the submarket (freeways, ports, industrial corridors).' },
    },
    { name: 'heroImage', type: 'upload', relationTo: MEDIA },
  ],
}
