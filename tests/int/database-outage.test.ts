import net from 'node:net'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'

import { DatabaseHealth } from '../../server/database-health'
import { serveOnLoopback } from './support/loopback-server'
import { closeTestPayload, getTestPayload } from './support/payload'

/**
 * The server's view of the database (server/database-health.ts) and what it answers while the database
 * is unreachable: the health endpoints and the request handler over real HTTP, with the database
 * reached through a TCP relay this test cuts and restores (the real PostgreSQL behind it).
 */

/** A TCP relay to PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
async function createRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>()
  let server: net.Server | null = null
  let port = 0
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host)
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => undefined)
        }
        client.pipe(upstream).pipe(client)
      })
      server.listen(port, '127.0.0.1', () => {
        port = (server?.address() as AddressInfo).port
        resolve()
      })
    })
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      server?.close(() => resolve())
    })
  await open()
  return { port: () => port, cut, restore: open }
}

const databaseUrl = new URL(inject('testDatabaseUrl'))
let relay: Awaited<ReturnType<typeof createRelay>>
let health: DatabaseHealth
let origin = ''
const transitions: boolean[] = []
let close: () => Promise<void> = async () => {}

beforeAll(async () => {
  const payload = await getTestPayload()
  relay = await createRelay({ host: databaseUrl.hostname, port: Number(databaseUrl.port || 5432) })
  const relayed = new URL(databaseUrl)
  relayed.port = String(relay.port())
  health = new DatabaseHealth({ url: relayed.toString(), intervalMs: 60_000, onChange: (status) => transitions.push(status.isUp) })
  const [{ createRequestHandler }, { createApiHandler }, { createHealthEndpoints }, { EventHub }, { HtmlCache }, { uploadsDir }] =
    await Promise.all([
      import('../../server/request-handler'),
      import('../../server/payload-api'),
      import('../../server/health-endpoints'),
      import('../../server/events'),
      import('../../server/html-cache'),
      import('../../cms/env'),
    ])
  const events = new EventHub()
  const handler = createRequestHandler({
    handleApi: createApiHandler(payload.config, { database: health }),
    handleNext: (_req, res) => void res.writeHead(204).end(),
    events,
    renderPage: async () => ({ html: '<!DOCTYPE html><html><body>page</body></html>', status: 200, isIncomplete: false }),
    cache: new HtmlCache(0, 0),
    uploadsDir,
    health: createHealthEndpoints({ database: health, isDraining: () => false }),
    database: health,
  })
  const server = await serveOnLoopback((req, res) => void handler(req, res))
  origin = server.origin
  close = async () => {
    events.close()
    await server.close()
    await relay.cut()
  }
})

afterAll(async () => {
  await close()
  await closeTestPayload()
})

type Readiness = { status: string; database: { isUp: boolean; lastError: string | null; latencyMs: number | null } }

describe('database outage', () => {
  it('is reported by /ready while /health stays up, and API calls fail fast with 503 and Retry-After', async () => {
    const ready = await fetch(`${origin}/ready`)
    expect(ready.status).toBe(200)
    expect(((await ready.json()) as Readiness).database).toMatchObject({ isUp: true, lastError: null })

    await relay.cut()
    const down = await fetch(`${origin}/ready`)
    expect(down.status).toBe(503)
    expect(down.headers.get('retry-after')).toBe('5')
    expect(down.headers.get('cache-control')).toBe('no-store')
    const body = (await down.json()) as Readiness
    expect(body.status).toBe('unavailable')
    expect(body.database.isUp).toBe(false)
    expect(body.database.lastError).toBeTruthy()
    expect((await fetch(`${origin}/health`)).status).toBe(200)

    const started = Date.now()
    const lead = await fetch(`${origin}/api/leads/capture`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Outage Test', email: 'outage@example.com', phone: '(714) 555-0199' }),
    })
    expect(lead.status).toBe(503)
    expect(lead.headers.get('retry-after')).toBe('5')
    expect(await lead.json()).toMatchObject({ success: false, error: expect.any(String) })
    // Answered at once, not after a connection timeout.
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('is over as soon as the database answers again, without a restart', async () => {
    await relay.restore()
    const ready = await fetch(`${origin}/ready`)
    expect(ready.status).toBe(200)
    expect(((await ready.json()) as Readiness).database.isUp).toBe(true)
    const featured = await fetch(`${origin}/api/properties/featured`)
    expect(featured.status).toBe(200)
    expect(transitions).toEqual([false, true])
  })

  it('answers only GET and HEAD on the health paths', async () => {
    const response = await fetch(`${origin}/ready`, { method: 'POST' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
  })
})
