/**
 * The lead form's option lists (SPEC.md section 3). One source for the CMS fields, the capture
 * endpoint's validation and the site's form.
 */
export const PROPERTY_TYPE_OPTIONS = [
  { value: 'warehouse', label: 'Warehouse' },
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'flex', label: 'Flex' },
  { value: 'cold-storage', label: 'Cold Storage' },
  { value: 'last-mile', label: 'Last-Mile' },
  { value: 'other', label: 'Other' },
] as const

export const SQUARE_FOOTAGE_OPTIONS = [
  { value: 'under-10k', label: 'Under 10,000 SF' },
  { value: '10k-25k', label: '10,000 - 25,000 SF' },
  { value: '25k-50k', label: '25,000 - 50,000 SF' },
  { value: '50k-100k', label: '50,000 - 100,000 SF' },
  { value: '100k-250k', label: '100,000 - 250,000 SF' },
  { value: '250k-plus', label: '250,000+ SF' },
] as const

export const TIMELINE_OPTIONS = [
  { value: 'immediate', label: 'Immediate (0-3 months)' },
  { value: 'short-term', label: 'Short term (3-6 months)' },
  { value: 'medium-term', label: 'Medium term (6-12 months)' },
  { value: 'long-term', label: 'Long term (12+ months)' },
  { value: 'planning', label: 'Just planning' },
] as const

export const LEAD_STATUS_OPTIONS = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'qualified', label: 'Qualified' },
  { value: 'won', label: 'Won' },
  { value: 'lost', label: 'Lost' },
] as const

/** Property types of a listing, stored and shown as written here. */
export const LISTING_PROPERTY_TYPES = [
  'Distribution Center',
  'Warehouse',
  'Manufacturing',
  'Flex',
  'Cold Storage',
  'Last-Mile',
  'R&D',
  'Industrial Outdoor Storage',
  'Land',
] as const

export const LISTING_TYPES = [
  { value: 'lease', label: 'For Lease' },
  { value: 'sale', label: 'For Sale' },
] as const

export const LISTING_STATUSES = [
  { value: 'available', label: 'Available' },
  { value: 'under-contract', label: 'Under Contract' },
  { value: 'leased', label: 'Leased' },
  { value: 'sold', label: 'Sold' },
] as const
