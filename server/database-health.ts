/**
 * Whether PostgreSQL answers, checked every few seconds and on demand. The server answers 503 with
 * Retry-After while it does not (fast, instead of letting requests wait on a dead connection), the
 * readiness endpoint reports it to the load balancer, and recovery needs no restart: Payload's pool
 * opens new connections by itself once the database is back.
 */
import pg from 'pg'

export type DatabaseStatus = {
  isUp: boolean
  /** When the current state began (ISO 8601). */
  since: string
  /** When the database was last checked (ISO 8601), and how long the check took. */
  checkedAt: string | null
  latencyMs: number | null
  /** Why the last check failed; null while up. */
  lastError: string | null
}

type HealthOptions = {
  url: string
  /** Between routine checks. */
  intervalMs?: number
  /** A check that takes longer counts as down. */
  timeoutMs?: number
  onChange?: (status: DatabaseStatus) => void
}

/** Seconds a client should wait before retrying while the database is down. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5

export class DatabaseHealth {
  #status: DatabaseStatus = { isUp: true, since: new Date().toISOString(), checkedAt: null, latencyMs: null, lastError: null }
  #timer: NodeJS.Timeout | null = null
  #pending: Promise<DatabaseStatus> | null = null
  readonly #url: string
  readonly #intervalMs: number
  readonly #timeoutMs: number
  readonly #onChange?: (status: DatabaseStatus) => void

  constructor({ url, intervalMs = 2000, timeoutMs = 1500, onChange }: HealthOptions) {
    this.#url = url
    this.#intervalMs = intervalMs
    this.#timeoutMs = timeoutMs
    this.#onChange = onChange
  }

  get status(): DatabaseStatus {
    return this.#status
  }

  get isUp(): boolean {
    return this.#status.isUp
  }

  /** Checks now; concurrent callers share one check. */
  check(): Promise<DatabaseStatus> {
    this.#pending ??= this.#ping().finally(() => {
      this.#pending = null
    })
    return this.#pending
  }

  start(): void {
    if (this.#timer) return
    this.#timer = setInterval(() => void this.check(), this.#intervalMs)
    this.#timer.unref()
    void this.check()
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = null
  }

  async #ping(): Promise<DatabaseStatus> {
    const started = Date.now()
    // A fresh connection each time: a check must not depend on the state of a pooled one.
    const client = new pg.Client({
      connectionString: this.#url,
      connectionTimeoutMillis: this.#timeoutMs,
      query_timeout: this.#timeoutMs,
    })
    client.on('error', () => undefined)
    let error: string | null = null
    try {
      await client.connect()
      await client.query('select 1')
    } catch (caught) {
      error = caught instanceof Error ? caught.message || caught.name : String(caught)
    } finally {
      void client.end().catch(() => undefined)
    }
    this.#record(error, Date.now() - started)
    return this.#status
  }

  #record(error: string | null, latencyMs: number): void {
    const now = new Date().toISOString()
    const isUp = error === null
    const changed = isUp !== this.#status.isUp
    this.#status = {
      isUp,
      since: changed ? now : this.#status.since,
      checkedAt: now,
      latencyMs: isUp ? latencyMs : null,
      lastError: error,
    }
    if (changed) this.#onChange?.(this.#status)
  }
}
