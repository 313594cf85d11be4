import { Link, NavLink } from 'react-router-dom'

import type { SiteSetting } from '../../../../cms/payload-types'
import { paths } from '../../../config/paths'

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** Top bar with the contact details, then the brand and the main navigation. */
export function SiteHeader({ settings }: { settings?: SiteSetting }) {
  const address = settings?.address
  return (
    <header className="border-b border-slate-200 bg-white">
      {settings ? (
        <div className="bg-brand-950 text-xs text-slate-200">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2 sm:px-6">
            <div className="flex flex-wrap gap-x-5 gap-y-1">
              {settings.phone ? (
                <a className="hover:text-white" href={telHref(settings.phone)}>
                  {settings.phone}
                </a>
              ) : null}
              {settings.email ? (
                <a className="hover:text-white" href={`mailto:${settings.email}`}>
                  {settings.email}
                </a>
              ) : null}
            </div>
            {address?.street ? (
              <span className="hidden sm:inline">
                {address.street}
                {address.suite ? `, ${address.suite}` : ''}, {address.city}, {address.region} {address.postalCode}
              </span>
            ) : null}
          </div>
        </div>
      ) : null}
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-4 py-4 sm:px-6">
        <Link to={paths.home()} className="text-lg font-bold tracking-tight text-brand-900">
          {settings?.brandName ?? 'Orange County Industrial'}
        </Link>
        <nav aria-label="Main" className="flex items-center gap-6 text-sm font-medium text-slate-700">
          <NavLink to={paths.home()} end className={({ isActive }) => (isActive ? 'text-brand-700' : 'hover:text-brand-700')}>
            Home
          </NavLink>
        </nav>
      </div>
    </header>
  )
}
