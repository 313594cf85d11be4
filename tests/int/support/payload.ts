/**
 * The test files' Payload: the real one, on the run's throwaway database (see global-setup.ts), with
 * migrations applied and the demo content seeded once. `api` sends real HTTP requests to a local
 * server that answers /api/* with the production API handler (server/payload-api.ts).
 */
import type { Payload } from 'payload'
import { inject } from 'vitest'

import type { Role } from '../../../cms/shared/roles'
import { serveOnLoopback, type LoopbackServer } from './loopback-server'

let payloadPromise: Promise<Payload> | null = null
let stopJobs: (() => Promise<void>) | null = null

export function getTestPayload(): Promise<Payload> {
  payloadPromise ??= (async () => {
    // The env module is read on first import, so the database is chosen before anything loads it.
    process.env.DATABASE_URL = inject('testDatabaseUrl')
    process.env.DATA_DIR = inject('testDataDir')
    // Tests tell clients apart by X-Forwarded-For, and retry failed deliveries quickly.
    process.env.TRUST_PROXY = 'true'
    process.env.JOB_RETRY_BASE_MS ??= '300'
    Object.assign(process.env, { NODE_ENV: 'test' })
    const { loadPayload, migrateAndSeed, startJobs } = await import('../../../server/boot')
    const payload = await loadPayload()
    await migrateAndSeed(payload, { url: inject('testDatabaseUrl'), seedIfEmpty: true })
    stopJobs = await startJobs(payload)
    return payload
  })()
  return payloadPromise
}

let serverPromise: Promise<LoopbackServer> | null = null

/**
 * The origin of the test server (http://127.0.0.1:<port>), started on first use: the production API
 * handler, the event stream and the change feed that drives both.
 */
export function apiOrigin(): Promise<string> {
  serverPromise ??= (async () => {
    const payload = await getTestPayload()
    const [{ createApiHandler }, { EventHub, EVENTS_PATH }, { listenForChanges }, { invalidateResponseCache }] =
      await Promise.all([
        import('../../../server/payload-api'),
        import('../../../server/events'),
        import('../../../server/change-feed'),
        import('../../../cms/endpoints/response-cache'),
      ])
    const handle = createApiHandler(payload.config)
    const events = new EventHub()
    const feed = listenForChanges({
      url: inject('testDatabaseUrl'),
      onChange: (change) => {
        invalidateResponseCache()
        events.publish(change)
      },
    })
    const server = await serveOnLoopback((req, res) => {
      if (req.url === EVENTS_PATH) return events.handle(req, res)
      handle(req, res).catch((error: unknown) => {
        console.error(error)
        if (!res.headersSent) res.writeHead(500)
        res.end()
      })
    })
    const close = async () => {
      events.close()
      await feed.stop()
      await server.close()
    }
    return { origin: server.origin, close }
  })()
  return serverPromise.then(({ origin }) => origin)
}

export async function closeTestPayload(): Promise<void> {
  if (serverPromise) {
    await (await serverPromise).close()
    serverPromise = null
  }
  await stopJobs?.()
  stopJobs = null
  if (!payloadPromise) return
  const { closePayload } = await import('../../../server/boot')
  await closePayload(await payloadPromise)
  payloadPromise = null
}

type ApiOptions = { token?: string; body?: unknown; headers?: Record<string, string> }

/**
 * One HTTP request to the API (`path` starts with /api). A `body` that is not a string is sent as
 * JSON; a string is sent as it is (with whatever Content-Type `headers` give).
 */
export async function api(method: string, path: string, { token, body, headers = {} }: ApiOptions = {}) {
  const origin = await apiOrigin()
  const isJson = body !== undefined && typeof body !== 'string'
  return fetch(`${origin}${path}`, {
    method,
    headers: {
      ...(isJson ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `JWT ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isJson ? JSON.stringify(body) : (body as string),
  })
}

let userCount = 0

/** A user with `roles`, created for the test, and a token from a real login. */
export async function loginAs(roles: Role[]): Promise<{ id: number; email: string; token: string }> {
  const payload = await getTestPayload()
  userCount += 1
  const email = `${roles.join('-')}-${process.pid}-${userCount}-${Date.now()}@example.com`
  const password = 'test-password-123'
  const user = await payload.create({
    collection: 'users',
    data: { email, password, roles, name: `Test ${roles.join(' ')}` },
    overrideAccess: true,
  })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  if (!token) throw new Error('login returned no token')
  return { id: user.id, email, token }
}
