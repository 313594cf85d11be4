import type { ReactNode } from 'react'

import { telHref } from '../../../lib/contact'

const deliverables = [
  'Lease and sale comparables from your submarket',
  'A rent or value range for your building or requirement',
  'A clear recommendation on timing and negotiating strategy',
]

const promises = [
  { value: '24 hours', label: 'to your written analysis' },
  { value: '2 hours', label: 'to a reply on business days' },
]


type FreeAnalysisSectionProps = {
  phone?: string | null
  /** The lead form; it brings its own heading. */
  children: ReactNode
}

/** The free market analysis offer beside its lead form. */
export function FreeAnalysisSection({ phone, children }: FreeAnalysisSectionProps) {
  return (
    <section aria-label="Free market analysis" className="bg-white py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-5">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Free, no obligation</p>
          <p className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900">
            Know what your space is worth before you negotiate.
          </p>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">
            Tell us about your building or your requirement and a licensed broker prepares your analysis.
          </p>
          <ul className="mt-8 space-y-4">
            {deliverables.map((item) => (
              <li key={item} className="flex gap-3 text-slate-700">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-brand-600" fill="currentColor">
                  <path
                    fillRule="evenodd"
                    d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
                    clipRule="evenodd"
                  />
                </svg>
                {item}
              </li>
            ))}
          </ul>
          <dl className="mt-10 grid grid-cols-2 gap-4">
            {promises.map((promise) => (
              <div key={promise.value} className="flex flex-col-reverse rounded-xl bg-brand-50 p-5 ring-1 ring-brand-100">
                <dt className="mt-1 text-sm text-slate-700">{promise.label}</dt>
                <dd className="text-2xl font-bold tracking-tight text-brand-900">{promise.value}</dd>
              </div>
            ))}
          </dl>
          {phone ? (
            <p className="mt-8 text-slate-700">
              Prefer to talk?{' '}
              <a href={telHref(phone)} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
                Call {phone}
              </a>
            </p>
          ) : null}
        </div>
        <div className="lg:col-span-7">{children}</div>
      </div>
    </section>
  )
}
