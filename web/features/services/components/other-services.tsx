import { Link } from 'react-router-dom'

import { paths } from '../../../config/paths'
import type { ServiceSummary } from '../api/get-services'
import { ServiceIcon } from './service-icon'

type OtherServicesProps = { services: ServiceSummary[]; currentSlug: string }

/** Links to every service but the one on screen, and to the overview. */
export function OtherServices({ services, currentSlug }: OtherServicesProps) {
  const others = services.filter((service) => service.slug !== currentSlug)
  return (
    <nav aria-labelledby="other-services-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="other-services-heading" className="text-lg font-semibold text-slate-900">
        Other services
      </h2>
      <ul className="mt-4 divide-y divide-slate-100">
        {others.map((service) => (
          <li key={service.id}>
            <Link
              to={paths.service(service.slug)}
              className="flex items-center gap-3 rounded-md py-3 text-sm font-medium text-slate-700 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <ServiceIcon slug={service.slug} className="size-5 shrink-0 text-brand-600" />
              {service.title}
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={paths.services()}
        className="mt-4 inline-flex text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        View all services
      </Link>
    </nav>
  )
}
