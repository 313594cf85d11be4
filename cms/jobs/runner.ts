import type { Payload } from 'payload'
import type pg from 'pg'

import { LEAD_QUEUE } from './deliverLeadWebhook'

/** Advisory lock id: one job runner at a time across every server instance. */
const RUNNER_LOCK = 73_410_002
const BATCH = 20
const MAX_BATCHES_PER_RUN = 50

let running: Promise<void> | null = null
let isRequested = false
/** Set by the stop of scheduleJobRuns (shutdown): the run under way ends after its current batch. */
let isStopping = false

async function runOnce(payload: Payload): Promise<void> {
  const pool = (payload.db as unknown as { pool: pg.Pool }).pool
  const client = await pool.connect()
  // A checked-out client has no error listener (the pool's is removed): a connection the database cuts
  // while the jobs run would be an uncaught exception. Logged instead; the next query fails and is handled.
  const onError = (error: Error) =>
    payload.logger.warn({ err: error, msg: 'The jobs runner lost its database connection' })
  client.on('error', onError)
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [RUNNER_LOCK])
    // Another instance is working the queue; it picks these jobs up too.
    if (!rows[0]?.locked) return
    try {
      // A run cut short (the database went away mid-batch, an instance was killed) leaves its jobs marked
      // processing, and Payload never picks such a job again. With the lock held no other runner is at
      // work, so every job still marked is an orphan: hand it back to the queue.
      await client.query('update payload_jobs set processing = false where processing and completed_at is null')
      // Drain: keep going while full batches come back (a burst of leads), within a bound.
      for (let batch = 0; batch < MAX_BATCHES_PER_RUN && !isStopping; batch += 1) {
        const result = await payload.jobs.run({ queue: LEAD_QUEUE, limit: BATCH, silent: true })
        if (result.noJobsRemaining || Object.keys(result.jobStatus ?? {}).length < BATCH) break
      }
    } finally {
      await client.query('select pg_advisory_unlock($1)', [RUNNER_LOCK])
    }
  } finally {
    client.removeListener('error', onError)
    client.release()
  }
}

/**
 * Works the lead jobs queue now. Calls while a run is under way ask for one more run after it, so
 * this process never runs the queue twice at once; across instances a PostgreSQL advisory lock lets one
 * runner work at a time (Payload 3.90's Postgres runner can hand one job to two concurrent runners).
 */
export function requestJobRun(payload: Payload): Promise<void> {
  // Shutting down: what is queued stays queued for the next start (or another instance).
  if (isStopping) return running ?? Promise.resolve()
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
    } while (isRequested && !isStopping)
  })().finally(() => {
    running = null
  })
  return running
}

/** Works the queue every `intervalMs` (retries come due); returns a stop that waits for a run under way. */
export function scheduleJobRuns(payload: Payload, intervalMs = 5000): () => Promise<void> {
  isStopping = false
  const timer = setInterval(() => void requestJobRun(payload), intervalMs)
  timer.unref()
  void requestJobRun(payload)
  // Waits for the batch under way only: draining a backlog of hundreds of jobs would outlast the
  // shutdown's time limit (server/lifecycle.ts), and the jobs are rows that the next start runs.
  return async () => {
    isStopping = true
    clearInterval(timer)
    await running
  }
}
