import { SectionHeading } from '../../../components/ui/section-heading'
import { Spinner } from '../../../components/ui/spinner'
import { HISTORY_QUARTERS, useMarketHistory } from '../../../features/market/api/get-market-history'
import { MarketChart } from '../../../features/market/components/market-chart'
import { MarketReportHighlights } from '../../../features/market/components/market-report-highlights'
import { MarketReportStats } from '../../../features/market/components/market-report-stats'
import { MarketReportTable } from '../../../features/market/components/market-report-table'
import { formatQuarter } from '../../../features/market/lib/format'
import { FALLBACK_FIGURES, toMarketFigures } from '../../../features/market/lib/market-figures'

/**
 * The county's quarterly reports: the latest quarter's figures, the trend chart and table of the last
 * quarters, and the latest highlights and forecast. Sample figures, labelled, when none load.
 */
export function QuarterlyReports() {
  const { data: history = [], isLoading } = useMarketHistory({ area: 'county' })
  if (isLoading) return <Spinner />
  const latest = history.at(-1)
  const figures = latest ? toMarketFigures(latest) : FALLBACK_FIGURES
  return (
    <>
      <section aria-labelledby="latest-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <SectionHeading
          id="latest-heading"
          eyebrow="Latest quarter"
          title={`Orange County in ${formatQuarter(figures)}`}
          description={
            latest
              ? 'Headline figures for the whole county; the lease rate is the average asking rate per month.'
              : 'Live figures are unavailable right now; these are sample figures from our most recent report.'
          }
        />
        <div className="mt-8">
          <MarketReportStats figures={figures} />
        </div>
      </section>
      {history.length ? (
        <section aria-labelledby="quarters-heading" className="border-y border-slate-200 bg-slate-50">
          <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
            <SectionHeading
              id="quarters-heading"
              eyebrow="Quarterly reports"
              title={
                history.length === HISTORY_QUARTERS
                  ? 'The last two years, quarter by quarter'
                  : `The last ${history.length} quarters`
              }
              description="Vacancy, lease rates, net absorption, transactions and volume for every quarter, newest first."
            />
            <div className="mt-8 grid gap-8">
              <MarketChart
                snapshots={history}
                areaName="Orange County"
                title="Orange County vacancy and average lease rate by quarter"
                hasDataTable={false}
              />
              <MarketReportTable snapshots={history} caption="Orange County industrial market by quarter" />
            </div>
          </div>
        </section>
      ) : null}
      {latest ? (
        <section aria-labelledby="highlights-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <SectionHeading
            id="highlights-heading"
            eyebrow={formatQuarter(latest)}
            title="Highlights and forecast"
            description="What moved the market this quarter, and what we expect next."
          />
          <div className="mt-8">
            <MarketReportHighlights snapshot={latest} areaName="Orange County" />
          </div>
        </section>
      ) : null}
    </>
  )
}
