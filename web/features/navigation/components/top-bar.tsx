import type { SiteSetting } from '../../../../cms/payload-types'
import { addressLines, telHref } from '../../../lib/contact'
import { CalendarIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from './icons'
import { NewTabLink } from './new-tab-link'

const linkClass =
  'inline-flex items-center gap-1.5 rounded-sm hover:text-white hover:underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-white'

/** The strip above the header: phone, e-mail, the booking link from 640 px, address and hours from 1280 px. */
export function TopBar({ settings }: { settings: SiteSetting }) {
  const [street, cityLine] = addressLines(settings.address)
  return (
    <div className="bg-brand-950 text-slate-200">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-x-6 px-4 py-2 text-xs whitespace-nowrap sm:px-6 sm:text-[0.8125rem]">
        <ul aria-label="Contact details" className="flex flex-wrap items-center gap-x-5 gap-y-1">
          <li>
            <a href={telHref(settings.phone)} className={linkClass}>
              <PhoneIcon className="size-3.5 text-accent-400" />
              {settings.phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${settings.email}`} className={linkClass}>
              <MailIcon className="size-3.5 text-accent-400" />
              {settings.email}
            </a>
          </li>
          <li className="hidden items-center gap-1.5 xl:flex">
            <MapPinIcon className="size-3.5 text-accent-400" />
            {street}, {cityLine}
          </li>
        </ul>
        <div className="hidden items-center gap-5 sm:flex">
          {settings.hoursText ? (
            <p className="hidden items-center gap-1.5 xl:inline-flex">
              <ClockIcon className="size-3.5 text-accent-400" />
              {settings.hoursText}
            </p>
          ) : null}
          {settings.schedulingUrl ? (
            <NewTabLink href={settings.schedulingUrl} className={`${linkClass} font-semibold text-white`}>
              <CalendarIcon className="size-3.5 text-accent-400" />
              Schedule a Consultation
            </NewTabLink>
          ) : null}
        </div>
      </div>
    </div>
  )
}
