/**
 * What every answer of the API must look like, whatever was sent (tests/int/hostile-input.test.ts):
 * never a 5xx, and a refusal is JSON in the documented error shape (docs/api.md).
 */
import { expect } from 'vitest'

import type { RawResponse } from './raw-http'

type ErrorBody = { success?: unknown; error?: unknown; errors?: unknown }

/** A list of `{ message }` objects (with a `field` or Payload's `name` and `data` beside it). */
export const isMessageList = (errors: unknown) =>
  Array.isArray(errors) && errors.every((item) => typeof (item as { message?: unknown } | null)?.message === 'string')

/** The documented error shape (docs/api.md): `{ success: false, error, errors? }`. */
const isDocumentedError = (body: ErrorBody) =>
  body.success === false &&
  typeof body.error === 'string' &&
  body.error.length > 0 &&
  (body.errors === undefined || isMessageList(body.errors))

/** Payload's own REST error shape: `{ errors: [{ message }] }`. */
const isPayloadError = (body: ErrorBody) => isMessageList(body.errors) && (body.errors as unknown[]).length > 0

function parseJson(response: RawResponse): ErrorBody {
  expect(response.headers['content-type'], `Content-Type of a ${response.status}`).toMatch(/^application\/json\b/)
  try {
    return JSON.parse(response.text) as ErrorBody
  } catch {
    throw new Error(`a ${response.status} whose body is not JSON: ${response.text.slice(0, 200)}`)
  }
}

/**
 * What every answer must satisfy: not a server error, and a refusal answered as JSON in the
 * documented error shape, or (for Payload's own REST routes, `isPayloadRoute`) in Payload's.
 */
export function expectWellFormed(response: RawResponse, { method = 'GET', isPayloadRoute = false } = {}): void {
  expect(response.status, `a server error: ${response.text.slice(0, 300)}`).toBeLessThan(500)
  if (response.status < 400 || method === 'HEAD') return
  const body = parseJson(response)
  const isWellShaped = isDocumentedError(body) || (isPayloadRoute && isPayloadError(body))
  expect(isWellShaped, `a ${response.status} outside the error shape: ${response.text.slice(0, 300)}`).toBe(true)
  if (response.status === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
}
