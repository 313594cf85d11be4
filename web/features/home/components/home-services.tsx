import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

import { SectionHeading } from '../../../components/ui/section-heading'
import { paths } from '../../../config/paths'

const iconProps = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  className: 'size-6',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

type Service = { title: string; to: string; description: string; points: string[]; icon: ReactNode }

/** The four sides of a deal we represent (SPEC.md section 2 gives where each card leads). */
const services: Service[] = [
  {
    title: 'Tenant Representation',
    to: paths.service('property-search'),
    description: 'Find and negotiate warehouse, manufacturing and distribution space, from the first search to the signed lease.',
    points: ['Off-market and on-market site search', 'Lease and renewal negotiation', 'Relocation and expansion planning'],
    icon: (
      <svg {...iconProps}>
        <circle cx="11" cy="11" r="6" />
        <path d="m20 20-4.5-4.5" />
      </svg>
    ),
  },
  {
    title: 'Landlord Representation',
    to: paths.service('portfolio-management'),
    description: 'Lease vacancies faster, keep strong tenants and protect the value of every building in your portfolio.',
    points: ['Pricing from live comparables', 'Marketing to qualified tenants', 'Portfolio and lease-up strategy'],
    icon: (
      <svg {...iconProps}>
        <path d="M3 21h18M5 21V8l7-5 7 5v13M9 21v-6h6v6" />
      </svg>
    ),
  },
  {
    title: 'Investment Sales',
    to: paths.service('property-search'),
    description: 'Buy or sell income-producing industrial property with underwriting grounded in current rents and cap rates.',
    points: ['Valuation and underwriting', 'Buyer and seller representation', '1031 exchange sourcing'],
    icon: (
      <svg {...iconProps}>
        <path d="M3 17l6-6 4 4 8-8M15 7h6v6" />
      </svg>
    ),
  },
  {
    title: 'Buyer Representation',
    to: paths.service('property-search'),
    description: 'Owner-users find and buy the right building, with a clear lease-versus-buy comparison before they commit.',
    points: ['Building and site acquisition', 'Lease-versus-buy analysis', 'Due diligence coordination'],
    icon: (
      <svg {...iconProps}>
        <circle cx="8" cy="15" r="4" />
        <path d="m11 12 9-9M17 6l3 3M15 8l2 2" />
      </svg>
    ),
  },
]

function ServiceCard({ service }: { service: Service }) {
  return (
    <li className="group relative flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600">
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-900 text-accent-400">{service.icon}</span>
      <h3 className="mt-5 text-lg font-semibold text-slate-900">
        {/* The title's link covers the whole card, so the card has one link and one accessible name. */}
        <Link to={service.to} className="outline-none after:absolute after:inset-0 after:rounded-xl group-hover:text-brand-700">
          {service.title}
        </Link>
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">{service.description}</p>
      <ul className="mt-4 space-y-2 text-sm text-slate-700">
        {service.points.map((point) => (
          <li key={point} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-500" />
            {point}
          </li>
        ))}
      </ul>
      <span aria-hidden="true" className="mt-auto pt-6 text-sm font-semibold text-brand-700">
        Learn more <span className="inline-block transition group-hover:translate-x-1">→</span>
      </span>
    </li>
  )
}

/** Tenant, landlord, investment and buyer representation, each leading to its service page. */
export function HomeServices() {
  return (
    <section aria-labelledby="services-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="services-heading"
          eyebrow="Our Services"
          title="Industrial real estate services for every side of the deal"
          description="Whether you lease, own, invest or buy, a specialist who negotiates only industrial property works on your side."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {services.map((service) => (
            <ServiceCard key={service.title} service={service} />
          ))}
        </ul>
      </div>
    </section>
  )
}
