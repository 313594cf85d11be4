/**
 * The one set of rules for a lead, shared by the capture endpoint and the site's form (SPEC.md
 * sections 3 and 5): name, e-mail and phone required; the option lists are the lead options.
 */
import { z } from 'zod'

import { LEAD_FIELD_LIMITS } from './lead-limits'
import { PROPERTY_TYPE_OPTIONS, SQUARE_FOOTAGE_OPTIONS, TIMELINE_OPTIONS } from './lead-options'

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as [T[number]['value'], ...T[number]['value'][]]

/** An optional text: trimmed, empty becomes absent. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined))

/** An optional choice from a list; the form's empty "choose..." option counts as absent. */
const optionalChoice = <T extends [string, ...string[]]>(choices: T) =>
  z
    .union([z.literal(''), z.enum(choices, { error: `Must be one of: ${choices.join(', ')}` })])
    .optional()
    .transform((value) => (value ? value : undefined))

export const leadSchema = z.object({
  name: z.string().trim().min(1, 'Full Name is required').max(LEAD_FIELD_LIMITS.name, 'Must be at most 120 characters'),
  email: z.string().trim().max(LEAD_FIELD_LIMITS.email).pipe(z.email('Enter a valid email address')),
  phone: z
    .string()
    .trim()
    .min(1, 'Phone Number is required')
    .max(LEAD_FIELD_LIMITS.phone, 'Must be at most 40 characters')
    .regex(/^[+()\d\s.\-x]{7,}$/i, 'Enter a valid phone number'),
  company: optionalText(LEAD_FIELD_LIMITS.company),
  propertyType: optionalChoice(values(PROPERTY_TYPE_OPTIONS)),
  squareFootage: optionalChoice(values(SQUARE_FOOTAGE_OPTIONS)),
  timeline: optionalChoice(values(TIMELINE_OPTIONS)),
  message: optionalText(LEAD_FIELD_LIMITS.message),
  source: optionalText(64),
  page: optionalText(300),
  timestamp: z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date-time' }).optional(),
  utm_source: optionalText(200),
  utm_medium: optionalText(200),
  utm_campaign: optionalText(200),
  /** The spam trap: a field people never see. Anything in it marks the lead as spam. */
  website: z.string().max(2000).optional(),
})

export type LeadInput = z.input<typeof leadSchema>
export type LeadSubmission = z.output<typeof leadSchema>
