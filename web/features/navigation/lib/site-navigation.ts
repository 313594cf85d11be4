import { MARKET_SLUGS, type MarketSlug } from '../../../../cms/shared/markets'
import { SERVICE_SLUGS, type ServiceSlug } from '../../../../cms/shared/services'
import { paths } from '../../../config/paths'

/** City pages live at /{market}-{product slug}; this is the slug when site settings are missing. */
export const DEFAULT_PRODUCT_SLUG = 'industrial-real-estate'

/** The service pages' titles, as the CMS seeds them (cms/seed/data/services). */
export const SERVICE_TITLES: Record<ServiceSlug, string> = {
  'property-search': 'Property Search & Tenant Representation',
  'market-intelligence': 'Market Intelligence',
  'investment-analysis': 'Investment Analysis',
  'broker-advisory': 'Broker Advisory',
  'due-diligence': 'Due Diligence',
  'portfolio-management': 'Portfolio Management',
  'lease-renewal': 'Lease Renewal',
  sublease: 'Sublease',
}

/** The city and area pages' names, as the CMS seeds them (cms/seed/data/cities). */
export const MARKET_NAMES: Record<MarketSlug, string> = {
  anaheim: 'Anaheim',
  irvine: 'Irvine',
  'irvine-spectrum': 'Irvine Spectrum',
  'santa-ana': 'Santa Ana',
  'costa-mesa': 'Costa Mesa',
  'fountain-valley': 'Fountain Valley',
  'huntington-beach': 'Huntington Beach',
  westminster: 'Westminster',
  'garden-grove': 'Garden Grove',
  cypress: 'Cypress',
  stanton: 'Stanton',
  orange: 'Orange',
  fullerton: 'Fullerton',
  'buena-park': 'Buena Park',
  placentia: 'Placentia',
  'lake-forest': 'Lake Forest',
  'south-orange-county': 'South Orange County',
  tustin: 'Tustin',
  'san-clemente': 'San Clemente',
}

export type NavItem = { label: string; to: string }

export type NavGroup = { id: string; title?: string; items: NavItem[] }

export type NavMenu = {
  id: 'services' | 'markets'
  label: string
  groups: NavGroup[]
  viewAll: NavItem
  /** Whether the current page belongs to this menu (the menu button is then shown as active). */
  isActive: (pathname: string) => boolean
}

export type NavEntry = { kind: 'link'; item: NavItem; isEnd?: boolean } | { kind: 'menu'; menu: NavMenu }

/** Every service page, in the site's order. */
export const serviceLinks = (): NavItem[] =>
  SERVICE_SLUGS.map((slug) => ({ label: SERVICE_TITLES[slug], to: paths.service(slug) }))

/** Every city and area page, in the site's order (MARKET_SLUGS). */
export const marketLinks = (productSlug: string): NavItem[] =>
  MARKET_SLUGS.map((market) => ({ label: MARKET_NAMES[market], to: paths.city({ market, productSlug }) }))

/** The markets the header features (SPEC.md section 2); Irvine's page is the Irvine Business Complex. */
const FEATURED_MARKETS: { market: MarketSlug; label: string }[] = [
  { market: 'anaheim', label: 'Anaheim' },
  { market: 'irvine', label: 'Irvine Business Complex' },
  { market: 'santa-ana', label: 'Santa Ana' },
  { market: 'costa-mesa', label: 'Costa Mesa' },
]

/** Whether `pathname` is one of the city pages for this product slug. */
export function isCityPath({ pathname, productSlug }: { pathname: string; productSlug: string }): boolean {
  return MARKET_SLUGS.some((market) => pathname === paths.city({ market, productSlug }))
}

function servicesMenu(): NavMenu {
  return {
    id: 'services',
    label: 'Services',
    groups: [{ id: 'services-all', items: serviceLinks() }],
    viewAll: { label: 'View All Services', to: paths.services() },
    isActive: (pathname) => pathname === paths.services() || pathname.startsWith(`${paths.services()}/`),
  }
}

function marketsMenu(productSlug: string): NavMenu {
  return {
    id: 'markets',
    label: 'Markets',
    groups: [
      {
        id: 'markets-data',
        title: 'Market data',
        items: [
          { label: 'Market Overview', to: paths.markets() },
          { label: 'Market Reports', to: paths.marketReports() },
        ],
      },
      {
        id: 'markets-cities',
        title: 'Featured markets',
        items: FEATURED_MARKETS.map(({ market, label }) => ({ label, to: paths.city({ market, productSlug }) })),
      },
    ],
    viewAll: { label: 'View All Markets', to: paths.markets() },
    isActive: (pathname) =>
      pathname === paths.markets() || pathname === paths.marketReports() || isCityPath({ pathname, productSlug }),
  }
}

/** The header's main navigation, in order (SPEC.md section 2). City links use the settings' product slug. */
export function mainNavigation(productSlug: string = DEFAULT_PRODUCT_SLUG): NavEntry[] {
  return [
    { kind: 'link', item: { label: 'Home', to: paths.home() }, isEnd: true },
    { kind: 'menu', menu: servicesMenu() },
    { kind: 'menu', menu: marketsMenu(productSlug) },
    { kind: 'link', item: { label: 'Calculator', to: paths.calculator() } },
    { kind: 'link', item: { label: 'Team', to: paths.team() } },
    { kind: 'link', item: { label: 'Blog', to: paths.blog() } },
    { kind: 'link', item: { label: 'Contact', to: paths.contact() } },
  ]
}

export type TopLevelLink = NavItem & { isEnd?: boolean; isActive?: (pathname: string) => boolean }

/** The top-level links of the small-screen menu: each dropdown becomes a link to its overview page. */
export function topLevelLinks(productSlug?: string): TopLevelLink[] {
  return mainNavigation(productSlug).map((entry) =>
    entry.kind === 'link'
      ? { ...entry.item, isEnd: entry.isEnd }
      : { label: entry.menu.label, to: entry.menu.viewAll.to, isActive: entry.menu.isActive },
  )
}
