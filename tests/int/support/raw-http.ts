/**
 * HTTP requests sent exactly as written, for hostile-input tests: `fetch` normalises `..` segments,
 * re-encodes paths and refuses some headers, which would hide from the server what a raw client sends.
 */
import http from 'node:http'

/** A few kept-alive connections: thousands of small requests would otherwise pay a handshake each. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 })

export type RawRequest = {
  method: string
  /** Sent as it is (`/api/...`, with its query string); Node refuses only spaces and control characters. */
  path: string
  headers?: Record<string, string | string[]>
  body?: string | Buffer
}

/** An answer slower than this counts as none: the server left the request hanging. */
const ANSWER_TIMEOUT_MS = 10_000

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; text: string }

/**
 * One request to `origin` (http://host:port), answered with the status, headers and body text.
 * Content-Length is always the body's real length; every other header is sent as given.
 */
export function rawRequest(origin: string, { method, path, headers = {}, body }: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(origin)
  const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        hostname,
        port,
        method,
        path,
        headers: { ...headers, ...(payload ? { 'Content-Length': String(payload.length) } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        response.on('error', reject)
      },
    )
    request.setTimeout(ANSWER_TIMEOUT_MS, () =>
      request.destroy(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms to ${method} ${path}`)),
    )
    request.on('error', reject)
    request.end(payload)
  })
}

/** Closes the kept-alive connections, so the test server can shut down without waiting for them. */
export function closeRawConnections(): void {
  agent.destroy()
}
