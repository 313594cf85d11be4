/**
 * `GET /api/events`: server-sent events that tell open pages what changed, so SWR revalidates. Each
 * event carries the collection and the SWR key prefixes to revalidate; a comment every 25 s keeps
 * proxies from closing the stream.
 *
 * Nothing is missed between a page's render and its stream: every event has an id (`<boot>.<n>`), the
 * page is rendered with the id of the last event before its data was read (`cursor`), and the stream
 * opens with `?since=<cursor>`; after a drop the browser sends `Last-Event-ID` by itself. The events
 * after that id are replayed from a short history; when the id is from an earlier run of the server or
 * older than the history, the stream starts with a `reset` event and the page revalidates everything.
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { staleKeyPrefixes, type ContentChange } from '../cms/shared/change-feed'

export const EVENTS_PATH = '/api/events'
const HEARTBEAT_MS = 25_000
/** Events kept for replay: far more than a page can miss in the seconds before its stream opens. */
export const EVENT_HISTORY = 200

type SentEvent = { sequence: number; chunk: string }

export class EventHub {
  readonly #clients = new Set<ServerResponse>()
  /** Tells this run's ids from an earlier run's, whose sequence numbers started over. */
  readonly #boot = randomBytes(6).toString('base64url')
  #sequence = 0
  readonly #history: SentEvent[] = []
  readonly #heartbeat: NodeJS.Timeout

  constructor() {
    this.#heartbeat = setInterval(() => this.#broadcast(': heartbeat\n\n'), HEARTBEAT_MS)
    this.#heartbeat.unref()
  }

  /** The id of the last event sent: a page rendered now has seen every change up to it. */
  get cursor(): string {
    return `${this.#boot}.${this.#sequence}`
  }

  /** Opens a stream for one browser, first replaying what it missed since its cursor. */
  handle(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // Tells nginx-style proxies not to buffer the stream.
      'X-Accel-Buffering': 'no',
      'X-Content-Type-Options': 'nosniff',
    })
    res.write(`retry: 5000\n: connected\n\n${this.#missedSince(sinceOf(req))}`)
    this.#clients.add(res)
    req.on('close', () => this.#clients.delete(res))
  }

  /** Tells every open page about one committed change. */
  publish(change: ContentChange): void {
    const data = JSON.stringify({ ...change, keys: staleKeyPrefixes(change.collection) })
    this.#sequence += 1
    const chunk = `id: ${this.cursor}\nevent: change\ndata: ${data}\n\n`
    this.#history.push({ sequence: this.#sequence, chunk })
    if (this.#history.length > EVENT_HISTORY) this.#history.shift()
    this.#broadcast(chunk)
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

  /** The events after `since`, or a reset when they cannot all be replayed. */
  #missedSince(since: string | undefined): string {
    if (since === undefined) return ''
    const [boot, sequenceText] = since.split('.')
    const sequence = Number(sequenceText)
    const oldest = this.#history[0]?.sequence ?? this.#sequence + 1
    const canReplay =
      boot === this.#boot && Number.isSafeInteger(sequence) && sequence <= this.#sequence && sequence >= oldest - 1
    if (!canReplay) return `id: ${this.cursor}\nevent: reset\ndata: {}\n\n`
    return this.#history
      .filter((event) => event.sequence > sequence)
      .map((event) => event.chunk)
      .join('')
  }

  #broadcast(chunk: string): void {
    for (const client of this.#clients) client.write(chunk)
  }
}

/** The browser's own `Last-Event-ID` after a drop, else the page's `?since=`. */
function sinceOf(req: IncomingMessage): string | undefined {
  const header = req.headers['last-event-id']
  if (typeof header === 'string' && header) return header.slice(0, 100)
  const since = new URL(req.url ?? '/', 'http://localhost').searchParams.get('since')
  return since ? since.slice(0, 100) : undefined
}
