/**
 * Lighthouse (Node API) against the bench server in Debian's Chromium, headless: each page in mobile
 * (Lighthouse's default, simulated throttling) and desktop form, RUNS times each, one run at a time,
 * reported as the median of each category's score. BENCH_LIGHTHOUSE_RUNS sets the runs (0 skips it).
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

/** The categories the bench reports, in the table's order. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]
export type FormFactor = 'mobile' | 'desktop'

/** Mobile performance must reach this; every other category of both forms must reach 100. */
export const MOBILE_PERFORMANCE_AIM = 95

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export type LighthousePage = { label: string; path: string }

/** The median scores (0–100) of one page in one form factor, with the runs they came from. */
export type LighthouseResult = {
  page: LighthousePage
  formFactor: FormFactor
  runs: number
  scores: Record<Category, number | null>
  /** Runs that failed or scored a category null, with Lighthouse's reason. */
  problems: string[]
  /** Audits that failed in any run, in the categories other than performance (ids, e.g. `color-contrast`). */
  failedAudits: string[]
  /** Median lab metrics in ms (CLS unitless): what performance is made of. */
  metrics: Record<Metric, number | null>
}

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const
type Metric = keyof typeof METRICS

const median = (values: number[]): number | null => {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The Chromium and Lighthouse versions, for the document's facts. */
export type LighthouseRun = { results: LighthouseResult[]; chromeVersion: string; lighthouseVersion: string }

/** Runs every page in both form factors `runs` times against `origin`, sequentially, in one Chromium. */
export async function runLighthouse({
  origin,
  pages,
  runs,
}: {
  origin: string
  pages: LighthousePage[]
  runs: number
}): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'error' })
  const results: LighthouseResult[] = []
  let chromeVersion = ''
  let lighthouseVersion = ''
  try {
    // Measured as visitors meet them on a running site: each page once requested, so its HTML is in
    // the server's cache (the first visitor after a change waits for the render; that is the
    // uncached row of the load table).
    for (const page of pages) await fetch(`${origin}${page.path}`).then((response) => response.arrayBuffer())
    for (const formFactor of ['mobile', 'desktop'] as const) {
      for (const page of pages) {
        const values: Record<Category, number[]> = { performance: [], accessibility: [], 'best-practices': [], seo: [] }
        const problems: string[] = []
        const failedAudits = new Set<string>()
        const metricValues: Record<Metric, number[]> = { FCP: [], LCP: [], TBT: [], CLS: [], SI: [] }
        for (let run = 1; run <= runs; run += 1) {
          console.log(`  Lighthouse ${formFactor} ${page.path} (${run}/${runs}) ...`)
          const result = await lighthouse(
            `${origin}${page.path}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
            formFactor === 'desktop' ? desktopConfig : undefined,
          ).catch((error: unknown) => {
            problems.push(`run ${run}: ${error instanceof Error ? error.message : String(error)}`)
            return undefined
          })
          if (!result) continue
          const { lhr } = result
          chromeVersion ||= lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? ''
          lighthouseVersion ||= lhr.lighthouseVersion
          if (lhr.runtimeError) problems.push(`run ${run}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
          for (const category of CATEGORIES) {
            const score = lhr.categories[category]?.score
            if (typeof score === 'number') values[category].push(Math.round(score * 100))
            if (category === 'performance') continue
            for (const ref of lhr.categories[category]?.auditRefs ?? []) {
              const audit = lhr.audits[ref.id]
              if (ref.weight > 0 && typeof audit?.score === 'number' && audit.score < 1) failedAudits.add(ref.id)
            }
          }
          for (const [metric, id] of Object.entries(METRICS) as [Metric, string][]) {
            const value = lhr.audits[id]?.numericValue
            if (typeof value === 'number') metricValues[metric].push(value)
          }
        }
        const scores = Object.fromEntries(CATEGORIES.map((category) => [category, median(values[category])])) as LighthouseResult['scores']
        const metrics = Object.fromEntries(
          (Object.keys(METRICS) as Metric[]).map((metric) => [metric, median(metricValues[metric])]),
        ) as LighthouseResult['metrics']
        results.push({ page, formFactor, runs, scores, problems, failedAudits: [...failedAudits].sort(), metrics })
      }
    }
  } finally {
    chrome.kill()
  }
  return { results, chromeVersion, lighthouseVersion }
}

/** The median metrics as `FCP 1.2 s · LCP 2.9 s · TBT 310 ms · CLS 0.002 · SI 1.9 s`. */
export function formatMetrics(metrics: LighthouseResult['metrics']): string {
  const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`
  return (Object.keys(METRICS) as Metric[])
    .map((metric) => {
      const value = metrics[metric]
      if (value === null) return `${metric} –`
      if (metric === 'CLS') return `CLS ${value.toFixed(3)}`
      return `${metric} ${metric === 'TBT' ? `${Math.round(value)} ms` : seconds(value)}`
    })
    .join(' · ')
}

/** Whether a page in a form factor met its aims: mobile performance ≥ 95, the other categories 100. */
export function lighthouseVerdict(result: LighthouseResult): boolean {
  return CATEGORIES.every((category) => {
    const score = result.scores[category]
    if (score === null) return false
    if (category === 'performance') return result.formFactor === 'desktop' || score >= MOBILE_PERFORMANCE_AIM
    return score === 100
  })
}
