import { createHash } from 'node:crypto'

import { json } from './responses'

/**
 * Public content is cached briefly by browsers and shared caches; the site itself keeps it 5 minutes
 * (SPEC.md section 9), so a stale answer during revalidation is acceptable.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300'

/** A weak entity tag for a serialized body: `W/"<sha1 in base64url>"`. */
export function weakEtag(serialized: string): string {
  return `W/"${createHash('sha1').update(serialized).digest('base64url')}"`
}

/**
 * Whether an `If-None-Match` header names `etag`. Comparison is weak (RFC 9110 section 13.1.2): a
 * `W/` prefix on either side is ignored, and `*` matches any current representation.
 */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(etag))
}

/**
 * A cacheable 200 JSON answer with a weak ETag, or `304 Not Modified` with no body when the request's
 * `If-None-Match` already names that ETag. The 304 repeats the caching headers, as RFC 9110 section
 * 15.4.5 asks, so a cache can refresh its stored copy.
 */
export function cacheableJson({ request, body }: { request: { headers: Headers }; body: unknown }): Response {
  const etag = weakEtag(JSON.stringify(body))
  const headers = { 'Cache-Control': PUBLIC_CACHE_CONTROL, ETag: etag }
  if (matchesEtag(request.headers.get('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers })
  }
  return json(body, { headers })
}
