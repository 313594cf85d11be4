import type { ServiceSlug } from '../../../../cms/shared/services'

/** Line drawings (24 × 24, stroked) that say what each service is about at a glance. */
const ICON_PATHS: Record<ServiceSlug, string[]> = {
  'property-search': ['M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Z', 'm15.5 15.5 5 5', 'M7.5 13v-3l3-2 3 2v3'],
  'market-intelligence': ['M3.5 20.5h17', 'M6.5 17v-5', 'M11 17V7.5', 'M15.5 17v-7', 'M20 17V4.5'],
  'investment-analysis': ['M3 17.5 9 11.5l4 4 8-8', 'M15.5 7.5H21V13', 'M3 21h18'],
  'broker-advisory': [
    'M4 4.5h10a1 1 0 0 1 1 1v6.5a1 1 0 0 1-1 1H8.5L5 15.5V13H4a1 1 0 0 1-1-1V5.5a1 1 0 0 1 1-1Z',
    'M18 8.5h2a1 1 0 0 1 1 1V16a1 1 0 0 1-1 1h-1v2.5L15.5 17H11a1 1 0 0 1-1-1v-.5',
  ],
  'due-diligence': [
    'M9 4.5H6.5a1 1 0 0 0-1 1V20a1 1 0 0 0 1 1h11a1 1 0 0 0 1-1V5.5a1 1 0 0 0-1-1H15',
    'M9 3h6v3H9z',
    'm9 13.5 2 2 4-4.5',
  ],
  'portfolio-management': ['M3 21h18', 'M4.5 21V8.5L10 5v16', 'M10 21V10.5h9.5V21', 'M13 14h3.5M13 17.5h3.5M7 11h.5M7 14.5h.5'],
  'lease-renewal': ['M19.5 12a7.5 7.5 0 0 1-13.4 4.6', 'M4.5 12a7.5 7.5 0 0 1 13.4-4.6', 'M18.5 3.5v4h-4', 'M5.5 20.5v-4h4'],
  sublease: ['M8 20a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Z', 'm11.2 12.3 8.8-8.8', 'm16.5 7 2.5 2.5', 'm14 9.5 2 2'],
}

/** A building: for a service the site does not have its own drawing for. */
const FALLBACK_PATHS = ['M3 21h18', 'M5 21V9l7-4.5L19 9v12', 'M9 21v-5h6v5', 'M9 12h6']

const isKnownSlug = (slug: string): slug is ServiceSlug => Object.hasOwn(ICON_PATHS, slug)

/** The decorative icon of a service (hidden from screen readers: the title says it all). */
export function ServiceIcon({ slug, className = 'size-6' }: { slug: string; className?: string }) {
  const icon = isKnownSlug(slug) ? ICON_PATHS[slug] : FALLBACK_PATHS
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {icon.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}
