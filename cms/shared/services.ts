/** The 8 service pages of SPEC.md section 2, at /services/{slug}. */
export const SERVICE_SLUGS = [
  'property-search',
  'market-intelligence',
  'investment-analysis',
  'broker-advisory',
  'due-diligence',
  'portfolio-management',
  'lease-renewal',
  'sublease',
] as const

export type ServiceSlug = (typeof SERVICE_SLUGS)[number]
