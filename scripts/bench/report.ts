/**
 * The bench's one table (load rows, the home page's bundle and Lighthouse scores, each with its aim
 * and verdict), as aligned text for the terminal and as Markdown for docs/benchmarks.md, with the
 * aims it is judged by (computed from the run) and the lead count check.
 */
import { CSS_AIM_KB, JS_AIM_KB } from './bundle'
import type { BundleSizes } from './bundle'
import { CATEGORIES, formatMetrics, lighthouseVerdict, MOBILE_PERFORMANCE_AIM } from './lighthouse'
import type { LighthouseResult } from './lighthouse'
import type { RowResult } from './load'

/** Featured must serve at least this many times the requests/s of Payload's generic route. */
export const FEATURED_AIM_RATIO = 3
/** Lead capture's p99 latency must stay under this. */
export const LEAD_P99_AIM_MS = 150
/** The cached home page must reach this share of nginx's requests/s for the same bytes. */
export const CACHED_VS_NGINX_AIM = 0.4

/** The home page's three load rows; nginx is null when it could not be started. */
export type HomeRows = { cached: RowResult; uncached: RowResult; nginx: RowResult | null }

/** The rows to compare, the lead count check and the optional parts, as the runner measured them. */
export type BenchReport = {
  rows: RowResult[]
  featured: RowResult
  baseline: RowResult
  lead: RowResult
  leadsStored: number
  home: HomeRows
  bundle: BundleSizes | null
  lighthouse: LighthouseResult[]
  /** Why a part is missing or incomplete, e.g. `nginx: not installed`. */
  skipped: string[]
}

/** One line of facts about the run (date, machine, command) for the document's header. */
export type Fact = [label: string, value: string]

const HEADERS = ['Measure', 'Requests/s', 'p50 ms', 'p99 ms', 'Errors + non-2xx', 'Result', 'Aim']
const ALIGN = ['---', '---:', '---:', '---:', '---:', '---', '---']

const verdict = (isMet: boolean) => (isMet ? 'met' : 'NOT met')
const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const files = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`
/** `part ÷ whole`, or 0 when the whole answered nothing (a ratio against nothing means nothing). */
const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0)
const featuredRatio = (report: BenchReport) => share(report.featured.requestsPerSecond, report.baseline.requestsPerSecond)
const nginxShare = (home: HomeRows) => (home.nginx ? share(home.cached.requestsPerSecond, home.nginx.requestsPerSecond) : null)

const SHORT: Record<(typeof CATEGORIES)[number], string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
}

function lighthouseAim(result: LighthouseResult): string {
  const others = 'accessibility, best practices, SEO 100'
  const aim = result.formFactor === 'mobile' ? `performance ≥ ${MOBILE_PERFORMANCE_AIM}, ${others}` : others
  return `${aim} — ${verdict(lighthouseVerdict(result))}`
}

function loadCells(row: RowResult, result: string, aim: string): string[] {
  return [row.call.label, row.requestsPerSecond.toFixed(0), String(row.p50Ms), String(row.p99Ms), String(row.failures), result, aim]
}

function cells(report: BenchReport): string[][] {
  const { home, bundle } = report
  const ofNginx = nginxShare(home)
  const api = report.rows.map((row) => {
    if (row === report.featured) {
      const ratio = featuredRatio(report)
      return loadCells(row, `${ratio.toFixed(2)}× baseline`, `≥ ${FEATURED_AIM_RATIO}× baseline — ${verdict(ratio >= FEATURED_AIM_RATIO)}`)
    }
    if (row === report.lead) {
      const isMet = row.ok > 0 && row.p99Ms < LEAD_P99_AIM_MS
      return loadCells(row, '', `p99 < ${LEAD_P99_AIM_MS} ms — ${verdict(isMet)}`)
    }
    return loadCells(row, '', '')
  })
  // In the order measured: reads, the home page, then lead capture (last since it writes).
  const lines = api.slice(0, -1)
  lines.push(
    loadCells(
      home.cached,
      ofNginx === null ? '' : `${(ofNginx * 100).toFixed(1)} % of nginx`,
      ofNginx === null ? '' : `≥ ${CACHED_VS_NGINX_AIM * 100} % of nginx — ${verdict(ofNginx >= CACHED_VS_NGINX_AIM)}`,
    ),
    loadCells(home.uncached, `${(share(home.uncached.requestsPerSecond, home.cached.requestsPerSecond) * 100).toFixed(1)} % of cached`, ''),
  )
  if (home.nginx) lines.push(loadCells(home.nginx, 'physical limit', ''))
  lines.push(api[api.length - 1])
  if (bundle) {
    const js = bundle.js.gzipBytes / 1024
    const css = bundle.css.gzipBytes / 1024
    lines.push(
      ['Home page JavaScript, gzip', '', '', '', '', `${kb(bundle.js.gzipBytes)} KB (${files(bundle.js.files)}, ${kb(bundle.js.rawBytes)} KB raw)`, `≤ ${JS_AIM_KB} KB — ${verdict(js <= JS_AIM_KB)}`],
      ['Home page CSS, gzip', '', '', '', '', `${kb(bundle.css.gzipBytes)} KB (${files(bundle.css.files)}, ${kb(bundle.css.rawBytes)} KB raw)`, `≤ ${CSS_AIM_KB} KB — ${verdict(css <= CSS_AIM_KB)}`],
    )
  }
  for (const result of report.lighthouse) {
    const scores = CATEGORIES.map((category) => `${SHORT[category]} ${result.scores[category] ?? '–'}`).join(' · ')
    lines.push([`Lighthouse ${result.formFactor}: ${result.page.label} (${result.page.path})`, '', '', '', '', scores, lighthouseAim(result)])
  }
  return lines
}

/** The aims and whether this run met each. */
export function aims(report: BenchReport): string[] {
  const ratio = featuredRatio(report)
  const leadP99 = report.lead.p99Ms
  const share = nginxShare(report.home)
  const lines = [
    `Featured at least ${FEATURED_AIM_RATIO}× the baseline's requests/s: ${ratio.toFixed(2)}× — ${verdict(ratio >= FEATURED_AIM_RATIO)}.`,
    report.lead.ok === 0
      ? `Lead capture p99 under ${LEAD_P99_AIM_MS} ms: no 2xx answer in the run — NOT met.`
      : `Lead capture p99 under ${LEAD_P99_AIM_MS} ms: ${leadP99} ms — ${verdict(leadP99 < LEAD_P99_AIM_MS)}.`,
    share === null
      ? `Cached home page at least ${CACHED_VS_NGINX_AIM * 100} % of nginx's requests/s: nginx not measured — NOT met.`
      : `Cached home page at least ${CACHED_VS_NGINX_AIM * 100} % of nginx's requests/s: ${(share * 100).toFixed(1)} % — ${verdict(share >= CACHED_VS_NGINX_AIM)}.`,
  ]
  if (report.bundle) {
    const js = report.bundle.js.gzipBytes / 1024
    const css = report.bundle.css.gzipBytes / 1024
    lines.push(
      `Home page JavaScript at most ${JS_AIM_KB} KB gzip: ${js.toFixed(1)} KB — ${verdict(js <= JS_AIM_KB)}.`,
      `Home page CSS at most ${CSS_AIM_KB} KB gzip: ${css.toFixed(1)} KB — ${verdict(css <= CSS_AIM_KB)}.`,
    )
  }
  if (report.lighthouse.length) {
    const failing = report.lighthouse.filter((result) => !lighthouseVerdict(result))
    lines.push(
      `Lighthouse mobile performance ≥ ${MOBILE_PERFORMANCE_AIM} and accessibility, best practices, SEO 100 on every page: ` +
        (failing.length
          ? `NOT met (${failing.map((result) => `${result.formFactor} ${result.page.path}`).join(', ')}).`
          : 'met.'),
    )
  }
  return lines
}

/** Lead capture's 2xx answers against the rows the database gained during the recorded run. */
export const leadCheck = (report: BenchReport): string =>
  `Lead capture: acknowledged ${report.lead.ok}, stored ${report.leadsStored} ` +
  `(${report.lead.sent} sent; those unanswered when the run stopped may still have been stored).`

/** Status codes of the rows that had failures, e.g. `POST /api/leads/capture: 503 × 12`, and Lighthouse's failed runs. */
export function failureNotes(report: BenchReport): string[] {
  const { home } = report
  const loadRows = [...report.rows, home.cached, home.uncached, ...(home.nginx ? [home.nginx] : [])]
  const load = loadRows
    .filter((row) => row.failures > 0)
    .map((row) => {
      const answers = Object.entries(row.statuses).filter(([code]) => !code.startsWith('2'))
      const errors = row.failures - answers.reduce((sum, [, count]) => sum + count, 0)
      const parts = answers.map(([code, count]) => `HTTP ${code} × ${count}`)
      if (errors > 0) parts.push(`connection errors/timeouts × ${errors}`)
      return `${row.call.label}: ${parts.join(', ')}`
    })
  const lighthouse = report.lighthouse.flatMap((result) =>
    result.problems.map((problem) => `Lighthouse ${result.formFactor} ${result.page.path}: ${problem}`),
  )
  return [...load, ...lighthouse, ...report.skipped]
}

/** Per Lighthouse page and form: median lab metrics and the audits that cost points outside performance. */
export function lighthouseDetails(report: BenchReport): string[] {
  return report.lighthouse.map((result) => {
    const failed = result.failedAudits.length ? `; failed audits: ${result.failedAudits.join(', ')}` : ''
    return `${result.formFactor} ${result.page.path}: ${formatMetrics(result.metrics)}${failed}`
  })
}

/** The table as aligned text, numbers right-aligned, for the terminal. */
export function textTable(report: BenchReport): string {
  const body = cells(report)
  const rows = [HEADERS, ...body]
  const widths = HEADERS.map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  const line = (row: string[]) =>
    row
      .map((cell, column) => (ALIGN[column].endsWith(':') ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd()
  const rule = widths.map((width) => '-'.repeat(width)).join('  ')
  return [line(HEADERS), rule, ...body.map(line)].join('\n')
}

/** The whole document: facts, the table, the aims, the lead check and the method. */
export function markdown({ report, facts, method }: { report: BenchReport; facts: Fact[]; method: string[] }): string {
  const row = (values: string[]) => `| ${values.join(' | ')} |`
  const notes = failureNotes(report)
  return [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (scripts/bench/); each run replaces this file.',
    '',
    ...facts.map(([label, value]) => `- **${label}**: ${value}`),
    '',
    row(HEADERS),
    row(ALIGN),
    ...cells(report).map(row),
    '',
    ...(notes.length ? ['Failures and omissions:', '', ...notes.map((note) => `- ${note}`), ''] : []),
    '## Aims',
    '',
    ...aims(report).map((aim) => `- ${aim}`),
    '',
    leadCheck(report),
    '',
    ...(report.lighthouse.length
      ? ['## Lighthouse details (medians)', '', ...lighthouseDetails(report).map((line) => `- ${line}`), '']
      : []),
    '## Method',
    '',
    ...method.map((line) => `- ${line}`),
    '',
  ].join('\n')
}
