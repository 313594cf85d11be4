import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

import type { SiteSetting } from '../../../../cms/payload-types'
import { ButtonLink } from '../../../components/ui/button-link'
import { paths } from '../../../config/paths'
import { DEFAULT_PRODUCT_SLUG } from '../lib/site-navigation'
import { MainNav } from './main-nav'
import { MobileMenu } from './mobile-menu'
import { TopBar } from './top-bar'

type SiteHeaderProps = {
  settings?: SiteSetting
  /** The logo in the header bar (the brand feature's HeaderLogo). */
  logo: ReactNode
  /** The logo at the top of the small-screen menu. */
  menuLogo: ReactNode
}

/**
 * The top bar with the contact details, then the logo, the main navigation and the Free Analysis
 * button; below 1024 px the navigation moves into a slide-in menu.
 */
export function SiteHeader({ settings, logo, menuLogo }: SiteHeaderProps) {
  const productSlug = settings?.productSlug || DEFAULT_PRODUCT_SLUG
  return (
    <header className="relative z-40 border-b border-slate-200 bg-white">
      {settings ? <TopBar settings={settings} /> : null}
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6 lg:py-4">
        <Link
          to={paths.home()}
          className="-m-1 rounded-lg p-1 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {logo}
          {/* The link is named by what it shows (WCAG 2.5.3), plus where it goes. */}
          <span className="sr-only"> (home page)</span>
        </Link>
        <MainNav productSlug={productSlug} />
        <div className="flex items-center gap-3">
          <span className="hidden sm:block">
            <ButtonLink to={paths.contact()}>Free Analysis</ButtonLink>
          </span>
          <MobileMenu productSlug={productSlug} settings={settings} logo={menuLogo} />
        </div>
      </div>
    </header>
  )
}
