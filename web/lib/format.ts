const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/** 125000 -> "125,000 SF". */
export function formatSquareFeet(size: number): string {
  return `${integer.format(size)} SF`
}

const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })

/** "3:07 PM" */
export function formatTime(date: Date): string {
  return time.format(date)
}

/** Cuts `text` to `max` characters, ending with "..." when cut (SPEC.md section 5: 57 + "..." for 60). */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 3).trimEnd()}...`
}
