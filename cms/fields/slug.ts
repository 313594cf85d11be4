import type { FieldHook, TextField } from 'payload'

import { slugify } from './slugify'

type SlugFieldOptions = {
  /** The field the slug is made from when left empty. */
  from: string
  overrides?: Partial<TextField>
}

const formatSlug =
  (from: string): FieldHook =>
  ({ value, data, originalDoc }) => {
    if (typeof value === 'string' && value.trim() !== '') return slugify(value)
    const source = data?.[from] ?? originalDoc?.[from]
    return typeof source === 'string' ? slugify(source) : value
  }

/** A unique, indexed URL slug, filled from another field when left empty. */
export function slugField({ from, overrides = {} }: SlugFieldOptions): TextField {
  return {
    name: 'slug',
    type: 'text',
    unique: true,
    index: true,
    ...overrides,
    admin: {
      position: 'sidebar',
      description: `Part of the page address. Left empty, it is made from the ${from}.`,
      ...overrides.admin,
    },
    hooks: {
      ...overrides.hooks,
      beforeValidate: [formatSlug(from), ...(overrides.hooks?.beforeValidate ?? [])],
    },
  } as TextField
}
