/**
 * Input that Payload 3.90's own REST routes (`/api/<collection>...`, `/api/users/...`) answer with a
 * 500 although the client is at fault (tests/int/hostile-input.test.ts finds them). Refused in two places:
 * `refusedRestRequest` checks the URL before Payload sees it (server/payload-api.ts), and
 * `answerInvalidQueriesWith400` (payload.config.ts `hooks.afterError`) maps what only PostgreSQL notices.
 */
import type { AfterErrorHook } from 'payload'

import { USERS } from '../shared/slugs'

export type Refusal = { status: 400 | 404; message: string }

/** Payload finds a collection by the first path segment in a plain object, where `constructor` is a function. */
const isPrototypeName = (name: string) => Object.hasOwn(Object.prototype, name)

/** Payload passes any number it can parse (negative, fractional, 1e309, beyond bigint) on to SQL. */
const NUMBER_PARAMS = new Set(['depth', 'limit', 'page'])
const WHOLE_NUMBER = /^\d{0,6}$/

/**
 * Operators Payload accepts that fail in its PostgreSQL adapter here: `all` has no SQL at all, and
 * `near`, `within` and `intersects` only have it for point fields, which this schema has none of.
 */
const UNSUPPORTED_OPERATORS = new Set(['all', 'near', 'within', 'intersects'])
/** Operators that take a list; every other one takes exactly one value (Payload fails on a list). */
const LIST_OPERATORS = new Set(['in', 'not_in'])

/**
 * The operator of a `where[...]` key and what follows it: `and`/`or` groups with their index come
 * first, then the field, then the operator, then (for a list) an index.
 */
function whereOperator(key: string): { operator: string; rest: string[] } | null {
  const parts = [...key.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1])
  let index = 0
  while (/^(and|or)$/i.test(parts[index] ?? '') && parts[index + 1] !== undefined && /^\d+$/.test(parts[index + 1]))
    index += 2
  const operator = parts[index + 1]
  return operator === undefined ? null : { operator, rest: parts.slice(index + 2) }
}

function whereProblem(key: string, count: number): string | null {
  const found = whereOperator(key)
  if (!found) return null
  const { operator, rest } = found
  if (UNSUPPORTED_OPERATORS.has(operator)) return `The operator ${operator} is not supported`
  // `contains` followed by a field name is a nested query on a relationship: Payload handles it.
  const isNestedQuery = operator === 'contains' && rest.length > 0 && !/^\d*$/.test(rest[0])
  if (!LIST_OPERATORS.has(operator) && !isNestedQuery && (rest.length > 0 || count > 1)) {
    return `The operator ${operator} takes one value`
  }
  return null
}

function queryProblem(search: URLSearchParams): string | null {
  const counts = new Map<string, number>()
  for (const key of search.keys()) counts.set(key, (counts.get(key) ?? 0) + 1)
  for (const [key, count] of counts) {
    // Payload JSON-parses these when given whole, and fails on anything else.
    if (key === 'where' || key === 'data') return `Send ${key} as ${key}[field][operator]=value`
    if (NUMBER_PARAMS.has(key) && (count > 1 || !WHOLE_NUMBER.test(search.get(key) ?? ''))) {
      return `${key} must be given once, as a whole number`
    }
    if (key.startsWith('where[')) {
      const problem = whereProblem(key, count)
      if (problem) return problem
    }
  }
  return null
}

/** E-mail verification is off for users, yet Payload routes its token call and fails looking for the token field. */
const VERIFY_PATH = new RegExp(`^/api/${USERS}/verify(/|$)`)

/** The path as Payload routes it: dot segments resolved the way a URL resolves them, then decoded. */
function decodedPath(rawPath: string): string | null {
  try {
    return decodeURIComponent(new URL(rawPath, 'http://localhost').pathname)
  } catch {
    return null
  }
}

/**
 * Why a request to the API is refused before Payload reads it, or null. `url` is the request target
 * (`/api/...?...`); the query is checked only on Payload's own routes (`/api/<collection>...` and
 * `/api/globals/...`, `collectionSlugs` naming the collections), since the site's root endpoints
 * (`/api/market-data/...`) answer their own parameters.
 */
export function refusedRestRequest({
  url,
  collectionSlugs,
}: {
  url: string
  collectionSlugs: ReadonlySet<string>
}): Refusal | null {
  const [rawPath = '/', rawQuery = ''] = url.split(/\?(.*)/s)
  const path = decodedPath(rawPath)
  if (path === null || path.includes('\u0000')) return { status: 400, message: 'Malformed URL' }
  const firstSegment = path.split('/')[2] ?? ''
  if (isPrototypeName(firstSegment) || VERIFY_PATH.test(path)) return { status: 404, message: 'Not found' }
  if (!collectionSlugs.has(firstSegment) && firstSegment !== 'globals') return null
  const problem = queryProblem(new URLSearchParams(rawQuery))
  return problem ? { status: 400, message: `Invalid query: ${problem}` } : null
}

/**
 * A PostgreSQL error caused by a value or operator of the client's query, which Payload builds into
 * SQL unchecked: SQLSTATE class 22 (data exception: `abc` for a number, a NUL character, an id out of
 * range), 42883 (an operator the field's type lacks, such as `like` on a number) or 42601 (a syntax
 * error, as when a date that does not parse leaves `not like` without an operand). Payload has
 * already logged the error (with its SQL) by the time this hook runs, so a real fault stays visible.
 */
function isInvalidQueryError(error: Error): boolean {
  const code = (error.cause as { code?: unknown } | undefined)?.code
  return typeof code === 'string' && (code.startsWith('22') || code === '42883' || code === '42601')
}

/** Answers a query PostgreSQL refused for its values as the client's mistake (400), in the documented error shape. */
export const answerInvalidQueriesWith400: AfterErrorHook = ({ error }) => {
  if (!isInvalidQueryError(error)) return
  const message = 'Invalid query: a value does not fit its field'
  return { status: 400, response: { success: false, error: message, errors: [{ message }] } }
}

/**
 * A JSON error body in the documented shape `{ success: false, error, errors }` (docs/api.md): the
 * site's own bodies as they are, Payload's (`{ errors: [{ message }] }`, or `{ message }` for an unknown
 * route) with `success` and `error` added and Payload's `errors` list kept.
 */
export function documentedErrorBody(body: unknown): Record<string, unknown> {
  const fields =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  if (fields.success === false && typeof fields.error === 'string') return fields
  const errors = Array.isArray(fields.errors) ? (fields.errors as unknown[]) : []
  const first = errors[0] as { message?: unknown } | undefined
  const message =
    [first?.message, fields.message].find((text): text is string => typeof text === 'string') ?? 'Request failed'
  return { ...fields, success: false, error: message, errors: errors.length ? errors : [{ message }] }
}

/** Payload's `{ errors: [...] }` or the site's `{ success: false, error }`: the two documented error shapes. */
const hasDocumentedShape = (body: unknown): boolean => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false
  const fields = body as Record<string, unknown>
  return Array.isArray(fields.errors) || (fields.success === false && typeof fields.error === 'string')
}

/**
 * An error answer's JSON text in a documented shape: kept as it is when it already has one, else (an
 * unknown route's `{ message }`, text that is not JSON) rewritten by `documentedErrorBody`.
 */
export function documentedErrorJson(text: string): string {
  let body: unknown = null
  try {
    body = JSON.parse(text)
  } catch {
    // Not JSON: the documented shape with the generic message below.
  }
  return hasDocumentedShape(body) ? text : JSON.stringify(documentedErrorBody(body))
}
