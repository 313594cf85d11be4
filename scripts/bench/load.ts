/**
 * One benchmark row: a short unrecorded warm-up, then a fixed-duration autocannon run against the
 * bench server on loopback, summarised as requests/s, latency percentiles and failures.
 */
import { setTimeout as sleep } from 'node:timers/promises'

import autocannon from 'autocannon'

import { benchOrigin } from './config'

/** Open connections, each sending its next request when the previous one is answered. */
export const CONNECTIONS = 50
/** Seconds of load before each recorded run; lets caches, JIT and the connection pool settle. */
export const WARM_UP_SECONDS = 2
const SETTLE_MS = 1000

/** A call the bench measures. */
export type BenchCall = {
  /** The label of its row, e.g. `GET /api/properties/featured`. */
  label: string
  method: 'GET' | 'POST'
  path: string
  body?: string
  headers?: Record<string, string>
  /** Another server to load (e.g. nginx); the bench server when unset. */
  origin?: string
  /** A query parameter given a new value on every request (`?name=1`, `?name=2`, ...), so no two requests share a URL. */
  uniqueQuery?: string
}

/** What one recorded run measured. */
export type RowResult = {
  call: BenchCall
  /** Mean of the per-second request counts. */
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  /** Requests sent in the recorded run, answered or not. */
  sent: number
  /** 2xx answers (what the server acknowledged). */
  ok: number
  /** Connection errors and timeouts plus answers other than 2xx. */
  failures: number
  /** Answers by status code, for the notes under the table. */
  statuses: Record<string, number>
}

/** Counts across runs, so the recorded run does not repeat the warm-up's URLs. */
let uniqueCount = 0

function fire({ call, seconds }: { call: BenchCall; seconds: number }): Promise<autocannon.Result> {
  const { uniqueQuery } = call
  const separator = call.path.includes('?') ? '&' : '?'
  return autocannon({
    url: `${call.origin ?? benchOrigin}${call.path}`,
    ...(uniqueQuery && {
      requests: [{ setupRequest: (request) => ({ ...request, path: `${call.path}${separator}${uniqueQuery}=${++uniqueCount}` }) }],
    }),
    method: call.method,
    body: call.body,
    headers: call.headers,
    connections: CONNECTIONS,
    duration: seconds,
  })
}

/**
 * Warms `call` up for WARM_UP_SECONDS, runs `beforeRecording` (e.g. a count to compare with), then
 * records `seconds` of load against it.
 */
export async function measure({
  call,
  seconds,
  beforeRecording,
}: {
  call: BenchCall
  seconds: number
  beforeRecording?: () => Promise<void>
}): Promise<RowResult> {
  await fire({ call, seconds: WARM_UP_SECONDS })
  // Requests the warm-up left in flight are still being served: let them finish first.
  await sleep(SETTLE_MS)
  await beforeRecording?.()
  const result = await fire({ call, seconds })
  const statuses: Record<string, number> = {}
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = stat.count ?? 0
  return {
    call,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    sent: result.requests.sent,
    ok: result['2xx'],
    failures: result.errors + result.non2xx,
    statuses,
  }
}

/** A valid lead as the site's form sends it (cms/shared/lead-schema.ts). */
export const LEAD_BODY = JSON.stringify({
  name: 'Bench Mark',
  email: 'bench@example.com',
  phone: '(714) 555-0100',
  company: 'Benchmark Logistics',
  propertyType: 'warehouse',
  squareFootage: '25k-50k',
  timeline: 'short-term',
  message: 'Looking for 30,000 SF with dock-high loading near the 5.',
  source: 'main_form',
  page: '/contact',
})
