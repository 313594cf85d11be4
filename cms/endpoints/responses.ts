/**
 * The JSON shapes every custom endpoint answers with. Errors: `{ success: false, error, errors? }`,
 * where `error` is the message a client shows (SPEC.md section 8 "the server's error field") and
 * `errors` lists field problems as `{ field, message }`.
 */
export type FieldError = { field: string; message: string }

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'X-Content-Type-Options': 'nosniff' }

export function jsonError(
  status: number,
  error: string,
  { errors, headers }: { errors?: FieldError[]; headers?: Record<string, string> } = {},
): Response {
  return new Response(JSON.stringify({ success: false, error, ...(errors ? { errors } : {}) }), {
    status,
    headers: { ...JSON_HEADERS, 'Cache-Control': 'no-store', ...headers },
  })
}

export function json(body: unknown, { status = 200, headers }: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } })
}
