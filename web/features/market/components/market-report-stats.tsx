import { formatAbsorption, formatMillionsOfSquareFeet, formatMonthlyLeaseRate, formatVacancy } from '../lib/format'
import type { MarketFigures } from '../lib/market-figures'

const integer = new Intl.NumberFormat('en-US')

type Stat = { label: string; value: string; unit?: string; detail: string }

function statsOf({ figures, isCity }: { figures: MarketFigures; isCity: boolean }): Stat[] {
  const stats: Stat[] = [
    {
      label: 'Vacancy rate',
      value: formatVacancy({ rate: figures.vacancyRate, isCity }),
      detail: 'Share of industrial space vacant',
    },
    {
      label: 'Average lease rate',
      value: formatMonthlyLeaseRate(figures.annualLeaseRate),
      unit: '/SF/mo',
      detail: 'Average asking rate, per month',
    },
  ]
  if (figures.netAbsorptionSf !== null) {
    stats.push({
      label: 'Net absorption',
      value: formatAbsorption(figures.netAbsorptionSf),
      detail: figures.netAbsorptionSf < 0 ? 'More space given back than taken' : 'More space taken than given back',
    })
  }
  stats.push(
    {
      label: 'Transactions',
      value: integer.format(figures.transactions),
      detail:
        figures.saleTransactions !== null && figures.leaseTransactions !== null
          ? `${integer.format(figures.saleTransactions)} sales, ${integer.format(figures.leaseTransactions)} leases`
          : 'Sales and leases',
    },
    {
      label: 'Transaction volume',
      value: formatMillionsOfSquareFeet(figures.volumeSf),
      detail: 'Square feet sold and leased',
    },
  )
  return stats
}

/**
 * A quarter's headline figures as cards, formatted per SPEC.md section 9 (vacancy with 1 decimal on
 * city pages, 2 elsewhere).
 */
export function MarketReportStats({ figures, isCity = false }: { figures: MarketFigures; isCity?: boolean }) {
  const stats = statsOf({ figures, isCity })
  return (
    <dl className={`grid grid-cols-2 gap-3 sm:gap-4 ${stats.length === 5 ? 'lg:grid-cols-5' : 'lg:grid-cols-4'}`}>
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <dt className="text-sm font-medium text-slate-600">{stat.label}</dt>
          <dd className="mt-2 text-2xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-3xl">
            {stat.value}
            {stat.unit ? <span className="text-sm font-semibold text-slate-600 sm:text-base">{stat.unit}</span> : null}
          </dd>
          <dd className="mt-1 text-sm text-slate-600">{stat.detail}</dd>
        </div>
      ))}
    </dl>
  )
}
