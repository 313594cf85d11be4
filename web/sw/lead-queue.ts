/**
 * The parts of the service worker's lead handling that need no worker: which requests are lead
 * submissions, the reply a queued lead gets, and which replay outcomes mean "try again later".
 */
/** The background sync tag of queued leads (SPEC.md section 7). */
export const LEAD_SYNC_TAG = 'background-sync'

/** The lead capture call (docs/api.md); kept here so the worker bundle stays free of the site's code. */
export const LEAD_CAPTURE_PATH = '/api/leads/capture'

/** Messages between the pages and the service worker. */
export const REPLAY_LEADS_MESSAGE = 'REPLAY_LEADS'
export const LEAD_DELIVERED_MESSAGE = 'LEAD_DELIVERED'

/** What the worker tells its pages after a queued lead reached the server. */
export type LeadDeliveredMessage = { type: typeof LEAD_DELIVERED_MESSAGE; source?: string; page?: string }

/** The body a page gets when its lead was queued: accepted for delivery, not yet delivered. */
export type QueuedLeadReply = { success: true; queued: true; message: string; responseTimeTarget: string }

/** Whether a request is a lead submission (a POST of the capture call on this origin). */
export function isLeadSubmission({ url, method, origin }: { url: URL; method: string; origin: string }): boolean {
  return method === 'POST' && url.origin === origin && url.pathname === LEAD_CAPTURE_PATH
}

/**
 * The promised response time, as the capture call answers it (cms/shared/lead-schema.ts; a unit test
 * keeps them equal). Not imported: that module brings the validation library into the worker.
 */
export const RESPONSE_TIME_TARGET = '2 hours'

/** The 202 reply to a lead that was queued because the network was down. */
export function queuedLeadReply(): QueuedLeadReply {
  return {
    success: true,
    queued: true,
    message: 'You are offline. Your request is saved and will be sent when your connection returns.',
    responseTimeTarget: RESPONSE_TIME_TARGET,
  }
}

/**
 * Whether a replayed lead must stay queued: the server could not take it now (5xx, or 429 from the
 * rate limit). Any other answer, a rejection included, is final: replaying it would fail the same way.
 */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 429
}

/** The source and page of a lead body, for the conversion counted when it is delivered. */
export function leadOrigin(body: string): { source?: string; page?: string } {
  try {
    const parsed = JSON.parse(body) as { source?: unknown; page?: unknown }
    return {
      source: typeof parsed.source === 'string' ? parsed.source : undefined,
      page: typeof parsed.page === 'string' ? parsed.page : undefined,
    }
  } catch {
    return {}
  }
}

/** API paths the worker never answers from its cache: the event stream, accounts, leads and exports. */
const UNCACHED_API_PREFIXES = ['/api/events', '/api/users', '/api/leads', '/api/payload-', '/api/admin']

/**
 * Whether a GET is a public API read the site made (credentials omitted, not from the admin), which
 * the worker answers network-first with the last copy as the offline fallback.
 */
export function isPublicApiRead({
  url,
  origin,
  credentials,
  referrer,
}: {
  url: URL
  origin: string
  credentials: RequestCredentials
  referrer: string
}): boolean {
  if (url.origin !== origin || !url.pathname.startsWith('/api/')) return false
  if (credentials !== 'omit') return false
  if (UNCACHED_API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return false
  const referrerPath = referrer ? new URL(referrer, origin).pathname : ''
  return !referrerPath.startsWith('/admin')
}
