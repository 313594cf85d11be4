/**
 * The security headers of every response, by what answers it: the site (pages and the Vite build),
 * the admin (Next and Payload's UI), and everything else (the API, the event stream, uploads).
 *
 * Pages carry a Content-Security-Policy without 'unsafe-inline' for scripts: the site's only inline
 * elements are data blocks (`application/json` state, `application/ld+json`), which browsers never run,
 * so CSP does not apply to them. Any inline script that does run (Vite's React Refresh preamble in
 * development, a tag-manager snippet) is allowed by its SHA-256 hash, computed from the page itself.
 * Hashes rather than a nonce because pages are cached and served byte for byte: a nonce would be
 * reused across visitors, which defeats it.
 */
import { createHash } from 'node:crypto'

/** Google Tag Manager and Google Analytics, loaded only when an id is set in site settings. */
const TAG_MANAGER = 'https://www.googletagmanager.com'
const ANALYTICS = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
]

/** Headers every response carries, whatever answers it. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // Browsers ignore HSTS over plain HTTP, so it is safe to send always (local use included).
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Only features Chromium recognises: an unknown one is logged as a console error on every page.
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), fullscreen=(self)',
  // Obsolete (certificate transparency is enforced by browsers without it) and ignored by them; the spec lists it.
  'Expect-CT': 'max-age=86400',
}

type Directives = Record<string, string[]>

const serialize = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

/** Development: Vite's and Next's hot-reload websockets. */
const devConnect = (isDev: boolean) => (isDev ? ['ws:', 'wss:'] : [])

/**
 * The site's policy: pages and the files of the Vite build (the service worker included, whose own
 * fetches obey the policy its script was served with). `scriptHashes` are 'sha256-…' sources of the
 * page's inline scripts. Site pages may be framed by the same origin only, for the admin's live preview.
 */
export function sitePolicy({ isDev, scriptHashes = [] }: { isDev: boolean; scriptHashes?: string[] }): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), TAG_MANAGER, ...ANALYTICS],
    // React renders style attributes (and Vite injects <style> in development).
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', TAG_MANAGER, ...ANALYTICS],
    'font-src': ["'self'"],
    'connect-src': ["'self'", TAG_MANAGER, ...ANALYTICS, ...devConnect(isDev)],
    'frame-src': ["'self'", TAG_MANAGER],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  })
}

/**
 * The admin's policy (/admin, /_next). Next's App Router streams its page data as inline
 * `self.__next_f.push(...)` scripts whose content differs per request, and supports a nonce only
 * through its middleware, which this server does not run (Next is called as a request handler). So
 * scripts may be inline here, on the admin paths only; every other source stays same-origin, so an
 * injected script still cannot load code or send data elsewhere. Development adds 'unsafe-eval'
 * (Next's dev bundles evaluate source maps). The admin is never framed; it may frame the site for
 * its live preview.
 */
export function adminPolicy({ isDev }: { isDev: boolean }): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(isDev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...devConnect(isDev)],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  })
}

/**
 * Everything that is not a page: API JSON, the event stream, uploaded files. Opened directly in a tab,
 * such a response runs nothing (an uploaded SVG's scripts included) and cannot be framed; images and
 * inline styles are kept so an SVG or PDF still displays.
 */
export const RESOURCE_POLICY = serialize({
  'default-src': ["'none'"],
  'img-src': ["'self'", 'data:'],
  'style-src': ["'unsafe-inline'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
})

export type ResponseKind = 'site' | 'admin' | 'resource'

/** The security headers of one kind of response: the base set, its CSP and the matching X-Frame-Options. */
export function securityHeaders({ kind, isDev }: { kind: ResponseKind; isDev: boolean }): Record<string, string> {
  const policy = kind === 'site' ? sitePolicy({ isDev }) : kind === 'admin' ? adminPolicy({ isDev }) : RESOURCE_POLICY
  return {
    ...BASE_SECURITY_HEADERS,
    'Content-Security-Policy': policy,
    // For browsers without frame-ancestors; the same decision as the policy's.
    'X-Frame-Options': kind === 'site' ? 'SAMEORIGIN' : 'DENY',
  }
}

/** `type` values of a script element the browser runs; any other type is a data block. */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'importmap',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
  'application/x-javascript',
  'text/jscript',
])

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i

/**
 * The CSP hash sources ('sha256-<base64>') of the inline scripts of an HTML document that a browser
 * would run; data blocks (JSON, JSON-LD) and external scripts are left out.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', content = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue
    const match = TYPE_ATTRIBUTE.exec(attributes)
    const type = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim().toLowerCase().split(';')[0] ?? ''
    if (!EXECUTABLE_TYPES.has(type)) continue
    hashes.add(`sha256-${createHash('sha256').update(content).digest('base64')}`)
  }
  return [...hashes]
}

/**
 * The site policy of rendered pages, computed once per rendered page (held as long as the page
 * object lives, e.g. in the HTML cache), so a cache hit costs no parsing or hashing.
 */
export function createPagePolicies({ isDev }: { isDev: boolean }): (page: { html: string }) => string {
  const policies = new WeakMap<object, string>()
  return (page) => {
    let policy = policies.get(page)
    if (policy === undefined) {
      policy = sitePolicy({
        isDev,
        scriptHashes: inlineScriptHashes(page.html),
      })
      policies.set(page, policy)
    }
    return policy
  }
}
