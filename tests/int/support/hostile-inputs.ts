/**
 * fast-check generators of what a hostile or broken client sends to the public API: odd strings and
 * JSON values, lead bodies a few mutations away from valid, malformed JSON text, odd headers, and
 * paths and query strings for Payload's REST reads and the site's own endpoints.
 */
import fc from 'fast-check'

import { PROPERTY_TYPE_OPTIONS, SQUARE_FOOTAGE_OPTIONS, TIMELINE_OPTIONS } from '../../../cms/shared/lead-options'

/** Strings that have broken servers before: NUL, lone surrogates, direction overrides, SQL, markup, templates. */
const NASTY_STRINGS = [
  '', ' ', '\u0000', 'a\u0000b', '\ud800', '\udfff', '\u202e', '\ufeff', '🏭🚚', 'İstanbul ǅ ß',
  "'; drop table leads; --", '<script>alert(1)</script>', '%s%n%x', '${7*7}', '{{7*7}}', '../../etc/passwd', 'null',
  'undefined', 'NaN', '-1', '1e309', '0x10', '__proto__', 'constructor', 'toString', '\r\nX-Injected: 1',
]

/** Characters that escaping and storage get wrong: NUL, a lone surrogate, a quote, a backslash. */
const ODD_CHARACTERS = ['\u0000', '\ud800', 'a', ' ', 'é', '"', '\\']

/** Keys that reach Object.prototype when code copies them carelessly. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf']

/** Short strings of any characters, the nasty ones above, runs of NUL and surrogates, and texts up to 20,000 long. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...ODD_CHARACTERS), maxLength: 30 }) },
  { weight: 1, arbitrary: fc.integer({ min: 121, max: 20_000 }).map((length) => 'x'.repeat(length)) },
)

const hostileKey = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...PROTOTYPE_KEYS))

/**
 * Any JSON value, with odd strings and prototype keys. Objects are built with `Object.fromEntries`,
 * so `__proto__` becomes an own key that JSON.stringify writes, as a hostile client would send it.
 */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 }).map((entries) => Object.fromEntries(entries)),
  ),
})).value

/** `[[[...]]]` or `{"a":{"a":...}}` nested `depth` deep: parsers and validators that recurse meet their limits. */
export const deeplyNested: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 20, max: 5000 }), fc.boolean())
  .map(([depth, isArray]) =>
    isArray ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  )

const LEAD_FIELDS = [
  'name', 'email', 'phone', 'company', 'propertyType', 'squareFootage', 'timeline', 'message', 'source', 'page',
  'timestamp', 'utm_source', 'utm_medium', 'utm_campaign', 'website',
]

const optionValues = (options: readonly { value: string }[]) =>
  fc.constantFrom('', ...options.map((option) => option.value))

/** A lead the capture endpoint accepts: the form's fields with valid values. */
export const validLead: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    name: fc.stringMatching(/^[A-Z][a-z]{1,12}( [A-Z][a-z'-]{1,15})?$/),
    email: fc
      .tuple(fc.stringMatching(/^[a-z0-9]{1,16}$/), fc.constantFrom('example.com', 'example.org'))
      .map(([local, domain]) => `${local}@${domain}`),
    phone: fc.stringMatching(/^(\+1 )?\(\d{3}\) \d{3}-\d{4}$/),
    company: fc.string({ maxLength: 60 }),
    propertyType: optionValues(PROPERTY_TYPE_OPTIONS),
    squareFootage: optionValues(SQUARE_FOOTAGE_OPTIONS),
    timeline: optionValues(TIMELINE_OPTIONS),
    message: fc.string({ unit: 'grapheme', maxLength: 200 }),
    source: fc.constantFrom('main_form', 'contact_page', 'city_page'),
    timestamp: fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString()),
  },
  { requiredKeys: ['name', 'email', 'phone'] },
)

/**
 * ISO 8601 date-times at the edges of the calendar (years 0000 to 9999, offsets up to ±14:00) that a
 * date-time pattern accepts, though not every database can store each of them.
 */
const edgeTimestamp: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('0000-01-01T00:00:00Z', '0000-12-31T23:59:59+14:00', '0001-01-01T00:00:00+14:00'),
  fc.constantFrom('1969-12-31T23:59:59Z', '9999-12-31T23:59:59-12:00'),
  fc
    .tuple(
      fc.date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
      fc.constantFrom('Z', '+14:00', '-12:00', '+05:45', '.123456789Z'),
    )
    .map(([date, zone]) => date.toISOString().replace(/\.\d{3}Z$/, zone)),
)

type Mutation = { key: string; value?: unknown; isRemoval: boolean }

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      key: fc.constantFrom(...LEAD_FIELDS, ...PROTOTYPE_KEYS),
      value: hostileValue,
      isRemoval: fc.constant(false),
    }),
  },
  { weight: 1, arbitrary: fc.record({ key: fc.constantFrom('name', 'email', 'phone'), isRemoval: fc.constant(true) }) },
  {
    weight: 1,
    arbitrary: fc.record({ key: fc.constant('timestamp'), value: edgeTimestamp, isRemoval: fc.constant(false) }),
  },
)

function applyMutations(lead: Record<string, unknown>, mutations: Mutation[]): Record<string, unknown> {
  const entries = new Map(Object.entries(lead))
  for (const { key, value, isRemoval } of mutations) {
    if (isRemoval) entries.delete(key)
    else entries.set(key, value)
  }
  return Object.fromEntries(entries)
}

/** A valid lead with up to three fields replaced by hostile values or removed, sometimes inside an array or object. */
export const nearValidLead: fc.Arbitrary<unknown> = fc
  .tuple(validLead, fc.array(mutation, { maxLength: 3 }), fc.constantFrom('as-is', 'as-is', 'in-array', 'nested'))
  .map(([lead, mutations, wrapping]) => {
    const body = applyMutations(lead, mutations)
    return wrapping === 'in-array' ? [body] : wrapping === 'nested' ? { lead: body } : body
  })

/** Text sent as `application/json` that is not (valid) JSON, or is JSON of the wrong kind. */
export const malformedJsonText: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.tuple(validLead, fc.nat()).map(([lead, cut]) => {
    const text = JSON.stringify(lead)
    return text.slice(0, cut % text.length)
  }),
  validLead.map((lead) => `${JSON.stringify(lead)},{}`),
  validLead.map((lead) => `\ufeff${JSON.stringify(lead)}`),
  validLead.map((lead) => JSON.stringify(lead).replace(/"/g, "'")),
  fc.constantFrom('', 'null', 'true', '0', '"lead"', '[]', '{', '}', '{"name":}', 'NaN', '{"a":1,}', '{"__proto__":'),
  deeplyNested,
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  validLead.map((lead) => Buffer.from(JSON.stringify(lead), 'utf16le')),
)

/** Content types that are not JSON: the capture endpoint answers them 415. */
export const NON_JSON_CONTENT_TYPES = [
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml',
  'application/json5', 'text/json', 'application', '*/*', 'json', 'application/ json',
]

/** A header value Node's HTTP client will send: printable ASCII and Latin-1, no control characters. */
export const headerValue: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0xa0, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: 10 }),
  fc.integer({ min: 129, max: 8000 }).map((length) => 'k'.repeat(length)),
)

/** Odd X-Forwarded-For values: empty, lists, ports, words, overlong, Latin-1. */
export const oddForwardedFor: fc.Arbitrary<string> = fc.oneof(
  headerValue,
  fc.constantFrom('', ',', ' , ', 'unknown', '::1', '[::1]:443', '127.0.0.1:99999', '999.999.999.999', 'a, b, c, d, e'),
  fc.array(fc.ipV4(), { minLength: 1, maxLength: 40 }).map((addresses) => addresses.join(', ')),
)

/** Idempotency-Key values: valid ones, and ones too short, too long, or with characters outside the rule. */
export const idempotencyKey: fc.Arbitrary<string> = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_.:-]{8,128}$/),
  fc.stringMatching(/^[A-Za-z0-9]{0,7}$/),
  fc.integer({ min: 129, max: 6000 }).map((length) => 'i'.repeat(length)),
  headerValue,
)

/** Percent-encodes every byte of `text` (as UTF-8, lone surrogates included) outside the unreserved set. */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('')
}

/** Path segments and query values that are numbers only in name: negative, fractional, overflowing, empty. */
const ABSURD_NUMBERS = [
  '0', '-1', '-99999', '1.5', '1e309', '99999999999999999999', '9007199254740993', 'NaN', 'Infinity', '0x10', '', ' 1',
  'abc',
]

/** Dot segments, encoded dots and slashes, a NUL, an overlong UTF-8 dot, a broken escape. */
const ODD_URL_PIECES = ['..', '.', '%2e%2e', '%2E', '%2F', '%5C', '%00', '%25', '%C0%AE', '%ff', '~', '*', 'a%2Fb']

/** Node answers 431 itself to a request head over 16 KB; four URL pieces of this size stay well under it. */
const MAX_URL_PIECE = 600

/** Text for a URL: mostly an encoded hostile string, else a raw odd piece (`..`, a broken escape, an encoded slash). */
export const urlPiece: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostileString.map((text) => percentEncode(text.slice(0, MAX_URL_PIECE))) },
  { weight: 2, arbitrary: fc.constantFrom(...ABSURD_NUMBERS).map(percentEncode) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_URL_PIECES) },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 30 }).map(String) },
)

const OPERATORS = [
  'equals', 'not_equals', 'in', 'not_in', 'all', 'like', 'not_like', 'contains', 'exists', 'greater_than',
  'greater_than_equal', 'less_than', 'less_than_equal', 'near', 'within', 'intersects', 'regex', 'bogus',
]

/** The public collections and some of their fields, relationship paths and made-up or prototype names. */
export const PUBLIC_COLLECTIONS: Record<string, string[]> = {
  properties: [
    'id', 'address', 'slug', 'published', 'city', 'city.slug', 'city.name', 'type', 'size', 'features', 'image',
    'gallery', 'yearBuilt', 'createdAt',
  ],
  posts: [
    'id', 'title', 'slug', '_status', 'author', 'author.name', 'category', 'publishedDate', 'content', 'coverImage',
  ],
  pages: ['id', 'title', 'slug', '_status', 'body'],
  cities: ['id', 'name', 'slug', 'order', 'highlights', 'heroImage'],
  services: ['id', 'title', 'slug', 'order', 'benefits'],
  'team-members': ['id', 'name', 'specialties', 'email', 'photo'],
  'homepage-sections': ['id', 'section_key', 'content', 'content.stats'],
  'market-snapshots': ['id', 'area', 'city', 'quarter', 'year', 'vacancy_rate', 'market_highlights'],
  media: ['id', 'alt', 'filename', 'width', 'mimeType'],
}

const whereKey = (fields: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...fields) },
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS, 'nope', 'password', 'hash') },
  )

/** `where[a][b]...=v` with and/or nesting, a field (or an odd name) and an operator (or a made-up one). */
const whereParam = (fields: string[]): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.array(fc.tuple(fc.constantFrom('and', 'or', 'AND', 'not'), fc.constantFrom('0', '1', '-1', '999999', 'x')), {
        maxLength: 2,
      }),
      whereKey(fields),
      fc.constantFrom(...OPERATORS),
      fc.oneof(urlPiece, fc.array(urlPiece, { maxLength: 3 }).map((values) => values.join(','))),
      fc.boolean(),
    )
    .map(([nesting, field, operator, value, isArrayValue]) => {
      const groups = nesting.map(([group, index]) => `[${group}][${index}]`).join('')
      return `where${groups}[${percentEncode(field)}][${operator}]${isArrayValue ? '[]' : ''}=${value}`
    })

/** Query parameters Payload reads besides paging, sorting and selecting (`where` and `data` given whole, too). */
const OTHER_REST_PARAMS = [
  'where', 'data', 'populate', 'joins', 'draft', 'locale', 'trash', 'pagination', 'fallback-locale',
]

/** One query parameter of a REST read: a where clause, paging and depth with absurd values, sort, select, others. */
export const restQueryParam = (fields: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: whereParam(fields) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom('depth', 'limit', 'page'), urlPiece)
        .map(([name, value]) => `${name}=${value}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('', '-'), whereKey(fields))
        .map(([order, field]) => `sort=${order}${percentEncode(field)}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(whereKey(fields), urlPiece)
        .map(([field, value]) => `select[${percentEncode(field)}]=${value}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...OTHER_REST_PARAMS),
          urlPiece,
        )
        .map(([name, value]) => `${name}=${value}`),
    },
    { weight: 1, arbitrary: fc.tuple(urlPiece, urlPiece).map(([name, value]) => `${name}=${value}`) },
  )

/** A read of a public collection: its list or one document, with up to four generated query parameters. */
export const restReadPath: fc.Arbitrary<{ collection: string; path: string }> = fc
  .constantFrom(...Object.keys(PUBLIC_COLLECTIONS))
  .chain((collection) =>
    fc
      .tuple(
        fc.option(fc.oneof(urlPiece, fc.constantFrom('1', '2', 'count', 'versions')), { freq: 3 }),
        fc.array(restQueryParam(PUBLIC_COLLECTIONS[collection]), { maxLength: 4 }),
      )
      .map(([id, params]) => ({
        collection,
        path: `/api/${collection}${id === null ? '' : `/${id}`}${params.length ? `?${params.join('&')}` : ''}`,
      })),
  )

/** Reads of the site's own GET endpoints with generated path segments and query strings. */
export const customEndpointPath: fc.Arbitrary<string> = fc.oneof(
  urlPiece.map((city) => `/api/market-data/city/${city}`),
  fc
    .constantFrom('irvine', 'santa-ana', 'county', 'atlantis', 'Irvine', 'a'.repeat(65))
    .map((city) => `/api/market-data/city/${city}`),
  urlPiece.map((key) => `/api/homepage/content/${key}`),
  fc
    .tuple(fc.option(fc.oneof(urlPiece, fc.constantFrom('county', 'irvine', 'nowhere'))), fc.option(urlPiece))
    .map(
      ([area, limit]) =>
        `/api/market-data/history?${area === null ? '' : `area=${area}&`}${limit === null ? '' : `limit=${limit}`}`,
    ),
  fc
    .tuple(
      fc.constantFrom('/api/market-data/latest', '/api/homepage/content', '/api/properties/featured'),
      fc.array(fc.tuple(urlPiece, urlPiece), { maxLength: 3 }),
    )
    .map(([path, params]) => `${path}?${params.map(([name, value]) => `${name}=${value}`).join('&')}`),
)

const API_SEGMENTS = [
  ...Object.keys(PUBLIC_COLLECTIONS), 'globals', 'site-settings', 'market-data', 'homepage', 'content', 'city',
  'history', 'latest', 'featured', 'leads', 'capture', 'export.csv', 'users', 'me', 'login', 'admin', 'events', 'file',
  'payload-jobs', 'access', 'graphql', '..', '.', '',
]

/**
 * Any path under /api: known segments mixed with odd ones, `..` and broken escapes included. The
 * event stream's own path is left out: it answers with a stream that stays open by design.
 */
export const anyApiPath: fc.Arbitrary<string> = fc
  .tuple(
    fc.array(fc.oneof(fc.constantFrom(...API_SEGMENTS), urlPiece), { minLength: 1, maxLength: 4 }),
    fc.option(fc.array(urlPiece, { maxLength: 2 })),
  )
  .map(([segments, query]) => `/api/${segments.join('/')}${query === null ? '' : `?${query.join('&')}`}`)
  .filter((path) => path !== '/api/events')
