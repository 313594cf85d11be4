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

import { matchesEtag } from '../cms/endpoints/conditional'
import type { DatabaseHealth } from './database-health'
import { sendOutage } from './outage'
import { EncodedBody, encodedEtag, headerText, negotiateEncoding } from './compression'
import { documentedErrorJson, refusedRestRequest } from '../cms/endpoints/rest-input'
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
  // A fixed host: Payload routes by this URL, and a client's odd Host header must not break or redirect it.
  return new Request(`http://localhost${req.url ?? '/'}`, {
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

const isJson = (response: Response) => response.headers.get('content-type')?.startsWith('application/json') ?? false

/**
 * A JSON answer is read whole (they are small): a read the endpoint left without an ETag gets one
 * from its bytes (and 304 when it matches), and the body is compressed when the client accepts it.
 * Anything else (CSV exports, files) is streamed as it comes.
 */
async function bufferedJson(req: IncomingMessage, response: Response, headers: Record<string, string | string[]>) {
  if (!isJson(response) || !response.body) return null
  const received = Buffer.from(await response.arrayBuffer())
  // Payload's own error bodies get the documented shape too (docs/api.md).
  const plain = response.status >= 400 ? Buffer.from(documentedErrorJson(received.toString('utf8'))) : received
  const isRead = req.method === 'GET' || req.method === 'HEAD'
  if (isRead && response.status === 200 && !response.headers.has('etag')) {
    headers.etag = `"${createHash('sha1').update(plain).digest('base64url')}"`
  }
  const { bytes, encoding } = await new EncodedBody(plain).get(negotiateEncoding(req.headers['accept-encoding']))
  headers.vary = appendVary(headers.vary, 'Accept-Encoding')
  if (encoding) {
    headers['content-encoding'] = encoding
    if (typeof headers.etag === 'string') headers.etag = encodedEtag(headers.etag, encoding)
  }
  delete headers['transfer-encoding']
  if (isRead && response.status === 200 && typeof headers.etag === 'string' && matchesEtag(headerText(req.headers['if-none-match']), headers.etag)) {
    delete headers['content-length']
    return { status: 304, body: Buffer.alloc(0) }
  }
  headers['content-length'] = String(bytes.length)
  return { status: response.status, body: bytes }
}

const appendVary = (vary: string | string[] | undefined, name: string): string => {
  const existing = (Array.isArray(vary) ? vary.join(',') : (vary ?? '')).split(',').map((item) => item.trim()).filter(Boolean)
  return existing.some((item) => item.toLowerCase() === name.toLowerCase()) ? existing.join(', ') : [...existing, name].join(', ')
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
  const buffered = await bufferedJson(req, response, headers)
  if (buffered) {
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

type ApiOptions = {
  /** Consulted when an answer is a server error: while the database is down it becomes a 503. */
  database?: DatabaseHealth
}

/** A server error caused by the database being down is an outage (503, retry), not a fault (500). */
async function isDatabaseOutage(database: DatabaseHealth | undefined): Promise<boolean> {
  return database ? !(await database.check()).isUp : false
}

export function createApiHandler(config: SanitizedConfig, { database }: ApiOptions = {}) {
  const collectionSlugs = new Set<string>(config.collections.map((collection) => collection.slug))
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const length = Number(req.headers['content-length'] ?? 0)
    if (length > MAX_API_BODY_BYTES) return jsonError(res, 413, 'Request body too large')
    if (!isDecodablePath(req.url ?? '/')) return jsonError(res, 400, 'Malformed URL')
    // Input Payload's own routes would answer with a 500 although the client is at fault (cms/endpoints/rest-input.ts).
    const refusal = refusedRestRequest({ url: req.url ?? '/', collectionSlugs })
    if (refusal) return jsonError(res, refusal.status, refusal.message)
    let response: Response
    try {
      response = await handleEndpoints({ config, request: toFetchRequest(req) })
    } catch (error) {
      if (await isDatabaseOutage(database)) return sendOutage(res)
      throw error
    }
    if (response.status >= 500 && (await isDatabaseOutage(database))) {
      await response.body?.cancel().catch(() => undefined)
      return sendOutage(res)
    }
    await writeResponse(req, res, response)
  }
}
