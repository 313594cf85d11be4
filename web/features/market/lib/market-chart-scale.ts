/** A value axis: evenly spaced round ticks from `min` to `max`. */
export type ValueAxis = { min: number; max: number; step: number; ticks: number[]; decimals: number }

/** The round step (1, 2 or 5 times a power of ten) at or above `rough`. */
function roundStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough))
  const fraction = rough / power
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10
  return nice * power
}

/**
 * A value axis of `tickCount` round ticks that holds every value: two axes with the same tick count
 * share the chart's grid lines. A single value (or equal values) sits mid-axis; an axis of
 * non-negative values never goes below zero.
 */
export function niceAxis({ values, tickCount = 5 }: { values: number[]; tickCount?: number }): ValueAxis {
  const intervals = Math.max(1, tickCount - 1)
  let low = values.length ? Math.min(...values) : 0
  let high = values.length ? Math.max(...values) : 1
  if (low === high) {
    const padding = Math.abs(low) * 0.1 || 1
    low = low >= 0 ? Math.max(0, low - padding) : low - padding
    high += padding
  }
  let step = roundStep((high - low) / intervals)
  let min = Math.floor(low / step) * step
  // A low start can leave the top value outside the axis: widen the step until it fits.
  while (min + step * intervals < high - step * 1e-9) {
    step = roundStep(step * 1.0001)
    min = Math.floor(low / step) * step
  }
  const decimals = Math.max(0, -Math.floor(Math.log10(step)))
  const ticks = Array.from({ length: intervals + 1 }, (_, index) => Number((min + step * index).toFixed(decimals)))
  return { min: ticks[0], max: ticks[intervals], step, ticks, decimals }
}

/** The vertical position of `value` on `axis`, in a plot `height` high starting at `top`. */
export function axisPosition({
  value,
  axis,
  top,
  height,
}: {
  value: number
  axis: ValueAxis
  top: number
  height: number
}): number {
  return top + height * (1 - (value - axis.min) / (axis.max - axis.min))
}

/** The horizontal centre of the `index`th of `count` quarters across a plot `width` wide from `left`. */
export function slotCentre({
  index,
  count,
  left,
  width,
}: {
  index: number
  count: number
  left: number
  width: number
}): number {
  return left + (width * (index + 0.5)) / count
}
