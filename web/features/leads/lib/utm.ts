/** The campaign fields a lead carries (SPEC.md section 3). */
export type Utm = { utm_source?: string; utm_medium?: string; utm_campaign?: string }

const STORAGE_KEY = 'lead-utm'
const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign'] as const
const MAX_LENGTH = 200

/** The UTM values of a query string, trimmed and cut to what the server accepts; empty ones left out. */
export function utmFromSearch(search: string): Utm {
  const params = new URLSearchParams(search)
  const utm: Utm = {}
  for (const field of UTM_FIELDS) {
    const value = params.get(field)?.trim()
    if (value) utm[field] = value.slice(0, MAX_LENGTH)
  }
  return utm
}

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    // Storage can be blocked (privacy settings); the lead is then sent without campaign values.
    return null
  }
}

/**
 * Keeps the landing page's UTM values for the visit (the tab's session), so a lead sent pages later
 * still credits the campaign that brought the visitor. A later landing with new values replaces them.
 */
export function rememberUtm(search: string): void {
  const utm = utmFromSearch(search)
  if (Object.keys(utm).length === 0) return
  sessionStore()?.setItem(STORAGE_KEY, JSON.stringify(utm))
}

/** The visit's UTM values, or none. */
export function readUtm(): Utm {
  const stored = sessionStore()?.getItem(STORAGE_KEY)
  if (!stored) return {}
  try {
    return utmFromSearch(new URLSearchParams(JSON.parse(stored) as Record<string, string>).toString())
  } catch (error) {
    console.error('Ignored unreadable campaign values', error)
    return {}
  }
}
