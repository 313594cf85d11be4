/**
 * The lead rules the site needs before any validation code has loaded: field lengths (the form's
 * maxLength) and the promised response time. Kept apart from the schema so the form's first load
 * carries no validation library (web/features/leads/components/lead-form.tsx loads it on use).
 */
export const LEAD_FIELD_LIMITS = { name: 120, email: 254, phone: 40, company: 160, message: 5000 } as const

/** The promised response time (SPEC.md section 9). */
export const RESPONSE_TIME_TARGET = '2 hours'
