import type { ServerResponse } from 'node:http'

import { OUTAGE_RETRY_AFTER_SECONDS } from './database-health'

/** The API's answer while the database is down (docs/api.md): JSON, at once, with when to retry. */
export function sendOutage(res: ServerResponse): void {
  const error = 'The service is temporarily unavailable. Please try again in a moment.'
  res.writeHead(503, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS),
  })
  res.end(JSON.stringify({ success: false, error, errors: [{ message: error }] }))
}
