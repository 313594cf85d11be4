/**
 * The test files' Payload: the real one, on the run's throwaway database (see global-setup.ts), with
 * migrations applied and the demo content seeded once. `api` drives Payload's REST API with real
 * Fetch requests through the same handler Next mounts at /api.
 */
import type { Payload } from 'payload'
import { inject } from 'vitest'

import type { Role } from '../../../cms/shared/roles'

let payloadPromise: Promise<Payload> | null = null

export function getTestPayload(): Promise<Payload> {
  payloadPromise ??= (async () => {
    // The env module is read on first import, so the database is chosen before anything loads it.
    process.env.DATABASE_URL = inject('testDatabaseUrl')
    process.env.DATA_DIR = inject('testDataDir')
    Object.assign(process.env, { NODE_ENV: 'test' })
    const { loadPayload, migrateAndSeed } = await import('../../../server/boot')
    const payload = await loadPayload()
    await migrateAndSeed(payload, { url: inject('testDatabaseUrl'), seedIfEmpty: true })
    return payload
  })()
  return payloadPromise
}

export async function closeTestPayload(): Promise<void> {
  if (!payloadPromise) return
  const { closePayload } = await import('../../../server/boot')
  await closePayload(await payloadPromise)
  payloadPromise = null
}

type ApiOptions = { token?: string; body?: unknown; headers?: Record<string, string> }

/** One HTTP request to Payload's REST API (`path` starts with /api). */
export async function api(method: string, path: string, { token, body, headers = {} }: ApiOptions = {}) {
  const payload = await getTestPayload()
  const { handleEndpoints } = await import('payload')
  const request = new Request(`http://localhost${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `JWT ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return handleEndpoints({ config: payload.config, request })
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
