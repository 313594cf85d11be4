import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

import type { SiteSetting } from '../../../../cms/payload-types'
import { paths } from '../../../config/paths'
import { addressLines, telHref } from '../../../lib/contact'
import { CalendarIcon, ClockIcon, LinkedInIcon, MailIcon, MapPinIcon, PhoneIcon } from './icons'
import { NewTabLink } from './new-tab-link'

const contactLinkClass =
  'inline-flex items-center gap-3 rounded-sm text-slate-200 hover:text-white hover:underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-white'

type FooterBrandProps = { settings: SiteSetting; brandName: string; logo: ReactNode }

/** The footer's first band: logo and tagline, every contact detail, the booking link and LinkedIn. */
export function FooterBrand({ settings, brandName, logo }: FooterBrandProps) {
  const [street, cityLine] = addressLines(settings.address)
  return (
    <div className="grid gap-10 border-b border-white/10 pb-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,4fr)_minmax(0,3fr)] lg:gap-12">
      <div>
        <Link
          to={paths.home()}
          className="-m-1 inline-block rounded-lg p-1 focus-visible:outline-2 focus-visible:outline-white"
        >
          {logo}
          {/* The link is named by what it shows (WCAG 2.5.3), plus where it goes. */}
          <span className="sr-only"> (home page)</span>
        </Link>
        {settings.footerTagline ? (
          <p className="mt-5 max-w-md text-lg leading-snug font-semibold text-white">{settings.footerTagline}</p>
        ) : null}
        <p className="mt-3 max-w-md text-sm leading-relaxed text-slate-300">
          Tenant and landlord representation, investment sales and quarterly market intelligence for warehouse,
          manufacturing and distribution property across Orange County.
        </p>
      </div>
      <address className="grid content-start gap-3 text-sm not-italic">
        <p className="inline-flex items-start gap-3 text-slate-200">
          <MapPinIcon className="mt-0.5 size-4 text-accent-400" />
          <span>
            {street}
            <br />
            {cityLine}
          </span>
        </p>
        <a href={telHref(settings.phone)} className={contactLinkClass}>
          <PhoneIcon className="size-4 text-accent-400" />
          {settings.phone}
        </a>
        <a href={`mailto:${settings.email}`} className={contactLinkClass}>
          <MailIcon className="size-4 text-accent-400" />
          {settings.email}
        </a>
        {settings.hoursText ? (
          <p className="inline-flex items-center gap-3 text-slate-200">
            <ClockIcon className="size-4 text-accent-400" />
            {settings.hoursText}
          </p>
        ) : null}
      </address>
      <div className="flex flex-wrap items-center gap-4 lg:flex-col lg:items-start lg:gap-5">
        {settings.schedulingUrl ? (
          <NewTabLink
            href={settings.schedulingUrl}
            className="inline-flex items-center gap-2 rounded-md bg-accent-500 px-5 py-3 text-sm font-semibold text-brand-950 shadow-sm transition hover:bg-accent-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
          >
            <CalendarIcon className="size-4" />
            Schedule a Consultation
          </NewTabLink>
        ) : null}
        {settings.linkedinUrl ? (
          <NewTabLink
            href={settings.linkedinUrl}
            aria-label={`${brandName} on LinkedIn (opens in a new tab)`}
            className="inline-flex size-10 items-center justify-center rounded-md bg-white/10 text-white ring-1 ring-white/20 transition hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <LinkedInIcon className="size-5" />
          </NewTabLink>
        ) : null}
      </div>
    </div>
  )
}
