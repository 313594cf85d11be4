import type { ReactNode } from 'react'

import type { SiteSetting } from '../../../../cms/payload-types'
import { telHref } from '../../../lib/contact'

const linkClass =
  'font-medium text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600'

function Detail({ label, icon, children }: { label: string; icon: string; children: ReactNode }) {
  return (
    <div className="relative min-h-10 pl-14">
      <dt className="text-xs font-semibold uppercase tracking-wider text-slate-600">
        <span aria-hidden="true" className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
            <path d={icon} />
          </svg>
        </span>
        {label}
      </dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  )
}

const ICONS = {
  address: 'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  hours: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13.5V12l3 2',
  phone: 'M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a1.5 1.5 0 0 1-1.5 1.5A16 16 0 0 1 3.5 5.5 1.5 1.5 0 0 1 5 4Z',
  email: 'M3.5 6.5h17v11h-17zM3.5 7l8.5 6.5L20.5 7',
}

/**
 * The office beside the contact form: address, hours, phone, e-mail, the booking link (an external
 * service, so it opens in a new tab and says so) and the licence line.
 */
export function OfficeDetails({ settings }: { settings: SiteSetting }) {
  const { address } = settings
  return (
    <section aria-labelledby="office-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="office-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        Our office
      </h2>
      <dl className="mt-6 space-y-5">
        <Detail label="Address" icon={ICONS.address}>
          <address className="not-italic leading-7">
            {settings.brandName}
            <br />
            {address.street}
            {address.suite ? `, ${address.suite}` : ''}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </address>
        </Detail>
        {settings.hoursText ? (
          <Detail label="Hours" icon={ICONS.hours}>
            {settings.hoursText}
          </Detail>
        ) : null}
        <Detail label="Phone" icon={ICONS.phone}>
          <a href={telHref(settings.phone)} className={linkClass}>
            {settings.phone}
          </a>
        </Detail>
        <Detail label="Email" icon={ICONS.email}>
          <a href={`mailto:${settings.email}`} className={`${linkClass} break-all`}>
            {settings.email}
          </a>
        </Detail>
      </dl>
      {settings.schedulingUrl ? (
        <a
          href={settings.schedulingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-8 inline-flex w-full items-center justify-center gap-2 rounded-md bg-brand-900 px-5 py-3 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
        >
          Schedule a Consultation
          <span className="sr-only"> (opens in a new tab)</span>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M11 4h5v5M16 4l-7 7M14 11.5V16H4V6h4.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </a>
      ) : null}
      <p className="mt-6 border-t border-slate-100 pt-5 text-sm text-slate-600">
        Licensed California real estate broker, DRE #{settings.dreNumber}
      </p>
    </section>
  )
}
