import type { PublicSnapshot } from '../../../../cms/endpoints/market-data/serialize'
import { formatMillionsOfSquareFeet } from '../lib/format'

type MarketReportHighlightsProps = { snapshot: PublicSnapshot; areaName: string }

/** A quarter's highlights and the outlook that follows from them: summary, a broker's view and the pipeline. */
export function MarketReportHighlights({ snapshot, areaName }: MarketReportHighlightsProps) {
  const { market_highlights: highlights, market_forecast: forecast } = snapshot
  const hasForecast = Boolean(
    forecast.summary ||
    forecast.expertQuote ||
    forecast.underConstructionSf !== null ||
    forecast.unemploymentRate !== null,
  )
  return (
    <div className="grid gap-8 lg:grid-cols-5">
      {highlights.length ? (
        <ul className="grid gap-4 lg:col-span-3">
          {highlights.map((highlight) => (
            <li key={highlight.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-slate-900">{highlight.title}</h3>
              <p className="mt-2 text-slate-600">{highlight.description}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {hasForecast ? (
        <div
          className={`rounded-xl bg-brand-900 p-6 text-white shadow-sm ${highlights.length ? 'lg:col-span-2' : 'lg:col-span-5'}`}
        >
          <h3 className="text-lg font-semibold">{areaName} outlook</h3>
          {forecast.summary ? <p className="mt-3 leading-relaxed text-slate-200">{forecast.summary}</p> : null}
          {forecast.expertQuote ? (
            <blockquote className="mt-5 border-l-4 border-accent-500 pl-4 text-white italic">
              <p>“{forecast.expertQuote}”</p>
            </blockquote>
          ) : null}
          {forecast.underConstructionSf !== null || forecast.unemploymentRate !== null ? (
            <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-white/15 pt-5">
              {forecast.underConstructionSf !== null ? (
                <div>
                  <dt className="text-sm text-slate-200">Under construction</dt>
                  <dd className="mt-1 text-xl font-bold tabular-nums">
                    {formatMillionsOfSquareFeet(forecast.underConstructionSf)}
                  </dd>
                </div>
              ) : null}
              {forecast.unemploymentRate !== null ? (
                <div>
                  <dt className="text-sm text-slate-200">Unemployment</dt>
                  <dd className="mt-1 text-xl font-bold tabular-nums">{forecast.unemploymentRate.toFixed(1)}%</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
