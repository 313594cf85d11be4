import type { PayloadRequest } from 'payload'

import type { Property } from '../../payload-types'
import { CITIES, MEDIA } from '../../shared/slugs'
import type { FieldError } from '../responses'
import { invalidProperty } from './errors'
import { readJsonBody } from './readJsonBody'

/** What a client may write through the admin calls; anything else in a body is ignored. */
export type PropertyInput = Partial<
  Pick<
    Property,
    | 'address'
    | 'type'
    | 'size'
    | 'rate'
    | 'description'
    | 'features'
    | 'listingType'
    | 'status'
    | 'published'
    | 'clearHeight'
    | 'dockHighDoors'
    | 'gradeLevelDoors'
    | 'power'
    | 'yearBuilt'
  > & { city: number | null; image: number | null }
>

type Kind = 'text' | 'choice' | 'number' | 'boolean' | 'textList' | 'id'

/**
 * The JSON type each writable field must have. Payload checks required, bounds and options itself, but
 * it assumes values of the right JSON type (an object where text belongs can reach the database and
 * fail there, as a 500); this keeps every such client mistake a 400.
 */
const FIELD_KINDS: Record<keyof PropertyInput, Kind> = {
  address: 'text',
  type: 'choice',
  size: 'number',
  rate: 'text',
  description: 'text',
  features: 'textList',
  listingType: 'choice',
  status: 'choice',
  published: 'boolean',
  city: 'id',
  clearHeight: 'number',
  dockHighDoors: 'number',
  gradeLevelDoors: 'number',
  power: 'text',
  yearBuilt: 'number',
  image: 'id',
}

const KIND_CHECKS: Record<Kind, { isValid: (value: unknown) => boolean; message: string }> = {
  text: { isValid: (value) => typeof value === 'string', message: 'Must be text.' },
  // Null reaches Payload so that a required choice gets its own "required" message.
  choice: { isValid: (value) => typeof value === 'string', message: 'Must be one of the listed options.' },
  number: { isValid: (value) => typeof value === 'number', message: 'Must be a number.' },
  boolean: { isValid: (value) => typeof value === 'boolean', message: 'Must be true or false.' },
  textList: {
    isValid: (value) => Array.isArray(value) && value.every((item) => typeof item === 'string'),
    message: 'Must be a list of text.',
  },
  id: { isValid: (value) => Number.isSafeInteger(value) && (value as number) > 0, message: 'Must be a numeric id.' },
}

/** Where each relationship field points, for the existence check. */
const RELATED = { city: { collection: CITIES, noun: 'city' }, image: { collection: MEDIA, noun: 'media item' } } as const

/**
 * The writable fields present in `body`, or the field errors of those with the wrong JSON type. Null
 * is passed on for every field (it clears an optional one; Payload rejects it for a required one).
 */
export function pickPropertyInput(body: Record<string, unknown>): { data: PropertyInput; errors: FieldError[] } {
  const data: Record<string, unknown> = {}
  const errors: FieldError[] = []
  for (const [field, kind] of Object.entries(FIELD_KINDS)) {
    if (!Object.hasOwn(body, field) || body[field] === undefined) continue
    const value = body[field]
    if (value !== null && !KIND_CHECKS[kind].isValid(value)) {
      errors.push({ field, message: KIND_CHECKS[kind].message })
      continue
    }
    data[field] = value
  }
  return { data: data as PropertyInput, errors }
}

/**
 * Field errors for a city or image id that names no document the user can read. Payload checks only
 * the id's format, and PostgreSQL's foreign key would otherwise turn the mistake into a 500.
 */
export async function findMissingRelations(req: PayloadRequest, data: PropertyInput): Promise<FieldError[]> {
  const errors: FieldError[] = []
  for (const field of ['city', 'image'] as const) {
    const id = data[field]
    if (typeof id !== 'number') continue
    const { collection, noun } = RELATED[field]
    const { totalDocs } = await req.payload.count({
      collection,
      where: { id: { equals: id } },
      overrideAccess: false,
      user: req.user,
      req,
    })
    if (totalDocs === 0) errors.push({ field, message: `No ${noun} with id ${id}.` })
  }
  return errors
}

/**
 * The whole reading of a create or update body: size, JSON, allowed fields and their types, and
 * that related documents exist. Either the input, or the 4xx answer to give.
 */
export async function readPropertyInput(
  req: PayloadRequest,
): Promise<{ data: PropertyInput; refusal?: never } | { data?: never; refusal: Response }> {
  const body = await readJsonBody(req)
  if (body.refusal) return { refusal: body.refusal }
  const { data, errors } = pickPropertyInput(body.data)
  if (errors.length > 0) return { refusal: invalidProperty(errors) }
  const missing = await findMissingRelations(req, data)
  if (missing.length > 0) return { refusal: invalidProperty(missing) }
  return { data }
}
