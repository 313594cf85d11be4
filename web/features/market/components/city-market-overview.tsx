import type { PublicSnapshot } from '../../../../cms/endpoints/market-data/serialize'
import { formatQuarter } from '../lib/format'
import { FALLBACK_FIGURES, toMarketFigures } from '../lib/market-figures'
import { MarketChart } from './market-chart'
import { MarketReportStats } from './market-report-stats'

type CityMarketOverviewProps = {
  cityName: string
  /** The city's newest quarter, or null when it has none. */
  latest: PublicSnapshot | null
  /** The city's quarters, oldest first. */
  history: PublicSnapshot[]
  /** The county's quarters, oldest first: shown, labelled, where the city's own are missing. */
  countyHistory: PublicSnapshot[]
}

function Notice({ children }: { children: string }) {
  return (
    <p className="mt-6 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="mt-0.5 size-4 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="10" cy="10" r="8" />
        <path d="M10 6v5M10 14h.01" />
      </svg>
      <span>{children}</span>
    </p>
  )
}

/**
 * A city's market: its latest quarter's figures (vacancy with 1 decimal) and its trend. When
 * the city has no figures, it says so and shows the county's (or the sample figures), labelled as such.
 */
export function CityMarketOverview({ cityName, latest, history, countyHistory }: CityMarketOverviewProps) {
  const countyLatest = countyHistory.at(-1) ?? null
  const source = latest ? 'city' : countyLatest ? 'county' : 'sample'
  const figures = latest ? toMarketFigures(latest) : countyLatest ? toMarketFigures(countyLatest) : FALLBACK_FIGURES
  const hasCityTrend = history.length > 1
  const chartHistory = hasCityTrend ? history : countyHistory

  return (
    <div className="grid gap-10">
      <div>
        <h3 className="text-lg font-semibold text-slate-900">
          {source === 'city'
            ? `${cityName}, ${formatQuarter(figures)}`
            : source === 'county'
              ? `Orange County, ${formatQuarter(figures)}`
              : `Sample figures, ${formatQuarter(figures)}`}
        </h3>
        {source === 'county' ? (
          <Notice>{`We have not published ${cityName} figures yet. These are the Orange County figures for the latest quarter.`}</Notice>
        ) : source === 'sample' ? (
          <Notice>{`Market figures for ${cityName} are unavailable right now. These are sample figures from our most recent report, not live data.`}</Notice>
        ) : null}
        <div className="mt-6">
          <MarketReportStats figures={figures} isCity={source === 'city'} />
        </div>
      </div>
      {chartHistory.length ? (
        <div>
          {hasCityTrend ? null : (
            <p className="mb-3 text-sm text-slate-600">
              {`${cityName} has ${history.length ? 'one published quarter so far' : 'no published quarters yet'}, so the chart shows the Orange County trend.`}
            </p>
          )}
          <MarketChart
            snapshots={chartHistory}
            areaName={hasCityTrend ? cityName : 'Orange County'}
            title={
              hasCityTrend
                ? `${cityName} vacancy and average lease rate by quarter`
                : `Orange County vacancy and average lease rate by quarter`
            }
            isCity={hasCityTrend}
          />
        </div>
      ) : null}
    </div>
  )
}
