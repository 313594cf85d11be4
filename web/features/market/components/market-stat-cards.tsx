import type { PublicSection } from '../../../../cms/endpoints/homepage/serialize'
import type { PublicSnapshot } from '../../../../cms/endpoints/market-data/serialize'
import {
  formatAbsorption,
  formatMillionsOfSquareFeet,
  formatMonthlyLeaseRate,
  formatQuarter,
  formatVacancy,
} from '../lib/format'
import { FALLBACK_FIGURES, toMarketFigures } from '../lib/market-figures'

type Trend = 'up' | 'down' | 'neutral'

/** One headline figure of a stat card: fetched home content or derived from the snapshot. */
type MarketStat = {
  value: string
  /** Shown small after the value, e.g. "/SF/mo". */
  unit?: string
  label: string
  change?: string | null
  trend?: Trend | null
  description?: string | null
}

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const percentOneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/**
 * The quarter's figures in display form (SPEC.md section 9): the snapshot's, or the fixed fallback
 * figures when none loaded. A figure the snapshot lacks is null, left out rather than borrowed.
 */
export function quarterFigures(snapshot: PublicSnapshot | null | undefined) {
  const figures = snapshot ? toMarketFigures(snapshot) : FALLBACK_FIGURES
  const { saleTransactions, leaseTransactions, netAbsorptionSf, underConstructionSf, unemploymentRate } = figures
  return {
    quarter: formatQuarter(figures),
    vacancy: formatVacancy({ rate: figures.vacancyRate }),
    leaseRate: formatMonthlyLeaseRate(figures.annualLeaseRate),
    transactions: count.format(figures.transactions),
    transactionMix:
      saleTransactions === null || leaseTransactions === null
        ? null
        : `${count.format(saleTransactions)} sales and ${count.format(leaseTransactions)} leases closed this quarter`,
    volume: formatMillionsOfSquareFeet(figures.volumeSf),
    netAbsorption: netAbsorptionSf === null ? null : formatAbsorption(netAbsorptionSf),
    underConstruction: underConstructionSf === null ? null : formatMillionsOfSquareFeet(underConstructionSf),
    unemployment: unemploymentRate === null ? null : `${percentOneDecimal.format(unemploymentRate)}%`,
  }
}

export const DEFAULT_MARKET_INTELLIGENCE = {
  title: 'Orange County Industrial Market Intelligence',
  subtitle: 'The county-wide numbers behind every lease, sale and investment decision',
} as const

const trendText: Record<Trend, string> = { up: 'Up', down: 'Down', neutral: 'Unchanged' }

function TrendIcon({ trend }: { trend: Trend }) {
  const path = trend === 'up' ? 'M4 14l6-6 4 4 6-6M14 6h6v6' : trend === 'down' ? 'M4 10l6 6 4-4 6 6M14 18h6v-6' : 'M4 12h16'
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

function StatCard({ stat }: { stat: MarketStat }) {
  const trend = stat.trend ?? null
  return (
    <div className="relative overflow-hidden rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <span aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-gradient-to-r from-brand-600 to-accent-500" />
      <dt className="text-sm font-semibold text-slate-600">{stat.label}</dt>
      <dd className="mt-3 text-4xl font-bold tracking-tight text-slate-900">
        {stat.value}
        {stat.unit ? <span className="ml-1 text-base font-semibold text-slate-600">{stat.unit}</span> : null}
      </dd>
      {stat.change || (trend && trend !== 'neutral') ? (
        <dd className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
          {trend ? <TrendIcon trend={trend} /> : null}
          {trend ? <span className="sr-only">{`${trendText[trend]}${stat.change ? ': ' : ''}`}</span> : null}
          {stat.change}
        </dd>
      ) : null}
      {stat.description ? <dd className="mt-3 text-sm leading-relaxed text-slate-600">{stat.description}</dd> : null}
    </div>
  )
}

type MarketStatCardsProps = {
  /** The newest county snapshot; null or undefined shows the fallback figures. */
  snapshot: PublicSnapshot | null | undefined
  /** The `market_intelligence` home content: its title and stats replace the defaults when present. */
  section?: PublicSection | null
}

/** The home page's quarterly market figures: headline cards, then absorption, pipeline and employment. */
export function MarketStatCards({ snapshot, section }: MarketStatCardsProps) {
  const figures = quarterFigures(snapshot)
  const defaultStats: MarketStat[] = [
    { label: 'Vacancy Rate', value: figures.vacancy, description: 'Share of industrial space available county-wide' },
    { label: 'Avg. Lease Rate', value: figures.leaseRate, unit: '/SF/mo', description: 'Average asking rent per square foot per month' },
    { label: 'Transactions', value: figures.transactions, description: figures.transactionMix ?? 'Sales and leases closed this quarter' },
    { label: 'Transaction Volume', value: figures.volume, description: 'Square feet sold and leased this quarter' },
  ]
  const stats: MarketStat[] = section?.content.stats.length ? section.content.stats : defaultStats
  const details = [
    { label: 'Net Absorption', value: figures.netAbsorption },
    { label: 'Under Construction', value: figures.underConstruction },
    { label: 'Unemployment', value: figures.unemployment },
  ].filter((detail): detail is { label: string; value: string } => detail.value !== null)

  return (
    <section aria-labelledby="market-intelligence-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div className="max-w-3xl">
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Market Intelligence</p>
            <h2 id="market-intelligence-heading" className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900">
              {section?.title ?? DEFAULT_MARKET_INTELLIGENCE.title}
            </h2>
            <p className="mt-4 text-lg font-medium text-slate-700">{section?.subtitle ?? DEFAULT_MARKET_INTELLIGENCE.subtitle}</p>
            {section?.description ? <p className="mt-3 leading-relaxed text-slate-600">{section.description}</p> : null}
          </div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-brand-50 px-4 py-2 text-sm text-brand-800">
            <span aria-hidden="true" className="size-2 rounded-full bg-accent-500" />
            Latest quarter: <strong className="font-bold">{figures.quarter}</strong>
          </p>
        </div>

        <dl className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {stats.map((stat, index) => (
            // Content may repeat a label; the position keeps the keys unique.
            <StatCard key={`${index}-${stat.label}`} stat={stat} />
          ))}
        </dl>

        {details.length ? (
          <dl className="mt-5 grid gap-px overflow-hidden rounded-xl bg-brand-800 sm:grid-cols-3">
            {details.map((detail) => (
              <div key={detail.label} className="flex items-baseline justify-between gap-4 bg-brand-900 px-6 py-5 sm:block">
                <dt className="text-sm font-medium text-slate-200">{detail.label}</dt>
                <dd className="text-2xl font-bold tracking-tight text-white sm:mt-1">{detail.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  )
}
