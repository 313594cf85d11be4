import { Curve, Dot, Layer, Surface } from 'recharts'

import { axisPosition, niceAxis, slotCentre } from '../lib/market-chart-scale'

/** One quarter on the chart. */
export type ChartQuarter = { label: string; shortLabel: string; vacancyRate: number; monthlyLeaseRate: number }

/** The drawing's box in SVG units; one unit is one CSS pixel once the chart has measured its box. */
export type ChartSize = { width: number; height: number }

/** Margins, type size and how many quarters get a label, for a drawing `width` units wide. */
function layoutFor({ width, height, count }: ChartSize & { count: number }) {
  const isCompact = width < 560
  const margin = isCompact ? { top: 12, right: 46, bottom: 32, left: 38 } : { top: 16, right: 60, bottom: 36, left: 50 }
  const labelWidth = isCompact ? 46 : 64
  const slotWidth = (width - margin.left - margin.right) / Math.max(1, count)
  return {
    ...margin,
    width,
    height,
    fontSize: isCompact ? 12 : 13,
    isShortLabel: isCompact,
    labelEvery: Math.max(1, Math.ceil(labelWidth / slotWidth)),
  }
}

/**
 * Series styles, shared with the legend: colour plus line pattern and marker, never colour alone. The
 * colours are attributes (brand-700 and amber-700, at least 3:1 on white), so the SVG stands alone.
 */
export const SERIES_STYLES = {
  vacancy: { color: '#1d4a73', dash: undefined, symbol: 'circle' },
  leaseRate: { color: '#b45309', dash: '6 4', symbol: 'square' },
} as const

/** Axis text (slate-600), grid lines (slate-200) and the base line (slate-400). */
const AXIS_COLORS = { text: '#475569', grid: '#e2e8f0', base: '#94a3b8' } as const

/**
 * Coordinates in hundredths of a unit: Recharts' server build rounds path numbers and its browser build
 * does not, so unrounded input would draw different paths on each side and break hydration.
 */
const toHundredths = (value: number) => Math.round(value * 100) / 100

/** A series marker: a circle for vacancy, a square for the lease rate. */
function Marker({
  x,
  y,
  shape,
  color,
  isSmall,
}: {
  x: number
  y: number
  shape: 'circle' | 'square'
  color: string
  isSmall: boolean
}) {
  const radius = isSmall ? 3.5 : 4
  if (shape === 'circle') return <Dot cx={x} cy={y} r={radius} fill="#ffffff" stroke={color} strokeWidth={2} />
  return (
    <rect
      x={toHundredths(x - radius)}
      y={toHundredths(y - radius)}
      width={radius * 2}
      height={radius * 2}
      fill="#ffffff"
      stroke={color}
      strokeWidth={2}
    />
  )
}

type MarketChartPlotProps = {
  quarters: ChartQuarter[]
  size: ChartSize
  title: string
  summary: string
  className?: string
}

/**
 * The chart drawing: vacancy on the left scale, the monthly lease rate on the right, one slot per
 * quarter. Built from Recharts' SVG shapes, which render on the server as in the browser (its chart
 * containers measure and register their parts in effects, so they render nothing on the server).
 */
export function MarketChartPlot({ quarters, size, title, summary, className = '' }: MarketChartPlotProps) {
  const { width, height, top, right, bottom, left, fontSize, labelEvery, isShortLabel } = layoutFor({
    ...size,
    count: quarters.length,
  })
  const plotWidth = width - left - right
  const plotHeight = height - top - bottom
  const vacancyAxis = niceAxis({ values: quarters.map((quarter) => quarter.vacancyRate) })
  const rateAxis = niceAxis({ values: quarters.map((quarter) => quarter.monthlyLeaseRate) })
  const x = (index: number) => toHundredths(slotCentre({ index, count: quarters.length, left, width: plotWidth }))
  const vacancyPoints = quarters.map((quarter, index) => ({
    x: x(index),
    y: toHundredths(axisPosition({ value: quarter.vacancyRate, axis: vacancyAxis, top, height: plotHeight })),
  }))
  const ratePoints = quarters.map((quarter, index) => ({
    x: x(index),
    y: toHundredths(axisPosition({ value: quarter.monthlyLeaseRate, axis: rateAxis, top, height: plotHeight })),
  }))
  // Labels are counted from the newest quarter so the latest one is always named.
  const isLabelled = (index: number) => (quarters.length - 1 - index) % labelEvery === 0
  const series = [
    { key: 'vacancy', points: vacancyPoints, style: SERIES_STYLES.vacancy },
    { key: 'leaseRate', points: ratePoints, style: SERIES_STYLES.leaseRate },
  ] as const

  return (
    <Surface
      width={width}
      height={height}
      viewBox={{ x: 0, y: 0, width, height }}
      role="img"
      aria-label={summary}
      title={title}
      desc={summary}
      className={className}
    >
      <Layer>
        {vacancyAxis.ticks.map((tick, index) => {
          const y = axisPosition({ value: tick, axis: vacancyAxis, top, height: plotHeight })
          return (
            <g key={tick}>
              <line
                x1={left}
                x2={width - right}
                y1={y}
                y2={y}
                stroke={index === 0 ? AXIS_COLORS.base : AXIS_COLORS.grid}
              />
              <text x={left - 8} y={y} dy="0.32em" textAnchor="end" fontSize={fontSize} fill={AXIS_COLORS.text}>
                {`${tick.toFixed(vacancyAxis.decimals)}%`}
              </text>
              <text
                x={width - right + 8}
                y={y}
                dy="0.32em"
                textAnchor="start"
                fontSize={fontSize}
                fill={AXIS_COLORS.text}
              >
                {`$${rateAxis.ticks[index].toFixed(2)}`}
              </text>
            </g>
          )
        })}
        {quarters.map((quarter, index) =>
          isLabelled(index) ? (
            <text
              key={quarter.label}
              x={x(index)}
              y={height - bottom + 22}
              textAnchor="middle"
              fontSize={fontSize}
              fill={AXIS_COLORS.text}
            >
              {isShortLabel ? quarter.shortLabel : quarter.label}
            </text>
          ) : null,
        )}
      </Layer>
      {series.map(({ key, points, style }) => (
        <Layer key={key}>
          {points.length > 1 ? (
            <Curve
              type="linear"
              points={points}
              fill="none"
              stroke={style.color}
              strokeWidth={2.5}
              strokeDasharray={style.dash}
            />
          ) : null}
          {points.map((point, index) => (
            <Marker
              key={quarters[index].label}
              x={point.x}
              y={point.y}
              shape={style.symbol}
              color={style.color}
              isSmall={isShortLabel}
            />
          ))}
        </Layer>
      ))}
    </Surface>
  )
}
