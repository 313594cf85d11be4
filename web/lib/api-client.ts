/**
 * The one HTTP client of the site. The browser calls the API on its own origin; the server calls the
 * same API over loopback (the origin is set once by the server entry), so data takes one path.
 */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly status: number
  /** Field problems of a rejected body (the API's `errors`), when the server listed any. */
  readonly details?: { field: string; message: string }[]

  constructor({ message, status, details }: { message: string; status: number; details?: { field: string; message: string }[] }) {
    super(message)
    this.status = status
    this.details = details
  }
}

let apiOrigin = ''

/** Server only: where the API is reached from the rendering process (e.g. http://127.0.0.1:3000). */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/$/, '')
}

const defaultHeaders = {
  Accept: 'application/json',
  'X-Requested-With': 'XMLHttpRequest',
  'X-Content-Type-Options': 'nosniff',
}

/** The server's own calls go over loopback: compressing their answers would only cost CPU on both ends. */
const requestHeaders = (): Record<string, string> =>
  apiOrigin ? { ...defaultHeaders, 'Accept-Encoding': 'identity' } : defaultHeaders

type GetOptions = {
  /** Turns a failed status into the message the user sees (SPEC.md section 8). */
  errorMessage?: (status: number) => string
  /** Answer `null` instead of throwing on 404. */
  isNullOnNotFound?: boolean
}

/** GET JSON from the API without credentials (public calls send none). */
export async function apiGet<T>(path: string, options: GetOptions & { isNullOnNotFound: true }): Promise<T | null>
export async function apiGet<T>(path: string, options?: GetOptions): Promise<T>
export async function apiGet<T>(path: string, options: GetOptions = {}): Promise<T | null> {
  const response = await fetch(`${apiOrigin}${path}`, { headers: requestHeaders(), credentials: 'omit' })
  if (response.status === 404 && options.isNullOnNotFound) return null
  if (!response.ok) {
    const message = options.errorMessage?.(response.status) ?? `Request failed: ${response.status}`
    throw new ApiError({ message, status: response.status })
  }
  return (await response.json()) as T
}

type PostOptions = {
  /** Extra request headers, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>
  signal?: AbortSignal
}

/**
 * POSTs JSON without credentials and answers the parsed JSON reply. A reply that is not 2xx throws an
 * `ApiError` with the server's `error` message (the API's error shape), or the status when it has none.
 */
export async function apiPost<T>(path: string, body: unknown, options: PostOptions = {}): Promise<T> {
  const response = await fetch(`${apiOrigin}${path}`, {
    method: 'POST',
    headers: { ...requestHeaders(), 'Content-Type': 'application/json', ...options.headers },
    credentials: 'omit',
    body: JSON.stringify(body),
    signal: options.signal,
  })
  const reply = (await response.json().catch(() => null)) as (T & { error?: unknown; errors?: unknown }) | null
  if (!response.ok || reply === null) {
    const message = typeof reply?.error === 'string' ? reply.error : `Request failed: ${response.status}`
    const details = Array.isArray(reply?.errors) ? (reply.errors as { field: string; message: string }[]) : undefined
    throw new ApiError({ message, status: response.status, details })
  }
  return reply
}
