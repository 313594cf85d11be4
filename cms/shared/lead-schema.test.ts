import { describe, expect, it } from 'vitest'

import { leadSchema } from './lead-schema'

const valid = { name: 'Dana Whitfield', email: 'dana@example.com', phone: '(714) 555-0123' }

describe('leadSchema', () => {
  it('accepts the three required fields alone', () => {
    expect(leadSchema.parse(valid)).toMatchObject(valid)
  })

  it('treats empty optional fields and the empty choice as absent', () => {
    const parsed = leadSchema.parse({ ...valid, company: '  ', propertyType: '', timeline: 'immediate' })
    expect(parsed.company).toBeUndefined()
    expect(parsed.propertyType).toBeUndefined()
    expect(parsed.timeline).toBe('immediate')
  })

  it('names each problem by field', () => {
    const result = leadSchema.safeParse({ name: '', email: 'not-an-email', phone: 'call me', propertyType: 'castle' })
    expect(result.success).toBe(false)
    const fields = result.error?.issues.map((issue) => issue.path.join('.'))
    expect(fields).toEqual(expect.arrayContaining(['name', 'email', 'phone', 'propertyType']))
  })

  it('refuses over-long fields', () => {
    expect(leadSchema.safeParse({ ...valid, message: 'x'.repeat(5001) }).success).toBe(false)
  })
})
