/**
 * Dates are shown in the brokerage's time zone, so the server's HTML and the visitor's browser agree
 * (a visitor in another zone would otherwise see a different day and React a hydration mismatch).
 */
const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'America/Los_Angeles',
})

/** "2025-10-21T15:00:00.000Z" -> "October 21, 2025"; an empty or invalid date -> null. */
export function formatPostDate(iso: string | null | undefined): string | null {
  if (!iso) return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : longDate.format(date)
}

/** The calendar day of `iso` in the brokerage's time zone, for `<time dateTime>`: "2025-10-21". */
export function isoDay(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'America/Los_Angeles' })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}`
}
