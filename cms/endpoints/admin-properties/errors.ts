import { Forbidden, NotFound, ValidationError } from 'payload'
import type { PayloadRequest } from 'payload'

import { type FieldError, jsonError } from '../responses'

/** 400 for field problems, in the shape the admin form shows: the first message, then all of them. */
export function invalidProperty(errors: FieldError[]): Response {
  return jsonError(400, `Invalid property: ${errors[0].message}`, { errors })
}

export const propertyNotFound = (): Response => jsonError(404, 'Property not found')

/**
 * The answer for an error thrown by a Local API call: Payload's validation, not-found and access
 * errors are the client's and keep their 4xx; anything else is logged and answered 500 with
 * `fallbackMessage` (SPEC.md section 8: the client shows the server's error field).
 */
export function errorResponse(req: PayloadRequest, error: unknown, fallbackMessage: string): Response {
  if (error instanceof ValidationError) {
    const errors = error.data.errors.map(({ path, message }) => ({ field: path, message }))
    return errors.length > 0 ? invalidProperty(errors) : jsonError(400, 'Invalid property')
  }
  if (error instanceof NotFound) return propertyNotFound()
  if (error instanceof Forbidden) return jsonError(403, 'Not allowed to manage properties')
  req.payload.logger.error({ err: error, msg: `${req.method} ${req.pathname}: ${fallbackMessage}` })
  return jsonError(500, fallbackMessage)
}
