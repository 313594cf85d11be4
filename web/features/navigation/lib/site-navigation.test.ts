import { describe, expect, it } from 'vitest'

import { MARKET_SLUGS } from '../../../../cms/shared/markets'
import { SERVICE_SLUGS } from '../../../../cms/shared/services'
import { isCityPath, mainNavigation, marketLinks, serviceLinks, topLevelLinks, type NavMenu } from './site-navigation'

const menu = (id: NavMenu['id'], productSlug?: string) => {
  const entry = mainNavigation(productSlug).find((candidate) => candidate.kind === 'menu' && candidate.menu.id === id)
  if (entry?.kind !== 'menu') throw new Error(`No menu "${id}"`)
  return entry.menu
}

describe('mainNavigation', () => {
  it('lists the top-level items of SPEC.md section 2 in order', () => {
    const labels = mainNavigation().map((entry) => (entry.kind === 'link' ? entry.item.label : entry.menu.label))
    expect(labels).toEqual(['Home', 'Services', 'Markets', 'Calculator', 'Team', 'Blog', 'Contact'])
  })

  it('offers the 8 service pages and the overview in the Services menu', () => {
    const services = menu('services')
    expect(services.groups.flatMap((group) => group.items).map((item) => item.to)).toEqual(
      SERVICE_SLUGS.map((slug) => `/services/${slug}`),
    )
    expect(services.viewAll).toEqual({ label: 'View All Services', to: '/services' })
  })

  it('builds the featured city links of the Markets menu from the product slug', () => {
    const items = menu('markets', 'warehouse-space').groups.flatMap((group) => group.items)
    expect(items).toEqual([
      { label: 'Market Overview', to: '/markets' },
      { label: 'Market Reports', to: '/market-reports' },
      { label: 'Anaheim', to: '/anaheim-warehouse-space' },
      { label: 'Irvine Business Complex', to: '/irvine-warehouse-space' },
      { label: 'Santa Ana', to: '/santa-ana-warehouse-space' },
      { label: 'Costa Mesa', to: '/costa-mesa-warehouse-space' },
    ])
    expect(menu('markets').viewAll).toEqual({ label: 'View All Markets', to: '/markets' })
  })

  it('falls back to the industrial-real-estate slug', () => {
    expect(menu('markets').groups[1]?.items[0]?.to).toBe('/anaheim-industrial-real-estate')
  })

  it('marks a menu active on the pages it leads to', () => {
    const services = menu('services')
    expect(services.isActive('/services')).toBe(true)
    expect(services.isActive('/services/sublease')).toBe(true)
    expect(services.isActive('/services-and-more')).toBe(false)
    const markets = menu('markets')
    expect(['/markets', '/market-reports', '/tustin-industrial-real-estate'].map(markets.isActive)).toEqual([true, true, true])
    expect(markets.isActive('/tustin-office-space')).toBe(false)
  })
})

describe('footer and small-screen lists', () => {
  it('has every service and all 19 markets with their seeded names', () => {
    expect(serviceLinks()).toHaveLength(8)
    const markets = marketLinks('industrial-real-estate')
    expect(markets).toHaveLength(MARKET_SLUGS.length)
    expect(markets[1]).toEqual({ label: 'Irvine', to: '/irvine-industrial-real-estate' })
    expect(markets.at(-1)).toEqual({ label: 'San Clemente', to: '/san-clemente-industrial-real-estate' })
  })

  it('turns each dropdown into a link to its overview on small screens', () => {
    expect(topLevelLinks().map((link) => link.to)).toEqual(['/', '/services', '/markets', '/calculator', '/team', '/blog', '/contact'])
  })

  it('recognises city pages only for known markets', () => {
    expect(isCityPath({ pathname: '/orange-industrial-real-estate', productSlug: 'industrial-real-estate' })).toBe(true)
    expect(isCityPath({ pathname: '/paris-industrial-real-estate', productSlug: 'industrial-real-estate' })).toBe(false)
  })
})
