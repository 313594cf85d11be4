import type { Metric, MetricRatingThresholds } from 'web-vitals'
import { INPThresholds, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals'

import { pushToDataLayer } from './data-layer'

/**
 * Good up to the first value, poor above the second (SPEC.md section 9; milliseconds, CLS unitless).
 * The spec has no INP figures, so INP keeps the library's own (200/500 ms). FID, also in the spec, is
 * no longer measured by browsers' tooling or `web-vitals` (INP replaced it), so it is not reported.
 */
export const VITAL_THRESHOLDS: Record<Metric['name'], MetricRatingThresholds> = {
  LCP: [2500, 4000],
  INP: INPThresholds,
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
}

/** Rates a measurement: good up to and including the first threshold, poor above the second. */
export function rateVital({ name, value }: { name: Metric['name']; value: number }): Metric['rating'] {
  const [good, poor] = VITAL_THRESHOLDS[name]
  if (value <= good) return 'good'
  if (value <= poor) return 'needs-improvement'
  return 'poor'
}

let isTracking = false

/** Pushes one metric, rated by the spec's thresholds. */
function reportVital(metric: Metric): void {
  pushToDataLayer({
    event: 'web_vitals',
    metric_name: metric.name,
    // CLS is a small fraction; the rest are milliseconds, rounded like analytics tools expect.
    metric_value: metric.name === 'CLS' ? Number(metric.value.toFixed(4)) : Math.round(metric.value),
    metric_delta: metric.name === 'CLS' ? Number(metric.delta.toFixed(4)) : Math.round(metric.delta),
    metric_rating: rateVital({ name: metric.name, value: metric.value }),
    metric_id: metric.id,
    navigation_type: metric.navigationType,
  })
}

/**
 * Reports LCP, INP, CLS, FCP and TTFB of this page load through `web-vitals`. FCP and TTFB arrive as
 * soon as they are known; LCP, INP and CLS when they are final (at the latest when the page is hidden).
 * The library's observers last for the whole page, so they are registered once.
 */
export function trackWebVitals(): void {
  if (isTracking) return
  isTracking = true
  onLCP(reportVital)
  onINP(reportVital)
  onCLS(reportVital)
  onFCP(reportVital)
  onTTFB(reportVital)
}
