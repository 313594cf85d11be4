import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { canManageContent } from '../access/canManageContent'
import { HOMEPAGE_SECTIONS } from '../shared/slugs'
import { changeFeedHooks } from '../hooks/announceChange'

/** Replaceable home page content, looked up by `section_key` (e.g. market_intelligence, market_analysis_cta). */
export const HomepageSections: CollectionConfig = {
  slug: HOMEPAGE_SECTIONS,
  admin: { useAsTitle: 'section_key', defaultColumns: ['section_key', 'title', 'updatedAt'], group: 'Content' },
  hooks: changeFeedHooks,
  access: {
    read: anyone,
    create: canManageContent,
    update: canManageContent,
    delete: canManageContent,
  },
  fields: [
    {
      name: 'section_key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 64,
      validate: (value: string | null | undefined) =>
        !value || /^[a-z][a-z0-9_]*$/.test(value) || 'Use lower-case letters, digits and underscores.',
    },
    { name: 'title', type: 'text', maxLength: 160 },
    { name: 'subtitle', type: 'text', maxLength: 240 },
    { name: 'description', type: 'textarea', maxLength: 1000 },
    {
      name: 'content',
      type: 'group',
      fields: [
        {
          name: 'stats',
          type: 'array',
          maxRows: 12,
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'value', type: 'text', required: true, maxLength: 40 },
                { name: 'label', type: 'text', required: true, maxLength: 80 },
                { name: 'change', type: 'text', maxLength: 40 },
                {
                  name: 'trend',
                  type: 'select',
                  defaultValue: 'neutral',
                  options: [
                    { label: 'Up', value: 'up' },
                    { label: 'Down', value: 'down' },
                    { label: 'Neutral', value: 'neutral' },
                  ],
                },
              ],
            },
            { name: 'description', type: 'text', maxLength: 240 },
          ],
        },
        {
          name: 'cta_buttons',
          type: 'array',
          maxRows: 4,
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'text', type: 'text', required: true, maxLength: 60 },
                { name: 'link', type: 'text', required: true, maxLength: 300 },
                {
                  name: 'style',
                  type: 'select',
                  defaultValue: 'primary',
                  options: [
                    { label: 'Primary', value: 'primary' },
                    { label: 'Secondary', value: 'secondary' },
                  ],
                },
              ],
            },
          ],
        },
        { name: 'footer_text', type: 'text', maxLength: 300 },
      ],
    },
  ],
}
