import type { PayloadRequest } from 'payload'

/** Largest value of PostgreSQL's `integer`, the type of Payload's serial ids. */
const MAX_ID = 2_147_483_647

/**
 * The `:id` route parameter as a property id, or null when it cannot be one (not a positive decimal
 * integer, or beyond the column's range, which PostgreSQL would refuse with an error rather than
 * find nothing). Callers answer null with 404.
 */
export function propertyIdFrom(req: PayloadRequest): number | null {
  const raw = req.routeParams?.id
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return null
  const id = Number(raw)
  return id <= MAX_ID ? id : null
}
