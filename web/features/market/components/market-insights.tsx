import type { PublicSnapshot } from '../../../../cms/endpoints/market-data/serialize'
import { quarterFigures } from './market-stat-cards'

type Highlight = { title: string; description: string }

/** Highlights told by the figures themselves, for a quarter without written highlights or without data. */
function figureHighlights(figures: ReturnType<typeof quarterFigures>): Highlight[] {
  const highlights: Highlight[] = [
    {
      title: `Vacancy at ${figures.vacancy}`,
      description: `County-wide industrial vacancy in ${figures.quarter}: the share of space available for lease or sale.`,
    },
    {
      title: `${figures.transactions} transactions`,
      description: `Sales and leases totaled ${figures.volume} in ${figures.quarter}.`,
    },
  ]
  if (figures.underConstruction) {
    highlights.push({
      title: `${figures.underConstruction} under construction`,
      description: 'New industrial space in the county’s development pipeline.',
    })
  }
  return highlights
}

type MarketInsightsProps = {
  /** The newest county snapshot; null or undefined shows the fallback figures. */
  snapshot: PublicSnapshot | null | undefined
  /** Who the expert quote is attributed to: the brokerage's name. */
  brokerName: string
}

/** The quarter's highlights and the brokerage's forecast with its expert quote. */
export function MarketInsights({ snapshot, brokerName }: MarketInsightsProps) {
  const figures = quarterFigures(snapshot)
  const highlights = snapshot?.market_highlights.length ? snapshot.market_highlights : figureHighlights(figures)
  const forecast = snapshot?.market_forecast
  const outlook = [
    { label: 'Under Construction', value: figures.underConstruction },
    { label: 'Unemployment', value: figures.unemployment },
  ].filter((item): item is { label: string; value: string } => item.value !== null)

  return (
    <section aria-labelledby="market-insights-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Market Insights</p>
          <h2 id="market-insights-heading" className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900">
            {figures.quarter} Market Insights
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">
            What moved Orange County’s industrial market this quarter, and where we expect it to go next.
          </p>
        </div>

        <div className="mt-10 grid gap-8 lg:grid-cols-12">
          <div className="lg:col-span-7">
            <h3 className="text-xl font-semibold text-slate-900">Quarter Highlights</h3>
            <ol className="mt-5 space-y-4">
              {highlights.map((highlight, index) => (
                <li key={highlight.title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-900 text-sm font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h4 className="font-semibold text-slate-900">{highlight.title}</h4>
                    <p className="mt-1 text-sm leading-relaxed text-slate-600">{highlight.description}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>

          <div className="rounded-2xl bg-brand-900 p-6 text-white shadow-lg sm:p-8 lg:col-span-5">
            <h3 className="text-xl font-semibold">Forecast</h3>
            {forecast?.summary ? <p className="mt-4 leading-relaxed text-slate-200">{forecast.summary}</p> : null}
            {forecast?.expertQuote ? (
              <figure className="mt-6 border-l-4 border-accent-500 pl-5">
                <blockquote className="text-lg leading-relaxed font-medium text-white italic">
                  <p>“{forecast.expertQuote}”</p>
                </blockquote>
                <figcaption className="mt-3 text-sm text-slate-200">— {brokerName}</figcaption>
              </figure>
            ) : null}
            {outlook.length ? (
              <dl className="mt-8 grid grid-cols-2 gap-4 border-t border-white/15 pt-6">
                {outlook.map((item) => (
                  <div key={item.label}>
                    <dt className="text-sm text-slate-200">{item.label}</dt>
                    <dd className="mt-1 text-2xl font-bold tracking-tight">{item.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  )
}
