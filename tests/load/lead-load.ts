/**
 * Lead submissions as many visitors send them: each lead with its own Idempotency-Key, X-Forwarded-For
 * address and e-mail at a domain unique to the run (the marker the database is counted by). A small
 * driver of its own rather than autocannon: every attempt is kept (key, status, Retry-After, start, time
 * taken), since the checks need to know which leads were acknowledged and when each answer came.
 */
import { setTimeout as sleep } from 'node:timers/promises'

import { LEAD_BODY } from '../../scripts/bench/load'
import { origin } from './config'

/** An answer slower than this counts as a hang. */
const REQUEST_LIMIT_MS = 30_000

export type Attempt = {
  index: number
  key: string
  /** HTTP status, or 0 when no answer came (connection refused or reset, timeout). */
  status: number
  /** The error code when no answer came (ECONNREFUSED, ECONNRESET, TimeoutError, ...). */
  error: string | null
  retryAfter: string | null
  /** Milliseconds since the epoch. */
  startedAt: number
  endedAt: number
}

export type LeadRun = {
  /** Every lead's e-mail ends with `@<marker>`. */
  marker: string
  attempts: Attempt[]
  /** Idempotency keys of the leads answered 2xx (at some attempt). */
  acknowledged: Set<string>
  /** Leads whose every attempt failed. */
  unacknowledged: string[]
  startedAt: number
  endedAt: number
}

export type LeadLoadOptions = {
  marker: string
  count: number
  connections: number
  /** The second octet of the X-Forwarded-For addresses: distinct per run, so no address repeats. */
  addressBlock: number
  /** Retry a 503 with the same key (as the site's form does), up to this many attempts in all. */
  maxAttempts?: number
  /** Pause before such a retry. */
  retryPauseMs?: number
  /** Pause between one connection's leads (a trickle instead of a flood). */
  pauseMs?: number
}

export type LeadLoad = {
  /** Attempts so far, for progress checks while the run goes on. */
  attempts: Attempt[]
  /** Leads answered 2xx so far. */
  acknowledgedCount: () => number
  done: Promise<LeadRun>
}

const template = JSON.parse(LEAD_BODY) as Record<string, string>

function leadBody({ marker, index }: { marker: string; index: number }): string {
  return JSON.stringify({
    ...template,
    email: `lead-${index}@${marker}`,
    message: `Load run ${marker}, lead ${index}.`,
  })
}

/** 10.<block>.x.y, one address per lead (the rate limit counts per address; 65,536 per block). */
function addressFor({ block, index }: { block: number; index: number }): string {
  return `10.${block}.${(index >> 8) & 255}.${index & 255}`
}

function errorCode(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timeout'
  const cause = error.cause as { code?: string } | undefined
  return cause?.code ?? error.name
}

async function send({ body, key, address }: { body: string; key: string; address: string }) {
  const startedAt = Date.now()
  try {
    const response = await fetch(`${origin}/api/leads/capture`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-forwarded-for': address },
      body,
      signal: AbortSignal.timeout(REQUEST_LIMIT_MS),
    })
    await response.arrayBuffer()
    return {
      status: response.status,
      error: null,
      retryAfter: response.headers.get('retry-after'),
      startedAt,
      endedAt: Date.now(),
    }
  } catch (error) {
    return { status: 0, error: errorCode(error), retryAfter: null, startedAt, endedAt: Date.now() }
  }
}

/** Starts sending `count` leads over `connections` concurrent connections. */
export function startLeadLoad(options: LeadLoadOptions): LeadLoad {
  const { marker, count, connections, addressBlock, maxAttempts = 1, retryPauseMs = 500, pauseMs = 0 } = options
  const attempts: Attempt[] = []
  const acknowledged = new Set<string>()
  const unacknowledged: string[] = []
  let next = 0
  const startedAt = Date.now()

  const sendLead = async (index: number) => {
    const key = `load-${marker}-${index}`
    const body = leadBody({ marker, index })
    const address = addressFor({ block: addressBlock, index })
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      const result = await send({ body, key, address })
      attempts.push({ index, key, ...result })
      if (result.status >= 200 && result.status < 300) return void acknowledged.add(key)
      if (result.status !== 503 || attempt === maxAttempts) break
      await sleep(retryPauseMs)
    }
    unacknowledged.push(key)
  }
  const worker = async () => {
    while (next < count) {
      const index = next
      next += 1
      await sendLead(index)
      if (pauseMs) await sleep(pauseMs)
    }
  }
  const done = Promise.all(Array.from({ length: Math.min(connections, count) }, worker)).then(() => ({
    marker,
    attempts,
    acknowledged,
    unacknowledged,
    startedAt,
    endedAt: Date.now(),
  }))
  return { attempts, acknowledgedCount: () => acknowledged.size, done }
}

/** The p-th percentile (0-100) of `values`, nearest rank; 0 for none. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

/** Attempts counted by outcome: `200`, `503`, `ECONNREFUSED`, ... */
export function outcomes(attempts: Pick<Attempt, 'status' | 'error'>[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const attempt of attempts) {
    const label = attempt.status ? String(attempt.status) : (attempt.error ?? 'no answer')
    counts[label] = (counts[label] ?? 0) + 1
  }
  return counts
}

export const formatOutcomes = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([label, count]) => `${label}: ${count}`)
    .join(', ')

/** A unique e-mail domain for one scenario of one run. */
export const runMarker = ({ runId, scenario }: { runId: string; scenario: string }) =>
  `${scenario}-${runId}.load.example.com`
