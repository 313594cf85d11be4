import type { Lead } from '../../payload-types'

export const LEAD_CSV_COLUMNS = [
  'id',
  'createdAt',
  'status',
  'name',
  'email',
  'phone',
  'company',
  'propertyType',
  'squareFootage',
  'timeline',
  'message',
  'source',
  'page',
  'submittedAt',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'notes',
  'isSpam',
] as const satisfies readonly (keyof Lead)[]

/**
 * One CSV cell (RFC 4180 quoting). Text starting with = + - @ or a tab is prefixed with ' so a
 * spreadsheet shows it instead of running it as a formula.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The leads as CSV with a header row, lines ending CRLF. */
export function leadsToCsv(leads: Lead[]): string {
  const rows = [LEAD_CSV_COLUMNS.join(','), ...leads.map((lead) => LEAD_CSV_COLUMNS.map((column) => csvCell(lead[column])).join(','))]
  return `${rows.join('\r\n')}\r\n`
}
