import type { CollectionConfig } from 'payload'

import { canManageListings } from '../../access/canManageListings'
import { publishedListingsOrBrokers } from '../../access/publishedListingsOrBrokers'
import { slugField } from '../../fields/slug'
import { LISTING_PROPERTY_TYPES, LISTING_STATUSES, LISTING_TYPES } from '../../shared/lead-options'
import { CITIES, MEDIA, PROPERTIES } from '../../shared/slugs'
import { featuredEndpoint } from './endpoints/featured'
import { changeFeedHooks } from '../../hooks/announceChange'

export const Properties: CollectionConfig = {
  slug: PROPERTIES,
  admin: {
    useAsTitle: 'address',
    defaultColumns: ['address', 'city', 'type', 'size', 'listingType', 'status', 'published'],
    group: 'Listings',
    listSearchableFields: ['address', 'description'],
  },
  defaultSort: '-createdAt',
  hooks: changeFeedHooks,
  access: {
    read: publishedListingsOrBrokers,
    create: canManageListings,
    update: canManageListings,
    delete: canManageListings,
  },
  endpoints: [featuredEndpoint],
  fields: [
    { name: 'address', type: 'text', required: true, maxLength: 200 },
    slugField({ from: 'address' }),
    {
      name: 'published',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Only published listings appear on the site.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'relationship', relationTo: CITIES, index: true },
        {
          name: 'type',
          type: 'select',
          required: true,
          options: LISTING_PROPERTY_TYPES.map((value) => ({ label: value, value })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'listingType',
          type: 'select',
          required: true,
          defaultValue: 'lease',
          options: [...LISTING_TYPES],
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'available',
          options: [...LISTING_STATUSES],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'size',
          type: 'number',
          required: true,
          min: 1,
          max: 10_000_000,
          admin: { description: 'Building area in square feet.' },
        },
        {
          name: 'rate',
          type: 'text',
          maxLength: 80,
          admin: { description: 'As it should be shown, e.g. "$1.45/SF/Mo NNN" or "$24,500,000".' },
        },
      ],
    },
    { name: 'description', type: 'textarea', maxLength: 4000 },
    {
      name: 'features',
      type: 'text',
      hasMany: true,
      maxRows: 30,
      maxLength: 140,
      admin: { description: 'One highlight per entry; the first three show on cards.' },
    },
    { name: 'image', type: 'upload', relationTo: MEDIA, admin: { description: 'Main photo.' } },
    { name: 'gallery', type: 'upload', relationTo: MEDIA, hasMany: true, maxRows: 24 },
    {
      type: 'collapsible',
      label: 'Building specifications',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'clearHeight', type: 'number', min: 0, max: 200, admin: { description: 'Feet.' } },
            { name: 'dockHighDoors', type: 'number', min: 0, max: 1000 },
            { name: 'gradeLevelDoors', type: 'number', min: 0, max: 1000 },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'power', type: 'text', maxLength: 120, admin: { description: 'e.g. "2,000A 277/480V 3-phase".' } },
            { name: 'yearBuilt', type: 'number', min: 1850, max: 2100 },
            { name: 'lotAcres', type: 'number', min: 0, max: 10_000 },
          ],
        },
      ],
    },
    {
      name: 'brochure',
      type: 'upload',
      relationTo: MEDIA,
      filterOptions: { mimeType: { equals: 'application/pdf' } },
      admin: { description: 'PDF flyer offered for download on the listing page.' },
    },
  ],
}
