/**
 * What the load and fault run (tests/load/run.ts) is tuned by: loopback ports outside the ranges the
 * other servers use (the site 3000, end-to-end 3210, bench 3310/3311, embedded PostgreSQL 54329), and
 * the sizes of each scenario, each overridable from the environment for a quick run.
 */

/** The server under test listens here (127.0.0.1 only). */
export const SERVER_PORT = 3650
/** The webhook receiver the harness runs. */
export const RECEIVER_PORT = 3651
/** The PostgreSQL the harness starts, stops and starts again. */
export const PG_PORT = 55432

export const origin = `http://127.0.0.1:${SERVER_PORT}`
export const receiverUrl = `http://127.0.0.1:${RECEIVER_PORT}/hooks/leads`

function numberFromEnv({ name, fallback, min }: { name: string; fallback: number; min: number }): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number ≥ ${min}, got ${raw}`)
  return value
}

/** The scenarios, in the order they run; LOAD_SCENARIOS picks a subset (comma separated). */
export const SCENARIOS = ['leads', 'outage', 'pages', 'webhooks', 'shutdown', 'abuse'] as const
export type ScenarioName = (typeof SCENARIOS)[number]

/** Section titles in docs/reliability.md (numbered as the scenarios were specified, not as they run). */
export const SCENARIO_TITLES: Record<ScenarioName, string> = {
  leads: '1. Lead capture under load',
  outage: '2. PostgreSQL restarted under load',
  webhooks: '3. Webhook receiver down for a while',
  shutdown: '4. SIGTERM during load, jobs after the restart',
  pages: '5. Pages under load',
  abuse: '6. Slow clients, a lead flood and oversized bodies beside ordinary visitors',
}

function chosenScenarios(): ScenarioName[] {
  const raw = process.env.LOAD_SCENARIOS?.trim()
  if (!raw) return [...SCENARIOS]
  const wanted = raw.split(',').map((name) => name.trim())
  const unknown = wanted.filter((name) => !SCENARIOS.includes(name as ScenarioName))
  if (unknown.length) throw new Error(`LOAD_SCENARIOS: unknown ${unknown.join(', ')}; known: ${SCENARIOS.join(', ')}`)
  return SCENARIOS.filter((name) => wanted.includes(name))
}

export const settings = {
  scenarios: chosenScenarios(),
  /** Concurrent connections of every load (leads and pages). */
  connections: numberFromEnv({ name: 'LOAD_CONNECTIONS', fallback: 100, min: 1 }),
  /** Leads sent in the plain lead run and in the database-restart run. */
  leads: numberFromEnv({ name: 'LOAD_LEADS', fallback: 5000, min: 10 }),
  /** How long PostgreSQL stays stopped in the middle of the restart run. */
  outageMs: numberFromEnv({ name: 'LOAD_OUTAGE_MS', fallback: 5000, min: 500 }),
  /** Recorded seconds of page load, after an unrecorded warm-up. */
  pageSeconds: numberFromEnv({ name: 'LOAD_PAGE_SECONDS', fallback: 30, min: 5 }),
  pageWarmUpSeconds: numberFromEnv({ name: 'LOAD_PAGE_WARM_UP_SECONDS', fallback: 5, min: 1 }),
  /** Pages rendered on every request (each URL unique, so the HTML cache never answers). */
  renderSeconds: numberFromEnv({ name: 'LOAD_RENDER_SECONDS', fallback: 15, min: 5 }),
  /** Leads of the webhook run, and how long the receiver answers 500 from its first lead. */
  webhookLeads: numberFromEnv({ name: 'LOAD_WEBHOOK_LEADS', fallback: 100, min: 5 }),
  receiverDownMs: numberFromEnv({ name: 'LOAD_RECEIVER_DOWN_MS', fallback: 8000, min: 1000 }),
  /** Leads of the shutdown run (SIGTERM arrives once about half are answered). */
  shutdownLeads: numberFromEnv({ name: 'LOAD_SHUTDOWN_LEADS', fallback: 1000, min: 10 }),
  /**
   * The server's JOB_RETRY_BASE_MS: retries wait 1, 2, 4, 8, 16 base units (6 attempts in all). At 1000 ms a
   * receiver may be down about 30 s before a delivery gives up, enough for the receiver outage and the
   * shutdown and restart here; at 200 ms the whole retry budget is about 6 s.
   */
  jobRetryBaseMs: numberFromEnv({ name: 'LOAD_JOB_RETRY_BASE_MS', fallback: 1000, min: 10 }),
}
