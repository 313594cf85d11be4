/**
 * For a load balancer or orchestrator: `GET /health` (liveness: the process answers) and
 * `GET /ready` (readiness: the database answers and the server is not shutting down). Answered before
 * anything else, never cached, never through Payload (so they work while the database is down).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { OUTAGE_RETRY_AFTER_SECONDS, type DatabaseHealth } from './database-health'

export const LIVENESS_PATH = '/health'
export const READINESS_PATH = '/ready'

type HealthOptions = {
  database: DatabaseHealth
  /** True from the first shutdown signal: the load balancer should stop sending requests. */
  isDraining: () => boolean
}

export type HealthEndpoints = {
  handles: (pathname: string) => boolean
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>
}

const sendJson = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers })
  res.end(JSON.stringify(body))
}

export function createHealthEndpoints({ database, isDraining }: HealthOptions): HealthEndpoints {
  return {
    handles: (pathname) => pathname === LIVENESS_PATH || pathname === READINESS_PATH,
    async handle(req, res) {
      const pathname = (req.url ?? '/').split('?')[0]
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return sendJson(res, 405, { success: false, error: 'Method not allowed' }, { Allow: 'GET, HEAD' })
      }
      if (pathname === LIVENESS_PATH) {
        return sendJson(res, 200, { status: 'ok', uptimeSeconds: Math.round(process.uptime()) })
      }
      // A fresh check: the balancer asks every few seconds and must see a recovery at once.
      const status = await database.check()
      const draining = isDraining()
      const isReady = status.isUp && !draining
      const body = { status: isReady ? 'ready' : 'unavailable', draining, database: status }
      if (isReady) return sendJson(res, 200, body)
      return sendJson(res, 503, body, { 'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS) })
    },
  }
}
