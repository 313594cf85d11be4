import type { GlobalConfig } from 'payload'

import { anyone } from '../access/anyone'
import { canManageContent } from '../access/canManageContent'
import { isAdminField } from '../access/isAdmin'
import { announceGlobalChange } from '../hooks/announceChange'
import { SITE_SETTINGS } from '../shared/slugs'

const DAYS = [
  { label: 'Monday', value: 'Mo' },
  { label: 'Tuesday', value: 'Tu' },
  { label: 'Wednesday', value: 'We' },
  { label: 'Thursday', value: 'Th' },
  { label: 'Friday', value: 'Fr' },
  { label: 'Saturday', value: 'Sa' },
  { label: 'Sunday', value: 'Su' },
]

const time = (name: string) => ({
  name,
  type: 'text' as const,
  required: true,
  validate: (value: string | null | undefined) =>
    !value || /^([01]\d|2[0-3]):[0-5]\d$/.test(value) || 'Use 24-hour HH:MM.',
})

/** Contact details, brand and integrations shown across the site; webhooks are admin-only. */
export const SiteSettings: GlobalConfig = {
  slug: SITE_SETTINGS,
  label: 'Site settings',
  admin: { group: 'Admin' },
  access: { read: anyone, update: canManageContent },
  hooks: { afterChange: [announceGlobalChange] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Brand',
          fields: [
            { name: 'brandName', type: 'text', required: true, maxLength: 80 },
            {
              type: 'row',
              fields: [
                {
                  name: 'productNoun',
                  type: 'text',
                  required: true,
                  defaultValue: 'industrial real estate',
                  admin: { description: 'What the broker sells, as it reads in a sentence.' },
                },
                {
                  name: 'productSlug',
                  type: 'text',
                  required: true,
                  defaultValue: 'industrial-real-estate',
                  validate: (value: string | null | undefined) =>
                    !value || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) || 'Lower-case words joined by hyphens.',
                  admin: { description: 'City pages live at /{city}-{this}.' },
                },
              ],
            },
            { name: 'footerTagline', type: 'text', maxLength: 200 },
            {
              name: 'claims',
              type: 'array',
              maxRows: 6,
              admin: { description: 'Headline figures, e.g. "$64 billion" transacted.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'value', type: 'text', required: true, maxLength: 40 },
                    { name: 'label', type: 'text', required: true, maxLength: 80 },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Contact',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'phone', type: 'text', required: true, maxLength: 40 },
                { name: 'email', type: 'email', required: true },
              ],
            },
            {
              name: 'address',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'street', type: 'text', required: true, maxLength: 120 },
                    { name: 'suite', type: 'text', maxLength: 40 },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'city', type: 'text', required: true, defaultValue: 'Irvine' },
                    { name: 'region', type: 'text', required: true, defaultValue: 'CA' },
                    { name: 'postalCode', type: 'text', required: true, maxLength: 10 },
                  ],
                },
              ],
            },
            { name: 'hoursText', type: 'text', maxLength: 80, defaultValue: 'Mon-Fri 8AM-6PM PST' },
            {
              name: 'openingHours',
              type: 'array',
              maxRows: 7,
              admin: { description: 'For search engines (schema.org openingHoursSpecification).' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'days', type: 'select', hasMany: true, required: true, options: DAYS },
                    time('opens'),
                    time('closes'),
                  ],
                },
              ],
            },
            { name: 'dreNumber', type: 'text', required: true, maxLength: 20, label: 'DRE licence number' },
            { name: 'linkedinUrl', type: 'text', maxLength: 300 },
            { name: 'schedulingUrl', type: 'text', maxLength: 300, admin: { description: 'Opens in a new tab.' } },
          ],
        },
        {
          label: 'Integrations',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'gtmId', type: 'text', maxLength: 20, label: 'Tag manager container id' },
                { name: 'analyticsId', type: 'text', maxLength: 20, label: 'Analytics measurement id' },
              ],
            },
            {
              name: 'webhooks',
              type: 'array',
              access: { read: isAdminField, create: isAdminField, update: isAdminField },
              admin: { description: 'Every new lead is POSTed to each enabled endpoint, signed (Standard Webhooks).' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'url', type: 'text', required: true, maxLength: 500 },
                    { name: 'enabled', type: 'checkbox', defaultValue: true },
                  ],
                },
                {
                  name: 'secret',
                  type: 'text',
                  required: true,
                  maxLength: 200,
                  admin: { description: 'whsec_ followed by a base64 key.' },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
