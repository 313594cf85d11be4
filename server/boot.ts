/**
 * Brings the data layer up: the database (embedded unless DATABASE_URL is set), Payload, the committed
 * migrations and, on an empty database, the demo content. Shared by `npm start`, `npm run dev`,
 * `npm run seed` and the integration tests.
 */
import type { Migration, Payload } from 'payload'
import pg from 'pg'

import { dataDir, env, setRuntimeDatabaseUrl, usesEmbeddedDatabase } from '../cms/env'
import { startEmbeddedDatabase, type EmbeddedDatabase } from './database'
import { log } from './log'
import { StartupError } from './startup-error'

export type Database = { url: string; embedded: EmbeddedDatabase | null }

/** Starts the embedded PostgreSQL unless DATABASE_URL is set; Payload then connects to `url`. */
export async function openDatabase(): Promise<Database> {
  if (!usesEmbeddedDatabase()) return { url: process.env.DATABASE_URL ?? env.DATABASE_URL ?? '', embedded: null }
  const embedded = await startEmbeddedDatabase({ dataDir, log })
  setRuntimeDatabaseUrl(embedded.url)
  return { url: embedded.url, embedded }
}

/** Payload, initialised once per process (Payload caches the instance; Next's routes reuse it). */
export async function loadPayload(): Promise<Payload> {
  // Payload's development-time version check flags @payloadcms/email-nodemailer 3.90.1 (its newest
  // release) beside payload 3.90.2; they work together, and production never runs the check.
  process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'
  const [{ default: config }, { getPayload }] = await Promise.all([import('../payload.config'), import('payload')])
  try {
    const payload = await getPayload({ config })
    watchPool(payload)
    return payload
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    throw new StartupError(`Payload could not connect to the database: ${message}`)
  }
}

/**
 * pg.Pool emits `error` when an idle connection dies (the database restarted, a network blip), and a
 * checked-out client emits it itself; with no listener either would end the process. The pool drops such a connection and opens a new one on
 * the next query, so a note in the log is all it needs.
 */
function watchPool(payload: Payload): void {
  const pool = (payload.db as unknown as { pool?: pg.Pool }).pool
  const onClosed = (error: Error) => log(`A database connection closed: ${error.message}`)
  pool?.on('error', onClosed)
  // A connection checked out (inside a transaction) when the database goes away reports on the client
  // itself: listened to as well, so the failure reaches the request as an error, not the process.
  pool?.on('connect', (client) => client.on('error', onClosed))
}

/**
 * Starts working the jobs queue (lead e-mails and webhook retries) every few seconds. After the
 * migrations: the queue's tables must exist. Returns a stop that waits for a run under way.
 */
export async function startJobs(payload: Payload): Promise<() => Promise<void>> {
  const { scheduleJobRuns } = await import('../cms/jobs/runner')
  return scheduleJobRuns(payload)
}

/** Advisory lock id: one instance at a time migrates and seeds. */
const BOOT_LOCK = 73_410_001

/**
 * Applies the committed migrations and, when the database is empty and `seedIfEmpty` is set, seeds
 * the demo content. Several instances starting together take turns through an advisory lock.
 */
export async function migrateAndSeed(
  payload: Payload,
  { url, seedIfEmpty }: { url: string; seedIfEmpty: boolean },
): Promise<void> {
  const lock = new pg.Client({ connectionString: url })
  lock.on('error', () => undefined)
  await lock.connect()
  try {
    await lock.query('select pg_advisory_lock($1)', [BOOT_LOCK])
    const { migrations } = await import('../cms/migrations')
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    if (seedIfEmpty) {
      const { isDatabaseEmpty, seed } = await import('../cms/seed')
      if (await isDatabaseEmpty(payload)) {
        log('Empty database: adding the demo content')
        const started = Date.now()
        const { created } = await seed(payload, { log })
        const total = Object.values(created).reduce((sum, count) => sum + count, 0)
        log(`Demo content added: ${total} documents in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      }
    }
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [BOOT_LOCK]).catch(() => undefined)
    await lock.end().catch(() => undefined)
  }
}

/** pg.Pool's own bookkeeping (not in its types): every client, and the idle ones. */
type PoolInternals = { _clients?: { release?: (destroy?: boolean) => void }[]; _idle?: { client: unknown }[] }

/**
 * Stops Payload's crons and ends its pool deliberately: the pool has no error listener of its own,
 * and Payload's `destroy` leaves it open. The Postgres adapter also keeps one client checked out for
 * good (its reconnect watch), which would make `end()` wait forever, so that client is destroyed first.
 * Runs before the database stops.
 */
export async function closePayload(payload: Payload | null): Promise<void> {
  if (!payload) return
  const pool = (payload.db as unknown as { pool?: pg.Pool }).pool
  pool?.on('error', () => undefined)
  await payload.destroy().catch(() => undefined)
  if (!pool) return
  const internals = pool as unknown as PoolInternals
  const idle = new Set(internals._idle?.map((item) => item.client))
  for (const client of internals._clients ?? []) {
    if (!idle.has(client)) client.release?.(true)
  }
  const ended = pool.end().catch(() => undefined)
  await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, POOL_END_LIMIT_MS).unref())])
}

const POOL_END_LIMIT_MS = 5000
