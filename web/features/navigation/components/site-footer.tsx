import type { ReactNode } from 'react'

import type { SiteSetting } from '../../../../cms/payload-types'
import { paths } from '../../../config/paths'
import { DEFAULT_PRODUCT_SLUG, marketLinks, serviceLinks, type NavItem } from '../lib/site-navigation'
import { FooterBrand } from './footer-brand'
import { FooterLegal } from './footer-legal'
import { FooterLinkColumn } from './footer-link-column'

const aboutLinks: NavItem[] = [
  { label: 'About the Firm', to: paths.about() },
  { label: 'Our Team', to: paths.team() },
  { label: 'Available Properties', to: paths.properties() },
  { label: 'Contact', to: paths.contact() },
]

const resourceLinks: NavItem[] = [
  { label: 'Blog', to: paths.blog() },
  { label: 'Market Reports', to: paths.marketReports() },
  { label: 'Investment Calculator', to: paths.calculator() },
  { label: 'Lease Renewal Support', to: paths.leaseRenewalSupport() },
  { label: 'Logo Showcase', to: paths.logoShowcase() },
]

type SiteFooterProps = {
  settings?: SiteSetting
  brandName: string
  /** The logo for a dark background (the brand feature's footer variant). */
  logo: ReactNode
}

/**
 * The footer: brand and contact band, the columns About Us, Our Services, Orange County Markets and
 * Resources, then copyright, DRE licence, legal pages and the admin login.
 */
export function SiteFooter({ settings, brandName, logo }: SiteFooterProps) {
  const productSlug = settings?.productSlug || DEFAULT_PRODUCT_SLUG
  return (
    <footer className="mt-auto bg-brand-950 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-10 sm:px-6">
        {settings ? <FooterBrand settings={settings} brandName={brandName} logo={logo} /> : null}
        <nav
          aria-label="Footer"
          className="grid gap-10 border-b border-white/10 py-10 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_minmax(0,5fr)_minmax(0,2.5fr)] lg:gap-8"
        >
          <FooterLinkColumn id="footer-about" title="About Us" links={aboutLinks} />
          <FooterLinkColumn
            id="footer-services"
            title="Our Services"
            links={[...serviceLinks(), { label: 'View All Services', to: paths.services() }]}
          />
          <FooterLinkColumn
            id="footer-markets"
            title="Orange County Markets"
            links={[...marketLinks(productSlug), { label: 'Markets Overview', to: paths.markets() }]}
            listClassName="grid grid-flow-col grid-cols-2 grid-rows-[repeat(10,auto)] gap-x-6 gap-y-2.5"
          />
          <FooterLinkColumn id="footer-resources" title="Resources" links={resourceLinks} />
        </nav>
        <FooterLegal brandName={brandName} dreNumber={settings?.dreNumber} />
      </div>
    </footer>
  )
}
