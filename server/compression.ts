/**
 * Compressed answers: Brotli or gzip by the request's Accept-Encoding. Pages are compressed once per
 * cached copy (off the main thread, kept beside it); the Vite build is compressed when it is built
 * (files beside each asset, served by sirv); API JSON is compressed per answer.
 */
import { promisify } from 'node:util'
import zlib from 'node:zlib'

export type Encoding = 'br' | 'gzip'

/** Smaller than this, compression saves less than it costs. */
export const MIN_COMPRESS_BYTES = 1024

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** A request header as one string (Node gives repeated headers as arrays). */
export const headerText = (value: string | string[] | undefined): string | null =>
  value === undefined ? null : Array.isArray(value) ? value.join(', ') : value

/**
 * The encoding to answer with: Brotli when accepted, else gzip, else none. A coding listed with
 * q=0 is refused; `*` stands for any coding not listed.
 */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = headerText(acceptEncoding)
  if (!header) return null
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
    weights.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const accepts = (coding: Encoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return null
}

/**
 * Compresses a body for an answer. Brotli quality 8: close to the best ratio for HTML and JSON at a
 * few milliseconds per 100 KB (quality 11 takes tens of times longer).
 */
export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 8,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    })
  }
  return gzip(body, { level: 6 })
}

/**
 * The ETag of a compressed answer: weak, as the same content in other bytes (nginx does the same),
 * so a conditional request matches whichever encoding the client stored (weak comparison).
 */
export const encodedEtag = (etag: string, encoding: Encoding | null): string =>
  encoding && !etag.startsWith('W/') ? `W/${etag}` : etag

/**
 * A body and its compressed forms, each made on first use and kept (a cached page is compressed once
 * per encoding, however often it is served).
 */
export class EncodedBody {
  readonly identity: Buffer
  readonly #encoded = new Map<Encoding, Promise<Buffer>>()

  constructor(body: string | Buffer) {
    this.identity = typeof body === 'string' ? Buffer.from(body) : body
  }

  /** The bytes for an encoding, or the plain bytes when compression is not worth it. */
  async get(encoding: Encoding | null): Promise<{ bytes: Buffer; encoding: Encoding | null }> {
    if (!encoding || this.identity.length < MIN_COMPRESS_BYTES) return { bytes: this.identity, encoding: null }
    let pending = this.#encoded.get(encoding)
    if (!pending) {
      pending = compress(this.identity, encoding)
      this.#encoded.set(encoding, pending)
      // A failure is not kept: the next request tries again.
      pending.catch(() => this.#encoded.delete(encoding))
    }
    return { bytes: await pending, encoding }
  }
}
