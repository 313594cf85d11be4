import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { canManageContent } from '../access/canManageContent'
import { changeFeedHooks } from '../hooks/announceChange'
import { CITIES, MARKET_SNAPSHOTS } from '../shared/slugs'

export const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const

/** `county:2025:Q3` or `city:7:2025:Q3`: one snapshot per area and quarter, enforced by a unique index. */
export function periodKey({
  area,
  city,
  year,
  quarter,
}: {
  area?: string | null
  city?: number | { id: number } | null
  year?: number | null
  quarter?: string | null
}): string {
  const cityId = typeof city === 'object' && city !== null ? city.id : city
  const where = area === 'city' ? `city:${cityId ?? 'none'}` : 'county'
  return `${where}:${year ?? ''}:${quarter ?? ''}`
}

const setPeriodKey: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (!data) return data
  const merged = { ...originalDoc, ...data }
  if (merged.area !== 'city') data.city = null
  data.periodKey = periodKey(merged)
  return data
}

export const MarketSnapshots: CollectionConfig = {
  slug: MARKET_SNAPSHOTS,
  labels: { singular: 'Market snapshot', plural: 'Market snapshots' },
  admin: {
    useAsTitle: 'periodKey',
    defaultColumns: ['area', 'city', 'year', 'quarter', 'vacancy_rate', 'avg_lease_rate'],
    group: 'Market data',
  },
  defaultSort: '-sortKey',
  access: {
    read: anyone,
    create: canManageContent,
    update: canManageContent,
    delete: canManageContent,
  },
  hooks: { ...changeFeedHooks, beforeValidate: [setPeriodKey] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'area',
          type: 'select',
          required: true,
          defaultValue: 'county',
          options: [
            { label: 'Orange County', value: 'county' },
            { label: 'City', value: 'city' },
          ],
        },
        {
          name: 'city',
          type: 'relationship',
          relationTo: CITIES,
          index: true,
          admin: { condition: (_, siblingData) => siblingData?.area === 'city' },
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
            siblingData?.area !== 'city' || Boolean(value) || 'Choose the city this snapshot is for.',
        },
        { name: 'year', type: 'number', required: true, min: 2000, max: 2100 },
        { name: 'quarter', type: 'select', required: true, options: QUARTERS.map((q) => ({ label: q, value: q })) },
      ],
    },
    {
      name: 'periodKey',
      type: 'text',
      unique: true,
      index: true,
      admin: { hidden: true },
    },
    {
      name: 'sortKey',
      type: 'number',
      index: true,
      admin: { hidden: true },
      hooks: {
        beforeChange: [
          ({ siblingData }) =>
            Number(siblingData.year ?? 0) * 10 + QUARTERS.indexOf(siblingData.quarter ?? 'Q1') + 1,
        ],
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'vacancy_rate', type: 'number', required: true, min: 0, max: 100, admin: { description: 'Percent.' } },
        {
          name: 'avg_lease_rate',
          type: 'number',
          required: true,
          min: 0,
          admin: { description: 'Annual $/SF (the site shows it per month).' },
        },
        {
          name: 'net_absorption_quarterly',
          type: 'number',
          required: true,
          admin: { description: 'Square feet; negative when space was given back.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'num_sale_transactions', type: 'number', required: true, min: 0 },
        { name: 'num_lease_transactions', type: 'number', required: true, min: 0 },
        { name: 'sale_transactions_sf', type: 'number', required: true, min: 0 },
        { name: 'lease_transactions_sf', type: 'number', required: true, min: 0 },
      ],
    },
    {
      name: 'market_highlights',
      type: 'array',
      maxRows: 8,
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 120 },
        { name: 'description', type: 'textarea', required: true, maxLength: 600 },
      ],
    },
    {
      name: 'market_forecast',
      type: 'group',
      fields: [
        { name: 'summary', type: 'textarea', maxLength: 1200 },
        { name: 'expertQuote', type: 'textarea', maxLength: 600 },
        { name: 'underConstructionSf', type: 'number', min: 0 },
        { name: 'unemploymentRate', type: 'number', min: 0, max: 100, admin: { description: 'Percent.' } },
      ],
    },
  ],
}
