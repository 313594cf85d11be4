import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { EVENT_HISTORY, EventHub } from './events'

let hub: EventHub
let server: http.Server
let origin: string
const streams: AbortController[] = []

beforeEach(async () => {
  hub = new EventHub()
  server = http.createServer((req, res) => hub.handle(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterEach(async () => {
  for (const stream of streams.splice(0)) stream.abort()
  hub.close()
  await new Promise((resolve) => server.close(resolve))
})

type Received = { id?: string; event: string; data: string }

/** Opens a stream and returns the events received until `count` have arrived. */
async function receive(count: number, { since, lastEventId }: { since?: string; lastEventId?: string } = {}) {
  const controller = new AbortController()
  streams.push(controller)
  const url = since === undefined ? `${origin}/api/events` : `${origin}/api/events?since=${encodeURIComponent(since)}`
  const response = await fetch(url, {
    signal: controller.signal,
    headers: lastEventId ? { 'Last-Event-ID': lastEventId } : {},
  })
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  const events: Received[] = []
  let buffer = ''
  const read = async () => {
    while (events.length < count) {
      const { value, done } = await reader.read()
      if (done) break
      buffer += value
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => line && !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
        ) as Record<string, string>
        if (fields.event) events.push({ id: fields.id, event: fields.event, data: fields.data ?? '' })
      }
    }
    return events
  }
  return { events: read(), untilConnected: () => waitFor(() => hub.size > 0) }
}

async function waitFor(condition: () => boolean) {
  for (let i = 0; i < 100 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10))
  expect(condition()).toBe(true)
}

const change = (id: number) => ({ collection: 'properties', id, operation: 'update' as const })

describe('EventHub', () => {
  it('sends each change with an id and the SWR key prefixes it makes stale', async () => {
    const stream = await receive(1)
    await stream.untilConnected()
    hub.publish(change(7))
    const [event] = await stream.events
    expect(event?.event).toBe('change')
    expect(event?.id).toBe(hub.cursor)
    expect(JSON.parse(event!.data)).toMatchObject({ collection: 'properties', id: 7, keys: expect.arrayContaining([expect.any(String)]) })
  })

  it('replays the changes made after the cursor a page was rendered at, and nothing before it', async () => {
    hub.publish(change(1))
    const renderedAt = hub.cursor
    hub.publish(change(2))
    hub.publish(change(3))
    const stream = await receive(2, { since: renderedAt })
    const events = await stream.events
    expect(events.map((event) => JSON.parse(event.data).id)).toEqual([2, 3])
  })

  it('replays nothing for a page that is up to date, then sends what comes next', async () => {
    hub.publish(change(1))
    const stream = await receive(1, { since: hub.cursor })
    await stream.untilConnected()
    hub.publish(change(2))
    const events = await stream.events
    expect(events.map((event) => JSON.parse(event.data).id)).toEqual([2])
  })

  it('resumes from Last-Event-ID, which the browser sends after a dropped connection, over ?since=', async () => {
    hub.publish(change(1))
    const renderedAt = hub.cursor
    hub.publish(change(2))
    const lastReceived = hub.cursor
    hub.publish(change(3))
    const stream = await receive(1, { since: renderedAt, lastEventId: lastReceived })
    expect((await stream.events).map((event) => JSON.parse(event.data).id)).toEqual([3])
  })

  it('sends reset for a cursor of an earlier server run, a cursor past the history, or nonsense', async () => {
    const earlierRun = new EventHub()
    earlierRun.close()
    for (let i = 0; i < EVENT_HISTORY + 2; i += 1) hub.publish(change(i))
    const tooOld = `${hub.cursor.split('.')[0]}.1`
    for (const since of [earlierRun.cursor, tooOld, 'garbage', `${hub.cursor}9`]) {
      const stream = await receive(1, { since })
      const [event] = await stream.events
      expect(event?.event, since).toBe('reset')
      // After a reset the browser resumes from now.
      expect(event?.id).toBe(hub.cursor)
    }
  })

  it('still replays the oldest event kept', async () => {
    for (let i = 1; i <= EVENT_HISTORY + 5; i += 1) hub.publish(change(i))
    const [boot, last] = hub.cursor.split('.')
    const since = `${boot}.${Number(last) - EVENT_HISTORY}`
    const stream = await receive(EVENT_HISTORY, { since })
    const events = await stream.events
    expect(events).toHaveLength(EVENT_HISTORY)
    expect(events.every((event) => event.event === 'change')).toBe(true)
  })
})
