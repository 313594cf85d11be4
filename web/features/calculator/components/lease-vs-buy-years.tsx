import type { LeaseVsBuyYear } from '../lib/lease-vs-buy'

import { formatCurrency } from '../lib/format'

/** The year-by-year costs, folded away: most visitors read the totals, some want every year. */
export function LeaseVsBuyYears({ years }: { years: LeaseVsBuyYear[] }) {
  return (
    <details className="group mt-5 rounded-lg border border-slate-200">
      <summary className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-4 py-3 text-sm font-semibold text-brand-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600">
        Year-by-year costs
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 transition group-open:rotate-180">
          <path
            fillRule="evenodd"
            d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
            clipRule="evenodd"
          />
        </svg>
      </summary>
      <div className="overflow-x-auto border-t border-slate-200">
        <table className="w-full text-right text-sm tabular-nums">
          <caption className="sr-only">Yearly cost of leasing and of owning, with the running difference</caption>
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-2 text-left">
                Year
              </th>
              <th scope="col" className="px-4 py-2">
                Leasing
              </th>
              <th scope="col" className="px-4 py-2">
                Owning
              </th>
              <th scope="col" className="px-4 py-2">
                Saved by owning, to date
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-800">
            {years.map((row) => (
              <tr key={row.year}>
                <th scope="row" className="px-4 py-2 text-left font-medium">
                  {row.year}
                </th>
                <td className="px-4 py-2">{formatCurrency(row.leaseCost)}</td>
                <td className="px-4 py-2">{formatCurrency(row.ownershipCost)}</td>
                <td className="px-4 py-2">{formatCurrency(row.cumulativeDifference)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}
