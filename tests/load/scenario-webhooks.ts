/**
 * Scenario 3: a webhook receiver that answers 500 for LOAD_RECEIVER_DOWN_MS (8 s) while leads trickle
 * in, then accepts. Each lead's webhook must be accepted exactly once after it returns, retried with
 * growing delays before that, and signed.
 */
import { setTimeout as sleep } from 'node:timers/promises'

import { receiverUrl, SCENARIO_TITLES, settings } from './config'
import type { LoadContext } from './context'
import { ensureWebhook } from './context'
import { checkStored, missingNotes, storedExactlyOnceCheck, failedJobs, waitForQueueDrain } from './database-checks'
import { runMarker, startLeadLoad } from './lead-load'
import { check, ms, seconds } from './report'
import type { Section } from './report'
import { attemptsOf, isGrowing, summarise, waitForDeliveries } from './webhook-checks'

/** Leads of earlier scenarios queued their e-mails; the webhook jobs should not wait behind them. */
const DRAIN_LIMIT_MS = 180_000
const DELIVERY_LIMIT_MS = 90_000
const CONNECTIONS = 4
const PAUSE_MS = 150

/** How far a webhook-timestamp may be from the arrival on loopback (clock and queueing). */
const MAX_TIMESTAMP_SKEW_S = 5

export async function runWebhooksScenario(context: LoadContext): Promise<Section> {
  const { postgres } = context
  const drainStarted = Date.now()
  const stillPending = await waitForQueueDrain({ url: postgres.url, limitMs: DRAIN_LIMIT_MS })
  const drainMs = Date.now() - drainStarted
  const receiver = await ensureWebhook(context)
  receiver.setAccepting(false)
  const marker = runMarker({ runId: context.runId, scenario: 'webhooks' })
  console.log(
    `Sending ${settings.webhookLeads} leads; the receiver answers 500 for ${seconds(settings.receiverDownMs)} ...`,
  )
  const load = startLeadLoad({
    marker,
    count: settings.webhookLeads,
    connections: CONNECTIONS,
    addressBlock: 3,
    pauseMs: PAUSE_MS,
  })
  const loadStarted = Date.now()
  await sleep(settings.receiverDownMs)
  receiver.setAccepting(true)
  const acceptingFrom = Date.now()
  const run = await load.done
  const stored = await checkStored({ url: postgres.url, run })
  await waitForDeliveries({ receiver, marker, expected: stored.rows, limitMs: DELIVERY_LIMIT_MS })
  const attempts = attemptsOf({ receiver, marker })
  const summary = summarise({ attempts, baseMs: settings.jobRetryBaseMs })
  const refused = attempts.filter((attempt) => attempt.status >= 500).length
  const lastDelivery = Math.max(0, ...attempts.filter((attempt) => attempt.status < 300).map((attempt) => attempt.at))
  const gaveUp = await failedJobs({ url: postgres.url, task: 'deliverLeadWebhook' })

  return {
    scenario: 'webhooks',
    title: SCENARIO_TITLES.webhooks,
    method:
      `A real HTTP receiver on 127.0.0.1 is set as the site's webhook (${receiverUrl}, through the REST API as ` +
      `the seeded admin). After the jobs queue of the earlier scenarios has drained, ${settings.webhookLeads} ` +
      `leads trickle in over ${CONNECTIONS} connections (${PAUSE_MS} ms between a connection's leads) while the ` +
      `receiver answers 500 for ${seconds(settings.receiverDownMs)}; then it answers 200. The server runs with ` +
      `JOB_RETRY_BASE_MS=${settings.jobRetryBaseMs}: retry n waits at least ${settings.jobRetryBaseMs} × 2^(n−1) ` +
      `ms (the jobs runner also works the queue after each lead and every 5 s, so a wait can be longer). Attempts ` +
      `are told apart by \`webhook-id\`.`,
    checks: [
      storedExactlyOnceCheck(stored),
      check('the receiver refused some deliveries first', refused > 0, `${refused} attempts answered 500`),
      check(
        "each stored lead's webhook accepted exactly once",
        summary.deliveredOnce === stored.rows && summary.deliveredMoreThanOnce === 0,
        `${summary.deliveredOnce}/${stored.rows} once, ${summary.deliveredMoreThanOnce} more than once`,
      ),
      check('no attempt after an accepted one', summary.afterAccepted === 0, `${summary.afterAccepted}`),
      check('retries wait at least the backoff', summary.earlyRetries === 0, `${summary.earlyRetries} early retries`),
      check(
        'retry delays grow',
        isGrowing(summary.meanGaps),
        summary.meanGaps.length < 2
          ? `only ${summary.meanGaps.length} retry seen per delivery: LOAD_RECEIVER_DOWN_MS too short to compare delays`
          : `mean waits ${summary.meanGaps.map(ms).join(', ')}`,
      ),
      check('every attempt signed (Standard Webhooks)', summary.unsigned === 0, `${summary.unsigned} unsigned`),
      // Signed when sent, retries included: a receiver refuses timestamps older than its tolerance
      // (5 minutes in Standard Webhooks), which a delivery retried after a long outage would exceed.
      check(
        'every attempt carries its own sending time (webhook-timestamp within 5 s of arrival)',
        summary.maxSkewSeconds <= MAX_TIMESTAMP_SKEW_S,
        `largest skew ${summary.maxSkewSeconds.toFixed(1)} s`,
      ),
      check('no delivery gave up', gaveUp === 0, `${gaveUp} webhook jobs failed for good`),
    ],
    figures: [
      ['Queue drained before the run', `${seconds(drainMs)} (${stillPending} jobs still pending)`],
      [
        'Attempts / distinct webhook-ids / most attempts for one id',
        `${attempts.length} / ${summary.ids} / ${summary.maxAttempts}`,
      ],
      ['Last delivery after the receiver came back', lastDelivery ? seconds(lastDelivery - acceptingFrom) : 'none'],
      ['Lead load', `${seconds(run.endedAt - loadStarted)}`],
    ],
    notes: missingNotes(stored),
  }
}
