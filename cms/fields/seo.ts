import type { GroupField } from 'payload'

/** Search-engine title and description; the site cuts them to 60 and 160 characters. */
export function seoField(overrides: Partial<GroupField> = {}): GroupField {
  return {
    name: 'seo',
    type: 'group',
    label: 'Search engines',
    fields: [
      { name: 'title', type: 'text', maxLength: 120, admin: { description: 'Shown cut to 60 characters.' } },
      {
        name: 'description',
        type: 'textarea',
        maxLength: 300,
        admin: { description: 'Shown cut to 160 characters.' },
      },
      { name: 'image', type: 'upload', relationTo: 'media' },
    ],
    ...overrides,
  } as GroupField
}
