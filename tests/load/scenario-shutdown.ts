/**
 * Scenario 4: SIGTERM to the server in the middle of a lead load while the webhook receiver is down.
 * Requests in flight must finish, nothing acknowledged may be lost, new connections must be refused,
 * the process must exit 0; the webhook deliveries it could not make must happen after the next start.
 */
import { setTimeout as sleep } from 'node:timers/promises'

import { SCENARIO_TITLES, settings } from './config'
import type { LoadContext } from './context'
import { ensureWebhook } from './context'
import { probeConnections } from './connection-probe'
import { checkStored, missingNotes, storedExactlyOnceCheck, failedJobs, pendingJobs } from './database-checks'
import { formatOutcomes, outcomes, runMarker, startLeadLoad } from './lead-load'
import type { LeadLoad } from './lead-load'
import { check, ms, seconds } from './report'
import type { Section } from './report'
import { waitUntilServing } from './server-child'
import { attemptsOf, summarise, waitForDeliveries } from './webhook-checks'

const DELIVERY_LIMIT_MS = 120_000
/** The server drains for up to 10 s, then each cleanup step has 15 s; it should be far quicker. */
const EXIT_LIMIT_MS = 30_000

async function waitForHalf(load: LeadLoad, count: number): Promise<void> {
  while (load.acknowledgedCount() < count / 2) await sleep(20)
}

export async function runShutdownScenario(context: LoadContext): Promise<Section> {
  const { postgres } = context
  const receiver = await ensureWebhook(context)
  receiver.setAccepting(false)
  const server = context.server
  const marker = runMarker({ runId: context.runId, scenario: 'shutdown' })
  const count = settings.shutdownLeads
  console.log(`Sending ${count} leads; SIGTERM once half are acknowledged, receiver down ...`)
  const load = startLeadLoad({ marker, count, connections: settings.connections, addressBlock: 4 })
  await Promise.race([waitForHalf(load, count), load.done])
  const sigtermAt = Date.now()
  server.child.kill('SIGTERM')
  const exitLimit = setTimeout(server.kill, EXIT_LIMIT_MS)
  const [connectionProbes, exitCode] = await Promise.all([probeConnections(server.exited), server.exited])
  clearTimeout(exitLimit)
  const exitedAt = Date.now()
  const run = await load.done
  const stored = await checkStored({ url: postgres.url, run })
  const pendingAtExit = await pendingJobs({ url: postgres.url, task: 'deliverLeadWebhook' })
  const acceptedBeforeRestart = attemptsOf({ receiver, marker }).filter((attempt) => attempt.status < 300).length

  const inFlight = run.attempts.filter((attempt) => attempt.startedAt < sigtermAt && attempt.endedAt >= sigtermAt)
  const inFlightUnanswered = inFlight.filter((attempt) => attempt.status === 0).length
  const afterSignal = run.attempts.filter((attempt) => attempt.startedAt >= sigtermAt)
  const firstRefused = connectionProbes.find((probe) => probe.outcome === 'ECONNREFUSED')
  const acceptedAfterRefusal = firstRefused
    ? connectionProbes.filter((probe) => probe.at > firstRefused.at && probe.outcome === 'accepted').length
    : 0
  const slowProbes = connectionProbes.filter((probe) => probe.tookMs > 1000).length

  console.log(`Server exited ${exitCode} after ${seconds(exitedAt - sigtermAt)}; restarting on the same database ...`)
  receiver.setAccepting(true)
  const restartAt = Date.now()
  const next = await context.restartServer()
  await waitUntilServing(next)
  const readyAt = Date.now()
  await waitForDeliveries({ receiver, marker, expected: stored.rows, limitMs: DELIVERY_LIMIT_MS })
  const summary = summarise({ attempts: attemptsOf({ receiver, marker }), baseMs: settings.jobRetryBaseMs })
  const gaveUp = await failedJobs({ url: postgres.url, task: 'deliverLeadWebhook' })

  return {
    scenario: 'shutdown',
    title: SCENARIO_TITLES.shutdown,
    method:
      `${count} leads over ${settings.connections} connections with the webhook receiver answering 500; once half ` +
      `are acknowledged the server gets SIGTERM. A fresh TCP connection is tried every 100 ms until it exits. "In ` +
      `flight" is every request sent before the signal and answered (or failed) after it. Then the receiver ` +
      `starts accepting and a new server starts on the same database; the webhook deliveries the first one had ` +
      `not made are counted.`,
    checks: [
      check('exit code 0', exitCode === 0, `${exitCode} after ${seconds(exitedAt - sigtermAt)}`),
      check(
        'requests in flight at SIGTERM answered',
        inFlightUnanswered === 0,
        `${inFlight.length} in flight: ${formatOutcomes(outcomes(inFlight)) || 'none'}`,
      ),
      storedExactlyOnceCheck(stored),
      check(
        'new connections refused at once after SIGTERM',
        firstRefused !== undefined && acceptedAfterRefusal === 0 && slowProbes === 0,
        firstRefused
          ? `first ECONNREFUSED ${ms(firstRefused.at - sigtermAt)} after the signal; ${acceptedAfterRefusal} ` +
              `accepted later; ${slowProbes} slow`
          : `never refused ` +
              `(${formatOutcomes(outcomes(connectionProbes.map((probe) => ({ status: 0, error: probe.outcome }))))})`,
      ),
      check(
        'webhooks pending at exit',
        pendingAtExit > 0 && acceptedBeforeRestart === 0,
        `${pendingAtExit} pending, ${acceptedBeforeRestart} delivered before the restart`,
      ),
      check(
        "after the restart each stored lead's webhook accepted exactly once",
        summary.deliveredOnce === stored.rows && summary.deliveredMoreThanOnce === 0 && summary.afterAccepted === 0,
        `${summary.deliveredOnce}/${stored.rows} once, ${summary.deliveredMoreThanOnce} more than once`,
      ),
      check('no delivery gave up', gaveUp === 0, `${gaveUp} webhook jobs failed for good`),
    ],
    figures: [
      ['Requests sent after SIGTERM', `${afterSignal.length}: ${formatOutcomes(outcomes(afterSignal)) || 'none'}`],
      ['Answers (all)', formatOutcomes(outcomes(run.attempts))],
      ['Rows stored without a 2xx answer', String(stored.unacknowledgedButStored)],
      ['Restart until ready', seconds(readyAt - restartAt)],
    ],
    notes: [
      'A request sent after the signal on a keep-alive connection that was still open is served; one that meets ' +
        'the connection as the server closes it gets a reset (ECONNRESET, UND_ERR_SOCKET) and was not stored: a ' +
        "client retries it with the same Idempotency-Key, as the site's form does.",
      'At SIGTERM the jobs runner finishes the batch under way and stops; the rest of the queue is rows, run by the ' +
        'next start (cms/jobs/runner.ts), so the shutdown stays within its time limits and exits 0.',
      ...missingNotes(stored),
    ],
  }
}
