import type { CollectionConfig } from 'payload'

import { canManageListings } from '../../access/canManageListings'
import { isAdmin } from '../../access/isAdmin'
import {
  LEAD_STATUS_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
  SQUARE_FOOTAGE_OPTIONS,
  TIMELINE_OPTIONS,
} from '../../shared/lead-options'
import { LEADS } from '../../shared/slugs'
import { captureEndpoint } from './endpoints/capture'
import { exportEndpoint } from './endpoints/export'

/**
 * Leads from the site's forms. The public never reads them and cannot create them through the
 * default REST route: the site submits through the lead capture endpoint, which validates, rate-limits
 * and writes with server privileges.
 */
export const Leads: CollectionConfig = {
  slug: LEADS,
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'phone', 'status', 'source', 'createdAt'],
    group: 'Listings',
    listSearchableFields: ['name', 'email', 'company', 'phone'],
    components: { beforeListTable: ['/cms/components/ExportLeadsLink#ExportLeadsLink'] },
  },
  defaultSort: '-createdAt',
  endpoints: [captureEndpoint, exportEndpoint],
  access: {
    read: canManageListings,
    create: canManageListings,
    update: canManageListings,
    delete: isAdmin,
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 120, label: 'Full name' },
        { name: 'email', type: 'email', required: true },
        { name: 'phone', type: 'text', required: true, maxLength: 40 },
      ],
    },
    { name: 'company', type: 'text', maxLength: 160 },
    {
      type: 'row',
      fields: [
        { name: 'propertyType', type: 'select', options: [...PROPERTY_TYPE_OPTIONS] },
        { name: 'squareFootage', type: 'select', options: [...SQUARE_FOOTAGE_OPTIONS] },
        { name: 'timeline', type: 'select', options: [...TIMELINE_OPTIONS] },
      ],
    },
    { name: 'message', type: 'textarea', maxLength: 5000 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: [...LEAD_STATUS_OPTIONS],
      admin: { position: 'sidebar' },
    },
    { name: 'notes', type: 'textarea', maxLength: 10000, admin: { position: 'sidebar' } },
    {
      name: 'isSpam',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Caught by the spam trap; nobody was notified.' },
    },
    {
      type: 'collapsible',
      label: 'Where it came from',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'source', type: 'text', maxLength: 64, index: true, admin: { description: 'e.g. main_form.' } },
            { name: 'page', type: 'text', maxLength: 300 },
            { name: 'submittedAt', type: 'date', admin: { description: 'Time the visitor sent the form.' } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'utm_source', type: 'text', maxLength: 200 },
            { name: 'utm_medium', type: 'text', maxLength: 200 },
            { name: 'utm_campaign', type: 'text', maxLength: 200 },
          ],
        },
        {
          name: 'idempotencyKey',
          type: 'text',
          unique: true,
          index: true,
          maxLength: 128,
          admin: { readOnly: true, description: 'Sent by the form so a retried submission makes one lead.' },
        },
      ],
    },
  ],
}
