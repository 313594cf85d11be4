/**
 * `GET /api/events`: server-sent events that tell open pages what changed, so SWR revalidates. Each
 * event carries the collection and the SWR key prefixes to revalidate; a comment every 25 s keeps
 * proxies from closing the stream.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { staleKeyPrefixes, type ContentChange } from '../cms/shared/change-feed'

export const EVENTS_PATH = '/api/events'
const HEARTBEAT_MS = 25_000

export class EventHub {
  readonly #clients = new Set<ServerResponse>()
  #nextId = 1
  readonly #heartbeat: NodeJS.Timeout

  constructor() {
    this.#heartbeat = setInterval(() => this.#broadcast(': heartbeat\n\n'), HEARTBEAT_MS)
    this.#heartbeat.unref()
  }

  /** Opens a stream for one browser. */
  handle(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // Tells nginx-style proxies not to buffer the stream.
      'X-Accel-Buffering': 'no',
      'X-Content-Type-Options': 'nosniff',
    })
    res.write('retry: 5000\n: connected\n\n')
    this.#clients.add(res)
    req.on('close', () => this.#clients.delete(res))
  }

  /** Tells every open page about one committed change. */
  publish(change: ContentChange): void {
    const data = JSON.stringify({ ...change, keys: staleKeyPrefixes(change.collection) })
    this.#broadcast(`id: ${this.#nextId++}\nevent: change\ndata: ${data}\n\n`)
  }

  get size(): number {
    return this.#clients.size
  }

  /** Ends every stream (at shutdown, so the server can close). */
  close(): void {
    clearInterval(this.#heartbeat)
    for (const client of this.#clients) client.end()
    this.#clients.clear()
  }

  #broadcast(chunk: string): void {
    for (const client of this.#clients) client.write(chunk)
  }
}
