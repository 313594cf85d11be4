import type { ReactNode } from 'react'

import { SectionHeading } from '../../../components/ui/section-heading'

type Claim = { value: string; label: string }

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

const reasons: { title: string; description: string; icon: ReactNode }[] = [
  {
    title: 'Market data before opinions',
    description:
      'Quarterly vacancy, rent, absorption and deal figures for every submarket shape your strategy before the first tour or listing.',
    icon: (
      <svg {...iconProps}>
        <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
      </svg>
    ),
  },
  {
    title: 'Negotiation on every term',
    description:
      'Rent, free rent, improvement allowances, escalations and renewal options, benchmarked against the comparable deals next door.',
    icon: (
      <svg {...iconProps}>
        <path d="M12 3v18M5 7h14M5 7l-3 7a4 4 0 0 0 6 0L5 7Zm14 0-3 7a4 4 0 0 0 6 0l-3-7ZM8 21h8" />
      </svg>
    ),
  },
  {
    title: 'Industrial only, county-wide',
    description:
      'Warehouse, manufacturing and distribution property is all we do: clear heights, power, dock doors and yard depth are our everyday language.',
    icon: (
      <svg {...iconProps}>
        <path d="M3 21V9l6 4V9l6 4V5h6v16H3ZM7 17h2M12 17h2M17 17h1" />
      </svg>
    ),
  },
]

/** The brokerage's track record (the site settings' claims) and what sets it apart. */
export function WhyChooseUs({ brandName, claims }: { brandName: string; claims: Claim[] }) {
  return (
    <section aria-labelledby="why-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="why-heading"
          eyebrow="Why Choose Us"
          title={`Why clients choose ${brandName}`}
          description="Industrial decisions turn on details a generalist misses. We bring the numbers, the comparables and the negotiating experience to every assignment."
        />

        {claims.length ? (
          <dl className="mt-12 grid gap-px overflow-hidden rounded-2xl bg-slate-200 shadow-sm ring-1 ring-slate-200 sm:grid-cols-3">
            {claims.map((claim) => (
              <div key={claim.value} className="flex flex-col-reverse bg-white px-6 py-8 text-center sm:px-8">
                <dt className="mt-2 text-sm font-medium text-slate-600">{claim.label}</dt>
                <dd className="text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">{claim.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}

        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {reasons.map((reason) => (
            <li key={reason.title} className="flex gap-4 md:block">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                {reason.icon}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900 md:mt-5">{reason.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{reason.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
