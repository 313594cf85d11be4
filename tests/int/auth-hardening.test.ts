import { spawn } from 'node:child_process'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { env } from '../../cms/env'
import { api, closeTestPayload, loginAs } from './support/payload'

/**
 * Signed-in sessions cannot be used from another site, the API grants no cross-origin reads, and a
 * deployment refuses to start with the local-use secrets (login lockout: access-users.test.ts).
 */

const root = path.resolve(import.meta.dirname, '../..')

afterAll(async () => {
  await closeTestPayload()
})

/** A session cookie from a real login. */
async function sessionCookie(): Promise<string> {
  const { email } = await loginAs(['editor'])
  const response = await api('POST', '/api/users/login', { body: { email, password: 'test-password-123' } })
  expect(response.status).toBe(200)
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('payload-token='))
  if (!cookie) throw new Error('login set no payload-token cookie')
  return cookie.split(';')[0]
}

const whoAmI = async (headers: Record<string, string>) =>
  ((await (await api('GET', '/api/users/me', { headers })).json()) as { user: { email: string } | null }).user

describe('cookie sessions (CSRF)', () => {
  it('are honoured from the site itself and ignored from any other origin', async () => {
    const cookie = await sessionCookie()
    expect(await whoAmI({ Cookie: cookie, Origin: env.SITE_URL })).not.toBeNull()
    expect(await whoAmI({ Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' })).not.toBeNull()
    expect(await whoAmI({ Cookie: cookie, Origin: 'https://attacker.example' })).toBeNull()
    expect(await whoAmI({ Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' })).toBeNull()
  })

  it('change content from the site itself, and cannot from another origin', async () => {
    const cookie = await sessionCookie()
    const city = (slug: string) => ({ name: `City ${slug}`, slug, description: 'Industrial submarket.' })
    const forged = await api('POST', '/api/cities', {
      headers: { Cookie: cookie, Origin: 'https://attacker.example' },
      body: city(`forged-${Date.now()}`),
    })
    expect(forged.status).toBe(403)
    const own = await api('POST', '/api/cities', { headers: { Cookie: cookie, Origin: env.SITE_URL }, body: city(`own-${Date.now()}`) })
    expect(own.status).toBe(201)
    const { doc } = (await own.json()) as { doc: { id: number } }
    expect((await api('DELETE', `/api/cities/${doc.id}`, { headers: { Cookie: cookie, Origin: env.SITE_URL } })).status).toBe(200)
  })
})

describe('CORS', () => {
  it('grants no other origin a read of the API', async () => {
    const response = await api('GET', '/api/globals/site-settings', { headers: { Origin: 'https://attacker.example' } })
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await api('OPTIONS', '/api/users/me', {
      headers: { Origin: 'https://attacker.example', 'Access-Control-Request-Method': 'GET' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull()
  })
})

/** Starts `npm start`'s entry with `environment` and resolves with its exit code and output. */
function startServer(environment: { NODE_ENV: 'production' } & Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    // Only what the test gives: nothing from this process's own settings leaks into the check.
    const childEnv: NodeJS.ProcessEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', ...environment }
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
      cwd: root,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const limit = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the server did not stop by itself:\n${output}`))
    }, 30_000)
    child.on('exit', (code) => {
      clearTimeout(limit)
      resolve({ code, output })
    })
  })
}

describe('a deployment (NODE_ENV=production)', () => {
  it('refuses to start without a secret and admin credentials of its own', async () => {
    const { code, output } = await startServer({ NODE_ENV: 'production' })
    expect(code).toBe(1)
    expect(output).toContain('Refusing to start in production')
    expect(output).toContain('PAYLOAD_SECRET must be set')
    expect(output).toContain('ADMIN_PASSWORD must be set')
  })

  it('refuses the local-use secret and admin password even when they are set explicitly', async () => {
    const { code, output } = await startServer({
      NODE_ENV: 'production',
      PAYLOAD_SECRET: 'local-development-secret-change-me',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'local-admin-password',
    })
    expect(code).toBe(1)
    expect(output).toContain('PAYLOAD_SECRET must be set')
    expect(output).toContain('ADMIN_PASSWORD must be set to something other than the local default')
  })
})
