import type { CollectionConfig } from 'payload'

import { canManageContent } from '../access/canManageContent'
import { publishedOrContentManagers } from '../access/publishedOrContentManagers'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { MEDIA, POSTS, TEAM_MEMBERS } from '../shared/slugs'
import { changeFeedHooks } from '../hooks/announceChange'

export const POST_CATEGORIES = [
  'Market Trends',
  'Leasing',
  'Investment',
  'Owner-Users',
  'Development',
  'Guides',
] as const

export const Posts: CollectionConfig = {
  slug: POSTS,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishedDate', '_status'],
    group: 'Content',
  },
  defaultSort: '-publishedDate',
  hooks: changeFeedHooks,
  access: {
    read: publishedOrContentManagers,
    create: canManageContent,
    update: canManageContent,
    delete: canManageContent,
    readVersions: canManageContent,
  },
  versions: {
    drafts: { schedulePublish: false },
    maxPerDoc: 25,
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    slugField({ from: 'title' }),
    {
      name: 'publishedDate',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'category',
      type: 'select',
      options: POST_CATEGORIES.map((value) => ({ label: value, value })),
      admin: { position: 'sidebar' },
    },
    { name: 'author', type: 'relationship', relationTo: TEAM_MEMBERS, admin: { position: 'sidebar' } },
    { name: 'excerpt', type: 'textarea', maxLength: 400, admin: { description: 'Shown on the blog list.' } },
    { name: 'coverImage', type: 'upload', relationTo: MEDIA },
    { name: 'content', type: 'richText', required: true },
    seoField(),
  ],
}
