import type { Payload } from 'payload'
import type pg from 'pg'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

import { env } from '../../env'

let limiter: Promise<RateLimiterPostgres> | null = null

/**
 * Leads per client address per window, counted in PostgreSQL so every server instance shares the
 * count (rate-limiter-flexible, table `lead_rate_limits`, made on first use).
 */
function leadLimiter(payload: Payload): Promise<RateLimiterPostgres> {
  limiter ??= new Promise((resolve, reject) => {
    const pool = (payload.db as unknown as { pool: pg.Pool }).pool
    const created: RateLimiterPostgres = new RateLimiterPostgres(
      {
        storeClient: pool,
        storeType: 'pool',
        tableName: 'lead_rate_limits',
        keyPrefix: 'lead',
        points: env.LEAD_RATE_LIMIT,
        duration: env.LEAD_RATE_WINDOW_SECONDS,
        clearExpiredByTimeout: true,
      },
      (error?: Error) => (error ? reject(error) : resolve(created)),
    )
  }).catch((error: unknown) => {
    limiter = null
    throw error
  }) as Promise<RateLimiterPostgres>
  return limiter
}

/** Counts one lead for `clientKey`; the seconds to wait when over the limit, else null. */
export async function consumeLeadAllowance(payload: Payload, clientKey: string): Promise<number | null> {
  try {
    await (await leadLimiter(payload)).consume(clientKey)
    return null
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
    throw rejection
  }
}
