/**
 * Payload's REST API (`/api/*`) answered in this process without Next: Node's request becomes a Fetch
 * Request for Payload's own framework-agnostic handler (the one Next's route also calls), and its
 * Response is written back. Next then serves only the admin UI.
 */
import { createHash } from 'node:crypto'
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

/** Collections whose answers are personal or staff-only, whoever asks. */
const PRIVATE_PREFIXES = ['/api/users', '/api/leads', '/api/admin', '/api/payload-']

/**
 * The Cache-Control of an answer whose endpoint set none (Payload's own REST calls): writes and
 * personal data are never stored; an answer to a signed-in request (drafts, staff fields) only by
 * that browser; a public read may be stored by any cache but is revalidated on every use, with its
 * ETag, so a published change reaches the next read, as the change feed promises open pages.
 */
export function defaultCacheControl(request: { method: string; pathname: string; hasCredentials: boolean }): string {
  const { method, pathname, hasCredentials } = request
  if (method !== 'GET' && method !== 'HEAD') return 'no-store'
  if (PRIVATE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return 'private, no-store'
  return hasCredentials ? 'private, no-cache' : 'no-cache'
}

const hasCredentials = (req: IncomingMessage) =>
  Boolean(req.headers.authorization) || /(?:^|;\s*)payload-token=/.test(req.headers.cookie ?? '')

/** A JSON read the endpoint left without an ETag gets one from its bytes, and 304 when it matches. */
async function withEtag(req: IncomingMessage, response: Response, headers: Record<string, string | string[]>) {
  const isRead = req.method === 'GET' || req.method === 'HEAD'
  const isJson = response.headers.get('content-type')?.startsWith('application/json') ?? false
  if (!isRead || response.status !== 200 || !isJson || response.headers.has('etag'))
    return { status: response.status, body: null }
  const body = Buffer.from(await response.arrayBuffer())
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
  headers.etag = etag
  if (req.headers['if-none-match'] === etag) return { status: 304, body: Buffer.alloc(0) }
  headers['content-length'] = String(body.length)
  return { status: 200, body }
}

async function writeResponse(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  const isHead = req.method === 'HEAD'
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) headers['set-cookie'] = cookies
  if (!response.headers.has('cache-control')) {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/'
    headers['cache-control'] = defaultCacheControl({ method: req.method ?? 'GET', pathname, hasCredentials: hasCredentials(req) })
  }
  const buffered = await withEtag(req, response, headers)
  if (buffered.body !== null) {
    delete headers['transfer-encoding']
    res.writeHead(buffered.status, headers)
    res.end(isHead ? undefined : buffered.body)
    return
  }
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
    await writeResponse(req, res, response)
  }
}
