import type { PublicSnapshot } from '../../../../cms/endpoints/market-data/serialize'
import {
  formatAbsorption,
  formatMillionsOfSquareFeet,
  formatMonthlyLeaseRate,
  formatQuarter,
  formatVacancy,
} from '../lib/format'
import { toMarketFigures } from '../lib/market-figures'

const integer = new Intl.NumberFormat('en-US')

const COLUMNS = ['Quarter', 'Vacancy', 'Lease rate ($/SF/mo)', 'Net absorption', 'Transactions', 'Volume'] as const

/** The quarterly reports of an area as a table, newest quarter first. */
export function MarketReportTable({ snapshots, caption }: { snapshots: PublicSnapshot[]; caption: string }) {
  const newestFirst = [...snapshots].reverse()
  return (
    // Focusable and named, so keyboard users can scroll the table sideways on a narrow screen.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {COLUMNS.map((column, index) => (
              <th key={column} scope="col" className={`px-4 py-3 font-semibold ${index ? 'text-right' : ''}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-900">
          {newestFirst.map((snapshot, index) => {
            const figures = toMarketFigures(snapshot)
            return (
              <tr key={formatQuarter(snapshot)} className={index === 0 ? 'bg-brand-50/60' : undefined}>
                <th scope="row" className="px-4 py-3 font-semibold">
                  {formatQuarter(snapshot)}
                  {index === 0 ? <span className="ml-2 text-xs font-medium text-brand-700">Latest</span> : null}
                </th>
                <td className="px-4 py-3 text-right tabular-nums">{formatVacancy({ rate: figures.vacancyRate })}</td>
                <td className="px-4 py-3 text-right tabular-nums">{formatMonthlyLeaseRate(figures.annualLeaseRate)}</td>
                <td className="px-4 py-3 text-right tabular-nums">
                  {figures.netAbsorptionSf === null ? 'n/a' : formatAbsorption(figures.netAbsorptionSf)}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{integer.format(figures.transactions)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{formatMillionsOfSquareFeet(figures.volumeSf)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
