import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { serveOnLoopback } from './support/loopback-server'
import { api, closeTestPayload, getTestPayload, loginAs } from './support/payload'

/**
 * Payload's REST answers through the production request handler (server/request-handler.ts) and API
 * handler (server/payload-api.ts), over real HTTP: their caching and security headers.
 */
let origin = ''
let close: () => Promise<void> = async () => {}

beforeAll(async () => {
  const payload = await getTestPayload()
  const [{ createRequestHandler }, { createApiHandler }, { EventHub }, { HtmlCache }, { uploadsDir }] = await Promise.all([
    import('../../server/request-handler'),
    import('../../server/payload-api'),
    import('../../server/events'),
    import('../../server/html-cache'),
    import('../../cms/env'),
  ])
  const events = new EventHub()
  const handler = createRequestHandler({
    handleApi: createApiHandler(payload.config),
    handleNext: (_req, res) => void res.writeHead(204).end(),
    events,
    renderPage: async () => ({ html: '<!DOCTYPE html><html><body>page</body></html>', status: 200, isIncomplete: false }),
    cache: new HtmlCache(0, 0),
    uploadsDir,
  })
  const server = await serveOnLoopback((req, res) => void handler(req, res))
  origin = server.origin
  close = async () => {
    events.close()
    await server.close()
  }
})

afterAll(async () => {
  await close()
  await closeTestPayload()
})

describe('API answers through the request handler', () => {
  it('carry the security headers and a policy that runs nothing', async () => {
    const response = await fetch(`${origin}/api/properties?limit=1`)
    expect(response.status).toBe(200)
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains; preload')
    expect(response.headers.get('expect-ct')).toBe('max-age=86400')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
  })

  it('keep the Cache-Control an endpoint set itself', async () => {
    const response = await fetch(`${origin}/api/market-data/latest`)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
  })
})

describe("Payload's own REST reads", () => {
  it('are revalidated on every use, with an ETag that answers 304 until the content changes', async () => {
    const payload = await getTestPayload()
    const path = `/api/properties?limit=1&sort=-updatedAt&depth=0`
    const first = await api('GET', path)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('no-cache')
    const etag = first.headers.get('etag') ?? ''
    // Weak when the answer is compressed (fetch accepts gzip and Brotli): the same content in other bytes.
    expect(etag).toMatch(/^(W\/)?".+"$/)

    const unchanged = await api('GET', path, { headers: { 'If-None-Match': etag } })
    expect(unchanged.status).toBe(304)
    expect(await unchanged.text()).toBe('')

    const [property] = ((await first.json()) as { docs: { id: number; rate: string }[] }).docs
    const rate = property.rate
    await payload.update({ collection: 'properties', id: property.id, data: { rate: '$9.99/SF/Mo NNN' }, overrideAccess: true })
    try {
      const changed = await api('GET', path, { headers: { 'If-None-Match': etag } })
      expect(changed.status).toBe(200)
      expect(changed.headers.get('etag')).not.toBe(etag)
    } finally {
      await payload.update({ collection: 'properties', id: property.id, data: { rate }, overrideAccess: true })
    }
  })

  it('are private to the browser when the request is signed in', async () => {
    const { token } = await loginAs(['editor'])
    const response = await api('GET', '/api/properties?limit=1', { token })
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
  })

  it('of users and leads are never stored, and neither are writes', async () => {
    const { token } = await loginAs(['admin'])
    for (const path of ['/api/users/me', '/api/leads?limit=1', '/api/users?limit=1']) {
      const response = await api('GET', path, { token })
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe('private, no-store')
    }
    const anonymous = await api('GET', '/api/users/me')
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store')
    const login = await api('POST', '/api/users/login', { body: { email: 'nobody@example.com', password: 'wrong-password' } })
    expect(login.headers.get('cache-control')).toMatch(/no-store/)
  })
})
