/**
 * Scenario 2: PostgreSQL stopped for LOAD_OUTAGE_MS (5 s) in the middle of a lead load and started
 * again, under the running server. Leads answered 503 are retried with the same Idempotency-Key after a
 * pause, as the site's form does, so the load goes on through the outage and past it.
 */
import { setTimeout as sleep } from 'node:timers/promises'

import { SCENARIO_TITLES, settings } from './config'
import type { LoadContext } from './context'
import { checkStored, missingNotes, storedExactlyOnceCheck } from './database-checks'
import { formatOutcomes, outcomes, percentile, runMarker, startLeadLoad } from './lead-load'
import type { Attempt, LeadLoad } from './lead-load'
import { firstProbe, startReadinessProbe } from './readiness-probe'
import { check, ms, seconds } from './report'
import type { Section } from './report'

/** Answers during the outage must come this fast (new database connections time out after 5 s). */
const FAST_FAIL_MS = 2000
/** /ready must report the outage and the recovery within this. */
const NOTICE_LIMIT_MS = 5000
const RETRY_PAUSE_MS = 500
const MAX_ATTEMPTS = 40

async function waitForHalf(load: LeadLoad, count: number): Promise<void> {
  while (load.acknowledgedCount() < count / 2) await sleep(50)
}

const isServerError = (attempt: Attempt) => attempt.status >= 500 && attempt.status !== 503

export async function runOutageScenario(context: LoadContext): Promise<Section> {
  const { postgres, server } = context
  const marker = runMarker({ runId: context.runId, scenario: 'outage' })
  const count = settings.leads
  console.log(`Sending ${count} leads; PostgreSQL stops for ${seconds(settings.outageMs)} halfway ...`)
  const probe = startReadinessProbe()
  const load = startLeadLoad({
    marker,
    count,
    connections: settings.connections,
    addressBlock: 2,
    maxAttempts: MAX_ATTEMPTS,
    retryPauseMs: RETRY_PAUSE_MS,
  })
  await Promise.race([waitForHalf(load, count), load.done])
  const stopAt = Date.now()
  await postgres.stop()
  const downAt = Date.now()
  await sleep(settings.outageMs)
  const startAt = Date.now()
  await postgres.start()
  const upAt = Date.now()
  const run = await load.done
  // Long enough after the recovery for /ready to have seen it.
  while (Date.now() - upAt < NOTICE_LIMIT_MS + 1000) await sleep(250)
  await probe.stop()

  const stored = await checkStored({ url: postgres.url, run })
  const during = run.attempts.filter((attempt) => attempt.startedAt >= downAt && attempt.endedAt <= startAt)
  const duringLatencies = during.map((attempt) => attempt.endedAt - attempt.startedAt)
  const during503 = during.filter((attempt) => attempt.status === 503)
  const withRetryAfter = during503.filter((attempt) => attempt.retryAfter !== null).length
  const latencies = run.attempts.map((attempt) => attempt.endedAt - attempt.startedAt)
  const serverErrors = run.attempts.filter(isServerError)
  const noAnswer = run.attempts.filter((attempt) => attempt.status === 0)
  const down = firstProbe({ probes: probe.probes, from: stopAt, status: 503 })
  const up = firstProbe({ probes: probe.probes, from: upAt, status: 200 })
  const slowestProbe = Math.max(0, ...probe.probes.map((item) => item.tookMs))
  const maxDuring = Math.max(0, ...duringLatencies)

  return {
    scenario: 'outage',
    title: SCENARIO_TITLES.outage,
    method:
      `${count} leads over ${settings.connections} connections; once half are acknowledged the harness stops its ` +
      `PostgreSQL (fast shutdown: open transactions roll back, connections are cut), waits ` +
      `${seconds(settings.outageMs)} and starts it again. A lead answered 503 is sent again with the same ` +
      `Idempotency-Key after ${RETRY_PAUSE_MS} ms (up to ${MAX_ATTEMPTS} attempts), as the site's form retries. ` +
      `GET /ready is polled on a fresh connection every 250 ms. "During the outage" is every attempt sent after ` +
      `PostgreSQL had stopped and answered before it was started again.`,
    checks: [
      storedExactlyOnceCheck(stored),
      check(
        'every lead acknowledged in the end',
        run.unacknowledged.length === 0,
        `${run.unacknowledged.length} never acknowledged`,
      ),
      check(
        'during the outage: 503 with Retry-After',
        during.length > 0 && during503.length === during.length && withRetryAfter === during503.length,
        `${during.length} attempts: ${formatOutcomes(outcomes(during)) || 'none'}; ${withRetryAfter} with Retry-After`,
      ),
      check(
        `during the outage: answered < ${ms(FAST_FAIL_MS)}`,
        maxDuring < FAST_FAIL_MS,
        `p50 ${ms(percentile(duringLatencies, 50))}, max ${ms(maxDuring)}`,
      ),
      check(
        'no 5xx other than 503, no unanswered request',
        serverErrors.length + noAnswer.length === 0,
        `${serverErrors.length} 5xx, ${noAnswer.length} unanswered`,
      ),
      check(
        `/ready 503 within ${seconds(NOTICE_LIMIT_MS)} of the stop`,
        down !== null && down.at - stopAt <= NOTICE_LIMIT_MS,
        down ? `after ${ms(down.at - stopAt)}` : 'never',
      ),
      check(
        `/ready 200 within ${seconds(NOTICE_LIMIT_MS)} of the start`,
        up !== null && up.at - upAt <= NOTICE_LIMIT_MS,
        up ? `after ${ms(up.at - upAt)}` : 'never',
      ),
      check('/ready never hung (< 3 s)', slowestProbe < 3000, `slowest ${ms(slowestProbe)}`),
      check(
        'server not restarted',
        !server.hasExited(),
        server.hasExited() ? `exited with ${server.child.exitCode}` : `pid ${server.pid} still serving`,
      ),
    ],
    figures: [
      ['PostgreSQL stop took / start took', `${ms(downAt - stopAt)} / ${ms(upAt - startAt)}`],
      ['Attempts (all)', `${run.attempts.length}: ${formatOutcomes(outcomes(run.attempts))}`],
      [
        'Latency p50 / p99 / max (all attempts)',
        `${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 99))} / ${ms(Math.max(0, ...latencies))}`,
      ],
      ['Rows stored without a 2xx answer', String(stored.unacknowledgedButStored)],
      ['Duration', seconds(run.endedAt - run.startedAt)],
    ],
    notes: [
      "What this guards: Payload's Postgres adapter does not report a COMMIT that fails because the connection was " +
        'cut, so lead capture reads the lead back outside the transaction before answering 2xx ' +
        '(cms/collections/Leads/endpoints/capture.ts); and a jobs run cut by the outage leaves its jobs marked ' +
        '"processing", which the runner hands back to the queue on its next run (cms/jobs/runner.ts).',
      ...missingNotes(stored),
      ...(serverErrors.length ? [`Server errors: ${formatOutcomes(outcomes(serverErrors))}; see the server log.`] : []),
    ],
  }
}
