/**
 * Scenario 1: LOAD_LEADS leads (5,000) over LOAD_CONNECTIONS (100) connections against the production
 * build. Every acknowledged lead must be stored exactly once; no request may fail or hang.
 */
import { SCENARIO_TITLES, settings } from './config'
import type { LoadContext } from './context'
import { checkStored, missingNotes, storedExactlyOnceCheck } from './database-checks'
import { formatOutcomes, outcomes, percentile, runMarker, startLeadLoad } from './lead-load'
import { check, ms, seconds } from './report'
import type { Section } from './report'

export async function runLeadsScenario(context: LoadContext): Promise<Section> {
  const marker = runMarker({ runId: context.runId, scenario: 'leads' })
  console.log(`Sending ${settings.leads} leads over ${settings.connections} connections ...`)
  const run = await startLeadLoad({ marker, count: settings.leads, connections: settings.connections, addressBlock: 1 })
    .done
  const stored = await checkStored({ url: context.postgres.url, run })
  const latencies = run.attempts.map((attempt) => attempt.endedAt - attempt.startedAt)
  const failures = run.attempts.filter((attempt) => attempt.status < 200 || attempt.status >= 300).length
  const elapsedMs = run.endedAt - run.startedAt
  return {
    scenario: 'leads',
    title: SCENARIO_TITLES.leads,
    method:
      `${settings.leads} POST /api/leads/capture over ${settings.connections} concurrent keep-alive connections, ` +
      `each lead with its own Idempotency-Key, X-Forwarded-For address (the server runs with TRUST_PROXY=true and ` +
      `the shipped rate limit) and an e-mail at a domain unique to the run. Afterwards the run's rows are counted ` +
      `in PostgreSQL by that domain, grouped by Idempotency-Key, once the count has held still for 2 s.`,
    checks: [
      check(
        'every lead answered 2xx (no errors)',
        failures === 0,
        `${run.acknowledged.size}/${settings.leads} 2xx, ${failures} errors`,
      ),
      storedExactlyOnceCheck(stored),
      check(
        'no request hung (all answered < 30 s)',
        Math.max(0, ...latencies) < 30_000,
        `max ${ms(Math.max(0, ...latencies))}`,
      ),
    ],
    figures: [
      ['Leads per second', (run.attempts.length / (elapsedMs / 1000)).toFixed(1)],
      [
        'Latency p50 / p99 / max',
        `${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 99))} / ${ms(Math.max(0, ...latencies))}`,
      ],
      ['Answers', formatOutcomes(outcomes(run.attempts))],
      ['Duration', seconds(elapsedMs)],
      ['Rows stored without a 2xx answer', String(stored.unacknowledgedButStored)],
    ],
    notes: missingNotes(stored),
  }
}
