/**
 * Access to user accounts (README "Access"): nothing for the public; editors and brokers see and edit
 * only their own account and never their roles; admins manage everyone. Also the login lockout and
 * API keys (`Authorization: users API-Key <key>`, the format of Payload's apiKey strategy).
 * The first user of a new installation becoming an admin needs an empty database and is not tested here.
 */
import type { PaginatedDocs } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Property, User } from '../../cms/payload-types'
import type { Role } from '../../cms/shared/roles'
import { createProperty } from '../support/factories'
import {
  expectForbidden,
  expectJson,
  expectNotFound,
  removeTrackedDocs,
  trackForRemoval,
  uniqueToken,
  whereEquals,
} from './support/access-helpers'
import { api, closeTestPayload, getTestPayload, loginAs } from './support/payload'

type Account = Awaited<ReturnType<typeof loginAs>>

const PASSWORD = 'access-test-password'

/** A new user with `roles`, signed in, removed after the file. */
async function signIn(roles: Role[]): Promise<Account> {
  const account = await loginAs(roles)
  trackForRemoval('users', account.id)
  return account
}

/** A user created with server privileges, with a known password. */
async function createUser({ roles, apiKey }: { roles: Role[]; apiKey?: string }): Promise<User> {
  const payload = await getTestPayload()
  const user = await payload.create({
    collection: 'users',
    data: {
      email: `access-${roles.join('-')}-${uniqueToken()}@example.com`,
      password: PASSWORD,
      roles,
      ...(apiKey ? { enableAPIKey: true, apiKey } : {}),
    },
    overrideAccess: true,
  })
  trackForRemoval('users', user.id)
  return user
}

const login = (email: string, password: string) => api('POST', '/api/users/login', { body: { email, password } })

beforeAll(() => getTestPayload())
afterAll(async () => {
  await removeTrackedDocs()
  await closeTestPayload()
})

describe('/api/users', () => {
  let admin: Account
  let other: Account

  beforeAll(async () => {
    ;[admin, other] = await Promise.all([signIn(['admin']), signIn(['editor'])])
  })

  it('anonymous can neither list, read, create, update nor delete users (403)', async () => {
    const path = `/api/users/${other.id}`
    await expectForbidden(await api('GET', '/api/users'))
    await expectForbidden(await api('GET', path))
    const email = `access-anonymous-signup-${uniqueToken()}@example.com`
    await expectForbidden(await api('POST', '/api/users', { body: { email, password: PASSWORD, roles: ['admin'] } }))
    await expectForbidden(await api('PATCH', path, { body: { name: 'Anonymous edit' } }))
    await expectForbidden(await api('DELETE', path))

    const list = await expectJson<PaginatedDocs<User>>(await api('GET', `/api/users${whereEquals('email', email)}`, { token: admin.token }))
    expect(list.totalDocs).toBe(0)
    expect(await expectJson<User>(await api('GET', path, { token: admin.token }))).toMatchObject({ name: 'Test editor' })
  })

  describe.each<Role>(['editor', 'broker'])('%s', (role) => {
    let me: Account

    beforeAll(async () => {
      me = await signIn([role])
    })

    it('lists only their own account', async () => {
      const list = await expectJson<PaginatedDocs<User>>(await api('GET', '/api/users?limit=0', { token: me.token }))
      expect(list.docs.map((user) => user.email)).toEqual([me.email])
    })

    it('reads their own account, and no other (404)', async () => {
      expect(await expectJson<User>(await api('GET', `/api/users/${me.id}`, { token: me.token }))).toMatchObject({
        email: me.email,
        roles: [role],
      })
      await expectNotFound(await api('GET', `/api/users/${other.id}`, { token: me.token }))
      await expectNotFound(await api('GET', `/api/users/${admin.id}`, { token: me.token }))
    })

    it('updates their own name', async () => {
      const name = `Renamed ${role} ${uniqueToken()}`
      await expectJson(await api('PATCH', `/api/users/${me.id}`, { token: me.token, body: { name } }))
      expect(await expectJson<User>(await api('GET', `/api/users/${me.id}`, { token: me.token }))).toMatchObject({ name })
    })

    it('cannot give themselves other roles: the update is accepted, the roles stay', async () => {
      const response = await api('PATCH', `/api/users/${me.id}`, { token: me.token, body: { roles: ['admin'] } })
      expect((await expectJson<{ doc: User }>(response)).doc.roles).toEqual([role])
      expect(await expectJson<User>(await api('GET', `/api/users/${me.id}`, { token: admin.token }))).toMatchObject({
        roles: [role],
      })
      // And the account still has no admin powers.
      await expectNotFound(await api('GET', `/api/users/${admin.id}`, { token: me.token }))
    })

    it('cannot update another account (403)', async () => {
      await expectForbidden(await api('PATCH', `/api/users/${other.id}`, { token: me.token, body: { name: 'Hijacked' } }))
      expect(await expectJson<User>(await api('GET', `/api/users/${other.id}`, { token: admin.token }))).toMatchObject({
        name: 'Test editor',
      })
    })

    it('cannot create users (403)', async () => {
      const email = `access-${role}-invite-${uniqueToken()}@example.com`
      await expectForbidden(
        await api('POST', '/api/users', { token: me.token, body: { email, password: PASSWORD, roles: ['editor'] } }),
      )
      const list = await expectJson<PaginatedDocs<User>>(await api('GET', `/api/users${whereEquals('email', email)}`, { token: admin.token }))
      expect(list.totalDocs).toBe(0)
    })

    it('cannot delete any account, their own included (403)', async () => {
      await expectForbidden(await api('DELETE', `/api/users/${other.id}`, { token: me.token }))
      await expectForbidden(await api('DELETE', `/api/users/${me.id}`, { token: me.token }))
      await expectJson(await api('GET', `/api/users/${other.id}`, { token: admin.token }))
      await expectJson(await api('GET', `/api/users/${me.id}`, { token: admin.token }))
    })
  })

  describe('admin', () => {
    it('lists and reads every account', async () => {
      const list = await expectJson<PaginatedDocs<User>>(await api('GET', '/api/users?limit=0', { token: admin.token }))
      expect(list.docs.map((user) => user.id)).toEqual(expect.arrayContaining([admin.id, other.id]))
      expect(await expectJson<User>(await api('GET', `/api/users/${other.id}`, { token: admin.token }))).toMatchObject({
        email: other.email,
      })
    })

    it('creates an account with roles, changes its roles and deletes it', async () => {
      const email = `access-admin-invite-${uniqueToken()}@example.com`
      const created = await api('POST', '/api/users', {
        token: admin.token,
        body: { email, password: PASSWORD, roles: ['broker'] },
      })
      const { doc } = await expectJson<{ doc: User }>(created, 201)
      expect(doc.roles).toEqual(['broker'])
      const { user } = await expectJson<{ user: User }>(await login(email, PASSWORD))
      expect(user.roles).toEqual(['broker'])

      const path = `/api/users/${doc.id}`
      await expectJson(await api('PATCH', path, { token: admin.token, body: { roles: ['editor', 'broker'] } }))
      expect(await expectJson<User>(await api('GET', path, { token: admin.token }))).toMatchObject({ roles: ['editor', 'broker'] })

      await expectJson(await api('DELETE', path, { token: admin.token }))
      await expectNotFound(await api('GET', path, { token: admin.token }))
    })
  })
})

describe('login lockout', () => {
  const LOCKED_MESSAGE = 'This user is locked due to having too many failed login attempts.'

  /** Five wrong passwords, each refused as wrong. */
  async function failFiveTimes(email: string) {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await login(email, 'not-the-password')
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ errors: [{ message: 'The email or password provided is incorrect.' }] })
    }
  }

  it('locks the account after 5 failed logins: then even the right password is refused', async () => {
    const { email } = await createUser({ roles: ['editor'] })
    await expectJson(await login(email, PASSWORD))

    await failFiveTimes(email)

    const response = await login(email, PASSWORD)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ errors: [{ message: LOCKED_MESSAGE }] })
  })

  it('only an admin can unlock an account', async () => {
    const { email } = await createUser({ roles: ['broker'] })
    await failFiveTimes(email)
    const [editor, admin] = await Promise.all([signIn(['editor']), signIn(['admin'])])

    await expectForbidden(await api('POST', '/api/users/unlock', { token: editor.token, body: { email } }))
    expect((await login(email, PASSWORD)).status).toBe(401)

    await expectJson(await api('POST', '/api/users/unlock', { token: admin.token, body: { email } }))
    const { user } = await expectJson<{ user: User }>(await login(email, PASSWORD))
    expect(user.email).toBe(email)
  })
})

describe('API keys', () => {
  const withKey = (key: string) => ({ headers: { Authorization: `users API-Key ${key}` } })
  let unpublished: Property

  beforeAll(async () => {
    unpublished = await createProperty(await getTestPayload(), { published: false })
    trackForRemoval('properties', unpublished.id)
  })

  it.each<Role>(['admin', 'broker'])('a %s key authenticates and reads an unpublished listing', async (role) => {
    const key = `access-${role}-key-${uniqueToken()}`
    const user = await createUser({ roles: [role], apiKey: key })

    const me = await expectJson<{ user: User | null; strategy?: string }>(await api('GET', '/api/users/me', withKey(key)))
    expect(me.user).toMatchObject({ id: user.id, roles: [role] })
    expect(me.strategy).toBe('api-key')

    const property = await expectJson<Property>(await api('GET', `/api/properties/${unpublished.id}`, withKey(key)))
    expect(property).toMatchObject({ id: unpublished.id, published: false })
  })

  it("an editor's key is held to the editor's rules: no unpublished listing", async () => {
    const key = `access-editor-key-${uniqueToken()}`
    await createUser({ roles: ['editor'], apiKey: key })
    const me = await expectJson<{ user: User | null }>(await api('GET', '/api/users/me', withKey(key)))
    expect(me.user?.roles).toEqual(['editor'])
    await expectNotFound(await api('GET', `/api/properties/${unpublished.id}`, withKey(key)))
  })

  it('an unknown key is anonymous', async () => {
    const key = `access-unknown-key-${uniqueToken()}`
    expect(await expectJson<{ user: User | null }>(await api('GET', '/api/users/me', withKey(key)))).toMatchObject({ user: null })
    await expectNotFound(await api('GET', `/api/properties/${unpublished.id}`, withKey(key)))
  })
})
