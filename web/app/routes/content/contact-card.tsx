import { ButtonLink } from '../../../components/ui/button-link'
import { paths } from '../../../config/paths'
import { useSiteSettings } from '../../../features/site-settings/api/get-site-settings'
import { telHref } from '../../../lib/contact'

const ICON_PATHS = {
  phone: 'M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a1.5 1.5 0 0 1-1.5 1.5A16 16 0 0 1 3.5 5.5 1.5 1.5 0 0 1 5 4Z',
  email: 'M3.5 6.5h17v11h-17zm0 .5 8.5 6.5L20.5 7',
} as const

function Icon({ name }: { name: keyof typeof ICON_PATHS }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0 text-brand-600" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round">
      <path d={ICON_PATHS[name]} />
    </svg>
  )
}

const linkClass =
  'inline-flex items-center gap-2 font-medium text-slate-700 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

type ContactCardProps = { id: string; title: string; text: string }

/** The side card of a content page: a principal's phone and e-mail and the way to the contact form. */
export function ContactCard({ id, title, text }: ContactCardProps) {
  const { data: settings } = useSiteSettings()
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
      {settings ? (
        <ul className="mt-5 space-y-3 text-sm">
          <li>
            <a href={telHref(settings.phone)} className={linkClass}>
              <Icon name="phone" />
              {settings.phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${settings.email}`} className={linkClass}>
              <Icon name="email" />
              {settings.email}
            </a>
          </li>
        </ul>
      ) : null}
      <ButtonLink to={paths.contact()} variant="dark" className="mt-6 w-full">
        Contact Us
      </ButtonLink>
    </section>
  )
}
