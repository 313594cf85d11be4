import { Link } from 'react-router-dom'

import { paths } from '../../../config/paths'
import type { ServiceSummary } from '../api/get-services'
import { ServiceIcon } from './service-icon'

/** One service of the overview: icon, title (the link), summary and a "Learn more" cue. */
export function ServiceCard({ service }: { service: ServiceSummary }) {
  return (
    <article className="group relative flex w-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600 has-[a:focus-visible]:ring-offset-2">
      <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700 transition group-hover:bg-brand-900 group-hover:text-accent-400">
        <ServiceIcon slug={service.slug} className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-slate-900">
        {/* The whole card is clickable through the stretched link; the title stays its accessible name. */}
        <Link to={paths.service(service.slug)} className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none">
          {service.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{service.summary}</p>
      <p aria-hidden="true" className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        Learn more
        <svg viewBox="0 0 20 20" className="size-4 transition group-hover:translate-x-0.5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 10h12m-5-5 5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </p>
    </article>
  )
}
