import type { SiteSetting } from '../../../../cms/payload-types'
import { paths } from '../../../config/paths'

/** Footer: tagline, contact details, hours, DRE licence line and the admin login. */
export function SiteFooter({ settings }: { settings?: SiteSetting }) {
  const year = new Date().getFullYear()
  return (
    <footer className="mt-auto bg-brand-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <p className="text-base font-semibold text-white">{settings?.brandName}</p>
          {settings?.footerTagline ? <p className="mt-2 text-sm">{settings.footerTagline}</p> : null}
        </div>
        {settings?.address?.street ? (
          <address className="text-sm not-italic leading-6">
            {settings.address.street}
            {settings.address.suite ? `, ${settings.address.suite}` : ''}
            <br />
            {settings.address.city}, {settings.address.region} {settings.address.postalCode}
            <br />
            {[settings.phone, settings.email].filter(Boolean).join(' · ')}
            <br />
            {settings.hoursText}
          </address>
        ) : null}
        <div className="text-sm md:text-right">
          {settings?.dreNumber ? <p>DRE #{settings.dreNumber}</p> : null}
          <p className="mt-2">
            <a className="underline-offset-4 hover:text-white hover:underline" href={paths.admin()}>
              Admin Login
            </a>
          </p>
        </div>
      </div>
      <div className="border-t border-white/10 py-4 text-center text-xs text-slate-400">
        © {year} {settings?.brandName}. All rights reserved.
      </div>
    </footer>
  )
}
