import { Link } from 'react-router-dom'

import type { ServiceSlug } from '../../../../cms/shared/services'
import { paths } from '../../../config/paths'

type Audience = { name: string; description: string; service: ServiceSlug; serviceLabel: string; icon: string[] }

/** The four kinds of client (SPEC.md section 1), each pointed at the service that serves it first. */
const AUDIENCES: Audience[] = [
  {
    name: 'Tenants',
    description:
      'Warehouse, manufacturing and distribution users who need the right building at the right rent, including space that never reaches the open market.',
    service: 'property-search',
    serviceLabel: 'Tenant representation',
    icon: ['M3 21h18', 'M4.5 21V9.5L12 5l7.5 4.5V21', 'M9 21v-5.5h6V21', 'M9 12h6'],
  },
  {
    name: 'Landlords',
    description:
      'Owners who want vacant and expiring space leased to strong tenants, renewals secured early and rents benchmarked against the market.',
    service: 'portfolio-management',
    serviceLabel: 'Landlord representation',
    icon: ['M8 14.5a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z', 'm11 12.5 9.5 0', 'M17.5 12.5v3', 'M20.5 12.5v2.5', 'M4 21h16'],
  },
  {
    name: 'Investors',
    description:
      'Private capital, family offices and funds buying or selling industrial assets, underwritten on real county-wide lease and sale comparables.',
    service: 'investment-analysis',
    serviceLabel: 'Investment sales',
    icon: ['M3 17.5 9 11.5l4 4 8-8', 'M15.5 7.5H21V13', 'M3 21h18'],
  },
  {
    name: 'Owner-users',
    description:
      'Manufacturers and distributors buying their own building, with the search, financing questions and due diligence handled on a firm schedule.',
    service: 'property-search',
    serviceLabel: 'Buyer representation',
    icon: ['M3 21h18', 'M5 21V10l7-5 7 5v11', 'M10 21v-4.5a2 2 0 0 1 4 0V21', 'm9.5 11.5 2 2 3-3.5'],
  },
]

/** "Who we serve": the four kinds of client, each with a link to the service made for them. */
export function Audiences() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {AUDIENCES.map((audience) => (
        <li key={audience.name} className="flex flex-col rounded-xl border border-white/10 bg-white/5 p-6">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-8 text-accent-400"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            {audience.icon.map((d) => (
              <path key={d} d={d} />
            ))}
          </svg>
          <h3 className="mt-4 text-lg font-semibold text-white">{audience.name}</h3>
          <p className="mt-2 flex-1 text-sm leading-6 text-slate-200">{audience.description}</p>
          <Link
            to={paths.service(audience.service)}
            className="mt-5 text-sm font-semibold text-white underline decoration-accent-400 decoration-2 underline-offset-4 hover:text-accent-400 focus-visible:outline-2 focus-visible:outline-white"
          >
            {audience.serviceLabel}
            <span className="sr-only"> for {audience.name.toLowerCase()}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
