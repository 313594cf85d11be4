/**
 * The bench's one table, as aligned text for the terminal and as Markdown for docs/benchmarks.md,
 * with the aims it is judged by (computed from the run) and the lead count check.
 */
import type { RowResult } from './load'

/** Featured must serve at least this many times the requests/s of Payload's generic route. */
export const FEATURED_AIM_RATIO = 3
/** Lead capture's p99 latency must stay under this. */
export const LEAD_P99_AIM_MS = 150

/** The rows to compare and the lead count check, as the runner measured them. */
export type BenchReport = {
  rows: RowResult[]
  featured: RowResult
  baseline: RowResult
  lead: RowResult
  leadsStored: number
}

/** One line of facts about the run (date, machine, command) for the document's header. */
export type Fact = [label: string, value: string]

const HEADERS = ['Call', 'Requests/s', 'p50 ms', 'p99 ms', 'Errors + non-2xx', 'vs baseline']

const ratio = (report: BenchReport) => report.featured.requestsPerSecond / Math.max(report.baseline.requestsPerSecond, 1e-9)

function cells(report: BenchReport): string[][] {
  return report.rows.map((row) => [
    row.call.label,
    row.requestsPerSecond.toFixed(0),
    String(row.p50Ms),
    String(row.p99Ms),
    String(row.failures),
    row === report.featured ? `${ratio(report).toFixed(2)}×` : '',
  ])
}

/** The aims and whether this run met each. */
export function aims(report: BenchReport): string[] {
  const verdict = (isMet: boolean) => (isMet ? 'met' : 'NOT met')
  const featuredRatio = ratio(report)
  const leadP99 = report.lead.p99Ms
  return [
    `Featured at least ${FEATURED_AIM_RATIO}× the baseline's requests/s: ${featuredRatio.toFixed(2)}× — ` +
      `${verdict(featuredRatio >= FEATURED_AIM_RATIO)}.`,
    report.lead.ok === 0
      ? `Lead capture p99 under ${LEAD_P99_AIM_MS} ms: no 2xx answer in the run — NOT met.`
      : `Lead capture p99 under ${LEAD_P99_AIM_MS} ms: ${leadP99} ms — ${verdict(leadP99 < LEAD_P99_AIM_MS)}.`,
  ]
}

/** Lead capture's 2xx answers against the rows the database gained during the recorded run. */
export const leadCheck = (report: BenchReport): string =>
  `Lead capture: acknowledged ${report.lead.ok}, stored ${report.leadsStored} ` +
  `(${report.lead.sent} sent; those unanswered when the run stopped may still have been stored).`

/** Status codes of the rows that had failures, e.g. `POST /api/leads/capture: 503 × 12`. */
export function failureNotes(report: BenchReport): string[] {
  return report.rows
    .filter((row) => row.failures > 0)
    .map((row) => {
      const answers = Object.entries(row.statuses).filter(([code]) => !code.startsWith('2'))
      const errors = row.failures - answers.reduce((sum, [, count]) => sum + count, 0)
      const parts = answers.map(([code, count]) => `HTTP ${code} × ${count}`)
      if (errors > 0) parts.push(`connection errors/timeouts × ${errors}`)
      return `${row.call.label}: ${parts.join(', ')}`
    })
}

/** The table as aligned text, numbers right-aligned, for the terminal. */
export function textTable(report: BenchReport): string {
  const rows = [HEADERS, ...cells(report)]
  const widths = HEADERS.map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')
  const rule = widths.map((width) => '-'.repeat(width)).join('  ')
  return [line(HEADERS), rule, ...cells(report).map(line)].join('\n')
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
    row(['---', '---:', '---:', '---:', '---:', '---:']),
    ...cells(report).map(row),
    '',
    ...(notes.length ? ['Failures by status:', '', ...notes.map((note) => `- ${note}`), ''] : []),
    '## Aims',
    '',
    ...aims(report).map((aim) => `- ${aim}`),
    '',
    leadCheck(report),
    '',
    '## Method',
    '',
    ...method.map((line) => `- ${line}`),
    '',
  ].join('\n')
}
