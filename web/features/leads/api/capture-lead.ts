import type { LeadInput } from '../../../../cms/shared/lead-schema'
import { ApiError, apiPost } from '../../../lib/api-client'

export const captureLeadPath = '/api/leads/capture'

/**
 * The server's reply, or the service worker's 202 when the network was down: then `queued` is true
 * and the lead is sent when the connection returns (web/sw/sw.ts).
 */
export type CaptureReply = { success: boolean; message: string; responseTimeTarget: string; queued?: boolean }

/** A field problem the server reported (the API's error shape). */
export type FieldProblem = { field: string; message: string }

export class LeadRejectedError extends Error {
  override name = 'LeadRejectedError'
  readonly status: number
  readonly problems: FieldProblem[]

  constructor({ message, status, problems }: { message: string; status: number; problems: FieldProblem[] }) {
    super(message)
    this.status = status
    this.problems = problems
  }
}

/** Waits before the 2nd and 3rd try: 1 s, then 3 s. */
export const RETRY_DELAYS_MS = [1000, 3000] as const

/**
 * Whether a failed try may succeed when repeated: the network failed or the server could not do its
 * part (5xx, e.g. 503 while the database restarts). A rejected lead (4xx) fails the same way again.
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500
  return !(error instanceof LeadRejectedError)
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type CaptureOptions = {
  lead: LeadInput
  /** The same key on every try, so a lead the server stored before a reply was lost is stored once. */
  idempotencyKey: string
  delaysMs?: readonly number[]
}

/** Sends a lead, trying again after a network or server failure; throws when every try failed. */
export async function captureLead({
  lead,
  idempotencyKey,
  delaysMs = RETRY_DELAYS_MS,
}: CaptureOptions): Promise<CaptureReply> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await apiPost<CaptureReply>(captureLeadPath, lead, { headers: { 'Idempotency-Key': idempotencyKey } })
    } catch (error) {
      const rejected = toRejected(error)
      if (rejected) throw rejected
      if (!isRetryable(error) || attempt >= delaysMs.length) throw error
      await wait(delaysMs[attempt])
    }
  }
}

/** A 4xx reply as a rejection with the server's field problems; anything else is not one. */
function toRejected(error: unknown): LeadRejectedError | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null
  return new LeadRejectedError({ message: error.message, status: error.status, problems: error.details ?? [] })
}
