import type { PayloadRequest } from 'payload'

import { jsonError } from '../responses'

/** Largest JSON body the admin property calls accept; a listing is a few kilobytes. */
export const MAX_BODY_BYTES = 64 * 1024

/**
 * An oversized body is read to its end and discarded, so the client is done sending when the 413
 * comes; past this many bytes the stream is cancelled instead, so an endless chunked body cannot keep
 * the handler reading.
 */
const MAX_DRAIN_BYTES = 4 * 1024 * 1024

type BodyResult = { data: Record<string, unknown>; refusal?: never } | { data?: never; refusal: Response }

/** The body's bytes, or null when they exceed `MAX_BODY_BYTES`. */
async function readCapped(body: ReadableStream<Uint8Array> | null | undefined): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array()
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_DRAIN_BYTES) {
      await reader.cancel()
      return null
    }
    if (size <= MAX_BODY_BYTES) chunks.push(value)
  }
  return size > MAX_BODY_BYTES ? null : Buffer.concat(chunks)
}

/**
 * Reads the request body as a JSON object, answering the client's mistakes itself: 415 for a
 * Content-Type other than application/json, 413 over `MAX_BODY_BYTES` (declared or streamed), 400 for
 * bytes that are not UTF-8 JSON, or JSON that is not an object. The body is read from the stream
 * rather than with `req.text()` so that an oversized one is never held in memory.
 */
export async function readJsonBody(req: PayloadRequest): Promise<BodyResult> {
  const mediaType = req.headers.get('content-type')?.split(';')[0].trim().toLowerCase()
  if (mediaType !== 'application/json') {
    return { refusal: jsonError(415, 'Content-Type must be application/json') }
  }
  const tooLarge = () => ({ refusal: jsonError(413, `Request body larger than ${MAX_BODY_BYTES / 1024} KB`) })
  if (Number(req.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return tooLarge()

  const bytes = await readCapped(req.body)
  if (!bytes) return tooLarge()
  let parsed: unknown
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    // Invalid UTF-8 or JSON syntax: the client's mistake, answered as such.
    return { refusal: jsonError(400, 'Malformed JSON') }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { refusal: jsonError(400, 'Request body must be a JSON object') }
  }
  return { data: parsed as Record<string, unknown> }
}
