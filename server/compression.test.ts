import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { EncodedBody, encodedEtag, MIN_COMPRESS_BYTES, negotiateEncoding } from './compression'

describe('negotiateEncoding', () => {
  it('prefers Brotli, then gzip, else none', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip')
    expect(negotiateEncoding('deflate')).toBeNull()
    expect(negotiateEncoding('identity')).toBeNull()
    expect(negotiateEncoding(undefined)).toBeNull()
    expect(negotiateEncoding('')).toBeNull()
  })

  it('honours q=0 refusals and the * wildcard', () => {
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip')
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeNull()
    expect(negotiateEncoding('*')).toBe('br')
    expect(negotiateEncoding('*;q=0')).toBeNull()
    expect(negotiateEncoding('br;q=0, *')).toBe('gzip')
    expect(negotiateEncoding('GZIP;Q=0.5')).toBe('gzip')
  })

  it('reads a header Node gives as several values', () => {
    expect(negotiateEncoding(['gzip', 'br'])).toBe('br')
  })
})

describe('encodedEtag', () => {
  it('weakens a strong tag for a compressed answer and keeps the plain answer strong', () => {
    expect(encodedEtag('"abc"', 'br')).toBe('W/"abc"')
    expect(encodedEtag('"abc"', 'gzip')).toBe('W/"abc"')
    expect(encodedEtag('W/"abc"', 'br')).toBe('W/"abc"')
    expect(encodedEtag('"abc"', null)).toBe('"abc"')
  })
})

describe('EncodedBody', () => {
  const text = '<p>Industrial space in Orange County.</p>'.repeat(200)

  it('gives bytes that decompress to the original, made once per encoding', async () => {
    const body = new EncodedBody(text)
    const br = await body.get('br')
    const gz = await body.get('gzip')
    expect(br.encoding).toBe('br')
    expect(gz.encoding).toBe('gzip')
    expect(br.bytes.length).toBeLessThan(body.identity.length / 10)
    expect((await promisify(zlib.brotliDecompress)(br.bytes)).toString()).toBe(text)
    expect((await promisify(zlib.gunzip)(gz.bytes)).toString()).toBe(text)
    expect((await body.get('br')).bytes).toBe(br.bytes)
  })

  it('sends small bodies and refusing clients the plain bytes', async () => {
    const small = new EncodedBody('x'.repeat(MIN_COMPRESS_BYTES - 1))
    expect(await small.get('br')).toEqual({ bytes: small.identity, encoding: null })
    const body = new EncodedBody(text)
    expect(await body.get(null)).toEqual({ bytes: body.identity, encoding: null })
  })
})
