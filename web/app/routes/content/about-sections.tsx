import { Link } from 'react-router-dom'

import { SectionHeading } from '../../../components/ui/section-heading'
import { paths } from '../../../config/paths'
import type { SiteSetting } from '../../../../cms/payload-types'

/** The headline figures of the site settings ("$64 billion in industrial transactions"). */
export function AboutClaims({ claims }: { claims: NonNullable<SiteSetting['claims']> }) {
  if (!claims.length) return null
  return (
    <section aria-labelledby="about-claims-heading" className="border-y border-slate-200 bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="about-claims-heading"
          eyebrow="By the numbers"
          title="Experience measured in buildings and dollars"
        />
        <dl className="mt-10 grid gap-6 sm:grid-cols-3">
          {claims.map((claim) => (
            <div key={claim.id ?? claim.label} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <dt className="text-base text-slate-600">{claim.label}</dt>
              <dd className="order-first text-4xl font-bold tracking-tight text-brand-900">{claim.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}

const nextSteps = [
  {
    to: paths.team(),
    title: 'Meet the team',
    text: 'Licensed brokers who focus only on Orange County industrial property.',
  },
  {
    to: paths.services(),
    title: 'Explore our services',
    text: 'Tenant and landlord representation, investment sales, lease renewals and more.',
  },
  {
    to: paths.contact(),
    title: 'Contact us',
    text: 'Tell us about your requirement and get a free market analysis within 24 hours.',
  },
]

/** Where a visitor goes after reading about the firm: team, services, contact. */
export function AboutNextSteps() {
  return (
    <section aria-labelledby="about-next-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="about-next-heading" eyebrow="Get to know us" title="Work with a specialist" />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {nextSteps.map((step) => (
            <li key={step.to} className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md">
              <h3 className="text-lg font-semibold text-slate-900">
                <Link
                  to={step.to}
                  className="after:absolute after:inset-0 after:rounded-xl hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
                >
                  {step.title}
                </Link>
              </h3>
              <p className="mt-2 text-slate-600">{step.text}</p>
              <span aria-hidden="true" className="mt-4 inline-block text-sm font-semibold text-brand-700">
                Learn more →
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
