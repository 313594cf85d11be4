import { Link } from 'react-router-dom'

import { formatMonthlyLeaseRate, formatVacancy } from '../lib/format'

/** One market card: where it links and, when the market has data, its latest quarter's figures. */
export type CityMarketCard = {
  id: number
  name: string
  href: string
  tagline: string | null
  latest: { quarter: string; year: number; vacancyRate: number; annualLeaseRate: number } | null
}

/**
 * The city and area markets as cards linking to their pages, each with its latest vacancy (1 decimal,
 * as on city pages) and monthly lease rate. The whole card is the link's target.
 */
export function CityMarketGrid({ markets }: { markets: CityMarketCard[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {markets.map((market) => (
        <li
          key={market.id}
          className="group relative flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-200 hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600"
        >
          <h3 className="flex items-start justify-between gap-3 text-lg font-semibold text-slate-900">
            <Link
              to={market.href}
              className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none group-hover:text-brand-700"
            >
              {market.name}
            </Link>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="mt-1 size-4 shrink-0 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand-700"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M7 4l6 6-6 6" />
            </svg>
          </h3>
          {market.tagline ? <p className="mt-1 text-sm text-slate-600">{market.tagline}</p> : null}
          {market.latest ? (
            <dl className="mt-auto grid grid-cols-2 gap-3 pt-5">
              <div>
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">Vacancy</dt>
                <dd className="mt-0.5 text-xl font-bold text-slate-900 tabular-nums">
                  {formatVacancy({ rate: market.latest.vacancyRate, isCity: true })}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">Lease rate</dt>
                <dd className="mt-0.5 text-xl font-bold text-slate-900 tabular-nums">
                  {formatMonthlyLeaseRate(market.latest.annualLeaseRate)}
                  <span className="text-sm font-medium text-slate-600">/SF/mo</span>
                </dd>
              </div>
            </dl>
          ) : (
            <p className="mt-auto pt-5 text-sm text-slate-600">Quarterly figures not yet published</p>
          )}
        </li>
      ))}
    </ul>
  )
}
