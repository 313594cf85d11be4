/**
 * Payload's REST API (`/api/*`) answered in this process without Next: Node's request becomes a Fetch
 * Request for Payload's own framework-agnostic handler (the one Next's route also calls), and its
 * Response is written back. Next then serves only the admin UI.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'

import type { SanitizedConfig } from 'payload'
import { handleEndpoints } from 'payload'

import { CLIENT_ADDRESS_HEADER } from '../cms/collections/Leads/endpoints/capture'
import { env } from '../cms/env'

/** Largest request body the API accepts (uploads included); bigger ones get 413 before Payload reads them. */
export const MAX_API_BODY_BYTES = 30 * 1024 * 1024

const jsonError = (res: ServerResponse, status: number, message: string) => {
  res.writeHead(status, { 'Content-Type': 'application/json', 'X-Content-Type-Options': 'nosniff' })
  res.end(JSON.stringify({ success: false, error: message, errors: [{ message }] }))
}

/** The client's address: the socket's, or behind a trusted proxy the first X-Forwarded-For entry. */
export function clientAddress(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for']
  if (env.TRUST_PROXY && typeof forwarded === 'string' && forwarded.trim()) return forwarded.split(',')[0].trim()
  return req.socket.remoteAddress ?? 'unknown'
}

function toFetchRequest(req: IncomingMessage): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item))
    else if (value !== undefined) headers.set(name, value)
  }
  // Set here only, never taken from the client.
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress(req))
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    // Streams a request body (Node's fetch requires saying so).
    duplex: 'half',
  } as RequestInit)
}

async function writeResponse(res: ServerResponse, response: Response, isHead: boolean): Promise<void> {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) headers['set-cookie'] = cookies
  res.writeHead(response.status, headers)
  if (!response.body || isHead) {
    res.end()
    return
  }
  await new Promise<void>((resolve, reject) => {
    Readable.fromWeb(response.body as unknown as NodeReadableStream).pipe(res).on('finish', resolve).on('error', reject)
  })
}

/** Payload decodes the path while routing and fails on a broken %-escape: those are answered 400 first. */
function isDecodablePath(url: string): boolean {
  try {
    decodeURIComponent(url.split('?')[0] ?? '')
    return true
  } catch {
    return false
  }
}

export function createApiHandler(config: SanitizedConfig) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const length = Number(req.headers['content-length'] ?? 0)
    if (length > MAX_API_BODY_BYTES) return jsonError(res, 413, 'Request body too large')
    if (!isDecodablePath(req.url ?? '/')) return jsonError(res, 400, 'Malformed URL')
    const response = await handleEndpoints({ config, request: toFetchRequest(req) })
    await writeResponse(res, response, req.method === 'HEAD')
  }
}
