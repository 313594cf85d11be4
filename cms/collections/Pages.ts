import type { CollectionConfig } from 'payload'

import { canManageContent } from '../access/canManageContent'
import { publishedOrContentManagers } from '../access/publishedOrContentManagers'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { PAGES } from '../shared/slugs'
import { changeFeedHooks } from '../hooks/announceChange'

/** Standalone pages: about, privacy, terms, lease renewal support, market reports. */
export const Pages: CollectionConfig = {
  slug: PAGES,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status', 'updatedAt'], group: 'Content' },
  hooks: changeFeedHooks,
  access: {
    read: publishedOrContentManagers,
    create: canManageContent,
    update: canManageContent,
    delete: canManageContent,
    readVersions: canManageContent,
  },
  versions: { drafts: true, maxPerDoc: 25 },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    slugField({ from: 'title' }),
    { name: 'intro', type: 'textarea', maxLength: 600, admin: { description: 'Lead paragraph under the title.' } },
    { name: 'body', type: 'richText' },
    seoField(),
  ],
}
