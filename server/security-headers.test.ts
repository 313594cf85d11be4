import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EventHub } from './events'
import { HtmlCache } from './html-cache'
import { createRequestHandler } from './request-handler'
import type { NodeHandler } from './request-handler'
import { adminPolicy, createPagePolicies, inlineScriptHashes, RESOURCE_POLICY, sitePolicy } from './security-headers'

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`

/** One directive of a policy, as its list of sources. */
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1)

describe('inlineScriptHashes', () => {
  it('hashes inline scripts a browser runs and leaves out data blocks and external scripts', () => {
    const preamble = 'import { injectIntoGlobalHook } from "/@react-refresh";\ninjectIntoGlobalHook(window);'
    const html = [
      `<script type="module">${preamble}</script>`,
      '<script>window.dataLayer = window.dataLayer || [];</script>',
      '<script id="__APP_STATE__" type="application/json">{"fallback":{}}</script>',
      '<script type="application/ld+json">{"@type":"RealEstateAgent"}</script>',
      '<script type="module" src="/assets/entry-client.js"></script>',
      '<script data-src="x" type="text/javascript">run()</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([
      sha256(preamble),
      sha256('window.dataLayer = window.dataLayer || [];'),
      sha256('run()'),
    ])
  })

  it('finds nothing to allow in a page whose only inline elements are data', () => {
    expect(inlineScriptHashes('<script id="s" type="application/json">{"a":"</scr"}</script>')).toEqual([])
  })
})

describe('policies', () => {
  it('lets site pages run only same-origin, hashed and tag-manager scripts, framed by the same origin only', () => {
    const policy = sitePolicy({ isDev: false, scriptHashes: ['sha256-abc'] })
    expect(directive(policy, 'script-src')).toEqual(
      expect.arrayContaining(["'self'", "'sha256-abc'", 'https://www.googletagmanager.com']),
    )
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining(['https://www.google-analytics.com', 'https://*.google-analytics.com']),
    )
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'connect-src')).not.toContain('ws:')
    expect(directive(sitePolicy({ isDev: true }), 'connect-src')).toContain('ws:')
  })

  it('keeps the admin working without letting it be framed, and eval only in development', () => {
    expect(directive(adminPolicy({ isDev: false }), 'script-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(directive(adminPolicy({ isDev: true }), 'script-src')).toContain("'unsafe-eval'")
    expect(directive(adminPolicy({ isDev: false }), 'frame-ancestors')).toEqual(["'none'"])
  })

  it('lets API answers and uploads run nothing', () => {
    expect(directive(RESOURCE_POLICY, 'default-src')).toEqual(["'none'"])
    expect(directive(RESOURCE_POLICY, 'frame-ancestors')).toEqual(["'none'"])
  })

  it('computes a page policy once per rendered page', () => {
    const policyOf = createPagePolicies({ isDev: false })
    const page = { html: '<script>a()</script>' }
    expect(policyOf(page)).toContain(`'${sha256('a()')}'`)
    page.html = '<script>b()</script>'
    expect(policyOf(page)).toContain(`'${sha256('a()')}'`)
    expect(policyOf({ html: '<script>b()</script>' })).toContain(`'${sha256('b()')}'`)
  })
})

describe('the request handler', () => {
  const answer =
    (body: string, headers: Record<string, string> = {}): NodeHandler =>
    (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain', ...headers })
      res.end(body)
    }
  let server: http.Server
  let origin: string
  let folder: string
  const events = new EventHub()

  beforeAll(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'security-headers-'))
    await fs.mkdir(path.join(folder, 'uploads'))
    await fs.mkdir(path.join(folder, 'client/assets'), { recursive: true })
    await fs.writeFile(path.join(folder, 'uploads/photo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    await fs.writeFile(path.join(folder, 'client/assets/app-1234.js'), 'console.log(1)')
    const handler = createRequestHandler({
      handleNext: answer('admin'),
      // An API answer that sets its own headers keeps the security headers it did not set.
      handleApi: answer('{}', {
        'Content-Type': 'application/json',
        'X-Content-Type-Options': 'nosniff',
      }),
      events,
      renderPage: async (url) => ({
        html: `<!DOCTYPE html><html><body>${url}<script type="application/json">{}</script><script>go()</script></body></html>`,
        status: url.startsWith('/missing') ? 404 : 200,
        isIncomplete: false,
      }),
      cache: new HtmlCache(10, 60_000),
      uploadsDir: path.join(folder, 'uploads'),
      clientDir: path.join(folder, 'client'),
    })
    server = http.createServer((req, res) => void handler(req, res))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    events.close()
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    await fs.rm(folder, { recursive: true, force: true })
  })

  it.each([
    '/',
    '/missing-page',
    '/assets/app-1234.js',
    '/uploads/photo.svg',
    '/uploads/none.png',
    '/api/properties',
    '/api/events',
    '/admin/login',
    '/_next/static/x.js',
  ])('sends the security headers on %s', async (pathname) => {
    const controller = new AbortController()
    const response = await fetch(`${origin}${pathname}`, {
      signal: controller.signal,
    })
    controller.abort()
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains; preload')
    expect(response.headers.get('expect-ct')).toBe('max-age=86400')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
    expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors '(self|none)'/)
    expect(response.headers.get('x-frame-options')).toMatch(/^(DENY|SAMEORIGIN)$/)
  })

  it('lets only the site be framed by its own origin', async () => {
    const frameOptions = async (pathname: string) => {
      const controller = new AbortController()
      const response = await fetch(`${origin}${pathname}`, {
        signal: controller.signal,
      })
      controller.abort()
      return [
        response.headers.get('x-frame-options'),
        directive(response.headers.get('content-security-policy') ?? '', 'frame-ancestors'),
      ]
    }
    expect(await frameOptions('/')).toEqual(['SAMEORIGIN', ["'self'"]])
    expect(await frameOptions('/admin')).toEqual(['DENY', ["'none'"]])
    expect(await frameOptions('/api/properties')).toEqual(['DENY', ["'none'"]])
    expect(await frameOptions('/api/events')).toEqual(['DENY', ["'none'"]])
    expect(await frameOptions('/uploads/photo.svg')).toEqual(['DENY', ["'none'"]])
  })

  it("allows a page's inline scripts by hash, for a CDN caches it briefly, and answers 304 to its ETag", async () => {
    const response = await fetch(`${origin}/about`)
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(directive(policy, 'script-src')).toContain(`'${sha256('go()')}'`)
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')
    const etag = response.headers.get('etag') ?? ''
    const again = await fetch(`${origin}/about`, {
      headers: { 'If-None-Match': etag },
    })
    expect(again.status).toBe(304)
    expect(again.headers.get('x-cache')).toBe('HIT')
    expect(again.headers.get('content-security-policy')).toBe(policy)
    expect(again.headers.get('strict-transport-security')).toBeTruthy()
  })

  it('keeps a missing page at the CDN for a minute only', async () => {
    const response = await fetch(`${origin}/missing-page`)
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60')
  })
})
