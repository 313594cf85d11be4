/**
 * What the checks read straight from PostgreSQL (the REST API would need a login and pages): the leads of
 * one run, found by their e-mail domain, and the jobs queue.
 */
import { setTimeout as sleep } from 'node:timers/promises'

import { withDatabase } from './postgres'
import { check } from './report'
import type { Check } from './report'
import type { LeadRun } from './lead-load'

export type StoredCheck = {
  acknowledged: number
  /** Rows with the run's e-mail domain. */
  rows: number
  /** Acknowledged leads with no row. */
  missing: number
  /** Leads (by Idempotency-Key) with more than one row. */
  duplicated: number
  /** Rows of leads never answered 2xx (committed while the answer was lost): allowed, reported. */
  unacknowledgedButStored: number
  /** Up to MAX_LISTED of the missing leads' Idempotency-Keys, to look up in the server log. */
  missingKeys: string[]
}

const MAX_LISTED = 5

const SETTLE_STEP_MS = 500
/** Requests cut off by a restart may still be committing; the count must hold this long. */
const SETTLE_QUIET_MS = 2000
const SETTLE_LIMIT_MS = 30_000

async function rowsByKey(url: string, marker: string): Promise<Map<string, number>> {
  return withDatabase(url, async (client) => {
    const { rows } = await client.query<{ key: string | null; count: number }>(
      'select idempotency_key as key, count(*)::int as count from leads where email like $1 group by idempotency_key',
      [`%@${marker}`],
    )
    return new Map(rows.map((row) => [row.key ?? '(no key)', row.count]))
  })
}

const total = (counts: Map<string, number>) => [...counts.values()].reduce((sum, count) => sum + count, 0)

/** Compares the run's acknowledged leads with its rows, once the row count has stopped changing. */
export async function checkStored({ url, run }: { url: string; run: LeadRun }): Promise<StoredCheck> {
  const deadline = Date.now() + SETTLE_LIMIT_MS
  let counts = await rowsByKey(url, run.marker)
  let quietSince = Date.now()
  while (Date.now() < deadline && Date.now() - quietSince < SETTLE_QUIET_MS) {
    await sleep(SETTLE_STEP_MS)
    const next = await rowsByKey(url, run.marker)
    if (total(next) !== total(counts)) quietSince = Date.now()
    counts = next
  }
  const missingKeys = [...run.acknowledged].filter((key) => !counts.has(key))
  let unacknowledgedButStored = 0
  for (const key of counts.keys()) if (!run.acknowledged.has(key)) unacknowledgedButStored += 1
  return {
    acknowledged: run.acknowledged.size,
    rows: total(counts),
    missing: missingKeys.length,
    missingKeys: missingKeys.slice(0, MAX_LISTED),
    duplicated: [...counts.values()].filter((count) => count > 1).length,
    unacknowledgedButStored,
  }
}

export const isStoredExactlyOnce = (check: StoredCheck) => check.missing === 0 && check.duplicated === 0

/** The check every lead scenario makes: each acknowledged lead has exactly one row. */
export const storedExactlyOnceCheck = (stored: StoredCheck): Check =>
  check(
    'acknowledged leads stored exactly once',
    isStoredExactlyOnce(stored),
    `${stored.acknowledged} acknowledged, ${stored.rows} rows; ${stored.missing} missing, ${stored.duplicated} doubled`,
  )

/** A note naming some acknowledged leads that are not in the database, when there are any. */
export const missingNotes = (check: StoredCheck): string[] =>
  check.missing ? [`Acknowledged but not stored (Idempotency-Key): ${check.missingKeys.join(', ')}`] : []

/** Jobs still to run: not completed and not given up. */
export async function pendingJobs({ url, task }: { url: string; task?: string }): Promise<number> {
  return withDatabase(url, async (client) => {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from payload_jobs
        where completed_at is null and coalesce(has_error, false) = false
          and ($1::text is null or task_slug::text = $1)`,
      [task ?? null],
    )
    return rows[0].count
  })
}

/** Jobs that used up their attempts. */
export async function failedJobs({ url, task }: { url: string; task?: string }): Promise<number> {
  return withDatabase(url, async (client) => {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from payload_jobs
        where coalesce(has_error, false) = true and ($1::text is null or task_slug::text = $1)`,
      [task ?? null],
    )
    return rows[0].count
  })
}

/** Waits until no job is pending (or `limitMs` passed); returns the jobs still pending. */
export async function waitForQueueDrain({ url, limitMs }: { url: string; limitMs: number }): Promise<number> {
  const deadline = Date.now() + limitMs
  let pending = await pendingJobs({ url })
  while (pending > 0 && Date.now() < deadline) {
    await sleep(1000)
    pending = await pendingJobs({ url })
  }
  return pending
}
