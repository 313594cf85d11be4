import type { SiteSetting } from '../../../../cms/payload-types'
import { telHref } from '../../../lib/contact'
import { CalendarIcon, ClockIcon, MailIcon, PhoneIcon } from './icons'
import { NewTabLink } from './new-tab-link'

const rowClass = 'flex items-center gap-3 rounded-md py-1.5 text-sm text-slate-700'
const linkClass = `${rowClass} hover:text-brand-900 hover:underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-700`

/** The foot of the small-screen menu: how to reach the broker. */
export function MobileMenuContact({ settings }: { settings: SiteSetting }) {
  return (
    <div className="mt-auto border-t border-slate-200 bg-slate-50 px-6 py-5">
      <p className="text-xs font-semibold tracking-wider text-slate-600 uppercase">Talk to a broker</p>
      <ul className="mt-3 grid gap-1">
        <li>
          <a href={telHref(settings.phone)} className={linkClass}>
            <PhoneIcon className="size-4 text-brand-700" />
            {settings.phone}
          </a>
        </li>
        <li>
          <a href={`mailto:${settings.email}`} className={linkClass}>
            <MailIcon className="size-4 text-brand-700" />
            {settings.email}
          </a>
        </li>
        {settings.schedulingUrl ? (
          <li>
            <NewTabLink href={settings.schedulingUrl} className={`${linkClass} font-semibold`}>
              <CalendarIcon className="size-4 text-brand-700" />
              Schedule a Consultation
            </NewTabLink>
          </li>
        ) : null}
        {settings.hoursText ? (
          <li className={rowClass}>
            <ClockIcon className="size-4 text-brand-700" />
            {settings.hoursText}
          </li>
        ) : null}
      </ul>
    </div>
  )
}
