import { describe, expect, it } from 'vitest'

import { rateVital, VITAL_THRESHOLDS } from './web-vitals'

describe('rateVital (SPEC.md section 9: good up to the first value, poor above the second)', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['FCP', 1800, 'good'],
    ['FCP', 1801, 'needs-improvement'],
    ['FCP', 3000, 'needs-improvement'],
    ['FCP', 3001, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 801, 'needs-improvement'],
    ['TTFB', 1800, 'needs-improvement'],
    ['TTFB', 1801, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.11, 'needs-improvement'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 201, 'needs-improvement'],
    ['INP', 500, 'needs-improvement'],
    ['INP', 501, 'poor'],
  ] as const)('%s %d is %s', (name, value, rating) => {
    expect(rateVital({ name, value })).toBe(rating)
  })

  it('rates zero as good for every metric', () => {
    for (const name of Object.keys(VITAL_THRESHOLDS) as (keyof typeof VITAL_THRESHOLDS)[]) {
      expect(rateVital({ name, value: 0 })).toBe('good')
    }
  })
})
