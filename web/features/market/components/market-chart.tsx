import { useCallback, useState } from 'react'

import type { PublicSnapshot } from '../../../../cms/endpoints/market-data/serialize'
import { formatMonthlyLeaseRate, formatQuarter, formatVacancy } from '../lib/format'
import { describeMarketTrend } from '../lib/market-trend'
import { MarketChartPlot, SERIES_STYLES } from './market-chart-plot'
import type { ChartQuarter, ChartSize } from './market-chart-plot'

type MarketChartProps = {
  /** Quarters oldest first, as the history call answers them. */
  snapshots: PublicSnapshot[]
  /** The area the figures are for, in the text alternative: "Orange County", "Irvine". */
  areaName: string
  title: string
  /** City figures show vacancy with 1 decimal (SPEC.md section 9). */
  isCity?: boolean
  /** Off where the same figures are already in a table on the page. */
  hasDataTable?: boolean
}

function LegendSwatch({ series }: { series: keyof typeof SERIES_STYLES }) {
  const style = SERIES_STYLES[series]
  return (
    <svg aria-hidden="true" viewBox="0 0 28 12" width="28" height="12" className="shrink-0">
      <line x1="1" x2="27" y1="6" y2="6" stroke={style.color} strokeWidth="2.5" strokeDasharray={style.dash} />
      {style.symbol === 'circle' ? (
        <circle cx="14" cy="6" r="3.5" fill="#ffffff" stroke={style.color} strokeWidth="2" />
      ) : (
        <rect x="10.5" y="2.5" width="7" height="7" fill="#ffffff" stroke={style.color} strokeWidth="2" />
      )}
    </svg>
  )
}

/** The drawings the server sends, scaled into the chart's box by CSS until the browser measures it. */
const SERVER_SIZES = { compact: { width: 360, height: 288 }, wide: { width: 760, height: 320 } } as const

/**
 * The size of the element the returned ref is put on, kept current as it resizes; null until the
 * browser has measured it (and always on the server).
 */
function useMeasuredSize() {
  const [size, setSize] = useState<ChartSize | null>(null)
  const ref = useCallback((element: HTMLDivElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.round(entry.contentRect.width)
      const height = Math.round(entry.contentRect.height)
      if (width > 0 && height > 0) {
        setSize((previous) => (previous?.width === width && previous.height === height ? previous : { width, height }))
      }
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, size }
}

/**
 * Vacancy and the average lease rate over the last quarters: an SVG drawn on the server (scaled to the
 * screen by CSS, then redrawn at the measured size so its text stays at reading size), a legend, and
 * the figures as a table for anyone who cannot see the chart.
 */
export function MarketChart({ snapshots, areaName, title, isCity = false, hasDataTable = true }: MarketChartProps) {
  const { ref, size } = useMeasuredSize()
  const quarters: ChartQuarter[] = snapshots.map((snapshot) => ({
    label: formatQuarter(snapshot),
    shortLabel: `${snapshot.quarter} '${String(snapshot.year).slice(-2)}`,
    vacancyRate: snapshot.vacancy_rate,
    monthlyLeaseRate: snapshot.avg_lease_rate / 12,
  }))
  const summary = describeMarketTrend({
    areaName,
    isCity,
    quarters: snapshots.map((snapshot) => ({
      quarter: snapshot.quarter,
      year: snapshot.year,
      vacancyRate: snapshot.vacancy_rate,
      annualLeaseRate: snapshot.avg_lease_rate,
    })),
  })

  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <figcaption>
        <p className="text-base font-semibold text-slate-900">{title}</p>
        <p className="mt-1 text-sm text-slate-600">{summary}</p>
      </figcaption>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <LegendSwatch series="vacancy" />
          Vacancy rate (left scale)
        </li>
        <li className="flex items-center gap-2">
          <LegendSwatch series="leaseRate" />
          Average lease rate, $/SF/mo (right scale)
        </li>
      </ul>
      {quarters.length ? (
        // A fixed height, so the page does not shift when the measured drawing replaces the server's.
        <div ref={ref} className="mt-4 h-72 md:h-80">
          {size ? (
            <MarketChartPlot quarters={quarters} size={size} title={title} summary={summary} className="size-full" />
          ) : (
            <>
              <MarketChartPlot
                quarters={quarters}
                size={SERVER_SIZES.compact}
                title={title}
                summary={summary}
                className="size-full md:hidden"
              />
              <MarketChartPlot
                quarters={quarters}
                size={SERVER_SIZES.wide}
                title={title}
                summary={summary}
                className="hidden size-full md:block"
              />
            </>
          )}
        </div>
      ) : null}
      {hasDataTable && quarters.length ? (
        <details className="group mt-4 border-t border-slate-100 pt-4">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700 hover:text-brand-900">
            Show the figures as a table
          </summary>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Quarter
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Vacancy
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Lease rate ($/SF/mo)
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 text-slate-900">
                {snapshots.map((snapshot) => (
                  <tr key={formatQuarter(snapshot)}>
                    <th scope="row" className="py-2 pr-4 font-medium">
                      {formatQuarter(snapshot)}
                    </th>
                    <td className="py-2 pr-4 tabular-nums">{formatVacancy({ rate: snapshot.vacancy_rate, isCity })}</td>
                    <td className="py-2 tabular-nums">{formatMonthlyLeaseRate(snapshot.avg_lease_rate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
    </figure>
  )
}
