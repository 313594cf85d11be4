import type { Payload } from 'payload'
import type pg from 'pg'

import { LEAD_QUEUE } from './deliverLeadWebhook'

/** Advisory lock id: one job runner at a time across every server instance. */
const RUNNER_LOCK = 73_410_002
const BATCH = 20
const MAX_BATCHES_PER_RUN = 50

let running: Promise<void> | null = null
let isRequested = false

async function runOnce(payload: Payload): Promise<void> {
  const pool = (payload.db as unknown as { pool: pg.Pool }).pool
  const client = await pool.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [RUNNER_LOCK])
    // Another instance is working the queue; it picks these jobs up too.
    if (!rows[0]?.locked) return
    try {
      // Drain: keep going while full batches come back (a burst of leads), within a bound.
      for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
        const result = await payload.jobs.run({ queue: LEAD_QUEUE, limit: BATCH, silent: true })
        if (result.noJobsRemaining || Object.keys(result.jobStatus ?? {}).length < BATCH) break
      }
    } finally {
      await client.query('select pg_advisory_unlock($1)', [RUNNER_LOCK])
    }
  } finally {
    client.release()
  }
}

/**
 * Works the lead jobs queue now. Calls while a run is under way ask for one more run after it, so
 * this process never runs the queue twice at once; across instances a PostgreSQL advisory lock lets one
 * runner work at a time (Payload 3.90's Postgres runner can hand one job to two concurrent runners).
 */
export function requestJobRun(payload: Payload): Promise<void> {
  if (running) {
    isRequested = true
    return running
  }
  running = (async () => {
    do {
      isRequested = false
      try {
        await runOnce(payload)
      } catch (error) {
        payload.logger.error({ err: error, msg: 'Working the jobs queue failed; the jobs stay queued' })
      }
    } while (isRequested)
  })().finally(() => {
    running = null
  })
  return running
}

/** Works the queue every `intervalMs` (retries come due); returns a stop that waits for a run under way. */
export function scheduleJobRuns(payload: Payload, intervalMs = 5000): () => Promise<void> {
  const timer = setInterval(() => void requestJobRun(payload), intervalMs)
  timer.unref()
  void requestJobRun(payload)
  return async () => {
    clearInterval(timer)
    await running
  }
}
