/**
 * How the webhook attempts of one run are judged: each lead's delivery accepted exactly once (by
 * `webhook-id`), none after an accepted one, every attempt signed with its own sending time, and retries that wait at least the
 * configured backoff (JOB_RETRY_BASE_MS doubled per retry).
 */
import { setTimeout as sleep } from 'node:timers/promises'

import { attemptsById } from './webhook-receiver'
import type { WebhookAttempt, WebhookReceiver } from './webhook-receiver'

export type DeliverySummary = {
  /** Distinct `webhook-id`s seen for the run's leads. */
  ids: number
  /** Ids accepted (2xx) exactly once / more than once. */
  deliveredOnce: number
  deliveredMoreThanOnce: number
  /** Attempts that arrived after the same id had been accepted. */
  afterAccepted: number
  unsigned: number
  /** The largest |arrival - webhook-timestamp| of any attempt, in seconds (NaN for none). */
  maxSkewSeconds: number
  /** Mean wait before retry 1, 2, 3, ... (ms), over the ids that got that far. */
  meanGaps: number[]
  /** Retries that came sooner than base × 2^(retry − 1). */
  earlyRetries: number
  maxAttempts: number
}

export const attemptsOf = ({ receiver, marker }: { receiver: WebhookReceiver; marker: string }): WebhookAttempt[] =>
  receiver.attempts.filter((attempt) => attempt.email?.endsWith(`@${marker}`))

const acceptedIds = (attempts: WebhookAttempt[]) =>
  new Set(attempts.filter((attempt) => attempt.status < 300).map((attempt) => attempt.id))

/** Waits until `expected` distinct ids of the run have been accepted, or `limitMs` passed. */
export async function waitForDeliveries({
  receiver,
  marker,
  expected,
  limitMs,
}: {
  receiver: WebhookReceiver
  marker: string
  expected: number
  limitMs: number
}): Promise<void> {
  const deadline = Date.now() + limitMs
  while (Date.now() < deadline && acceptedIds(attemptsOf({ receiver, marker })).size < expected) await sleep(500)
  // Time for a duplicate, if one were coming, to show.
  await sleep(2000)
}

export function summarise({ attempts, baseMs }: { attempts: WebhookAttempt[]; baseMs: number }): DeliverySummary {
  const byId = attemptsById(attempts)
  const gaps: number[][] = []
  let deliveredOnce = 0
  let deliveredMoreThanOnce = 0
  let afterAccepted = 0
  let earlyRetries = 0
  for (const list of byId.values()) {
    const accepted = list.filter((attempt) => attempt.status < 300).length
    if (accepted === 1) deliveredOnce += 1
    if (accepted > 1) deliveredMoreThanOnce += 1
    const firstAccepted = list.findIndex((attempt) => attempt.status < 300)
    if (firstAccepted >= 0) afterAccepted += list.length - firstAccepted - 1
    for (let retry = 1; retry < list.length; retry += 1) {
      const gap = list[retry].at - list[retry - 1].at
      ;(gaps[retry - 1] ??= []).push(gap)
      // Payload waits base × 2^tries from the failure, which comes after the receiver's answer.
      if (gap < baseMs * 2 ** (retry - 1) * 0.95) earlyRetries += 1
    }
  }
  return {
    ids: byId.size,
    deliveredOnce,
    deliveredMoreThanOnce,
    afterAccepted,
    unsigned: attempts.filter((attempt) => !attempt.isSigned).length,
    maxSkewSeconds: attempts.length ? Math.max(...attempts.map((attempt) => attempt.skewSeconds)) : Number.NaN,
    meanGaps: gaps.map((list) => list.reduce((sum, gap) => sum + gap, 0) / list.length),
    earlyRetries,
    maxAttempts: Math.max(0, ...[...byId.values()].map((list) => list.length)),
  }
}

/** True when each mean wait is longer than the one before (the delays grow). */
export const isGrowing = (gaps: number[]) =>
  gaps.length >= 2 && gaps.every((gap, index) => index === 0 || gap > gaps[index - 1])
