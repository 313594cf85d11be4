import { describe, expect, it } from 'vitest'

import { RESPONSE_TIME_TARGET as SERVER_TARGET } from '../../cms/shared/lead-limits'
import {
  isLeadSubmission,
  isPublicApiRead,
  isRetryableStatus,
  LEAD_SYNC_TAG,
  leadOrigin,
  queuedLeadReply,
  RESPONSE_TIME_TARGET,
} from './lead-queue'

const origin = 'https://example.com'
const url = (path: string) => new URL(path, origin)

describe('lead queue', () => {
  it('uses the sync tag of the spec and the response time of the capture call', () => {
    expect(LEAD_SYNC_TAG).toBe('background-sync')
    expect(RESPONSE_TIME_TARGET).toBe(SERVER_TARGET)
  })

  it('recognises only POSTs of the capture call on its own origin', () => {
    expect(isLeadSubmission({ url: url('/api/leads/capture'), method: 'POST', origin })).toBe(true)
    expect(isLeadSubmission({ url: url('/api/leads/capture'), method: 'GET', origin })).toBe(false)
    expect(isLeadSubmission({ url: url('/api/leads'), method: 'POST', origin })).toBe(false)
    expect(isLeadSubmission({ url: new URL('https://other.test/api/leads/capture'), method: 'POST', origin })).toBe(false)
  })

  it('answers a queued lead as accepted but not delivered', () => {
    expect(queuedLeadReply()).toMatchObject({ success: true, queued: true, responseTimeTarget: '2 hours' })
  })

  it('keeps a lead queued while the server cannot take it, and drops a rejected one', () => {
    expect(isRetryableStatus(503)).toBe(true)
    expect(isRetryableStatus(429)).toBe(true)
    expect(isRetryableStatus(400)).toBe(false)
    expect(isRetryableStatus(201)).toBe(false)
  })

  it('reads the source and page of a lead body, and nothing from a broken one', () => {
    expect(leadOrigin(JSON.stringify({ source: 'main_form', page: 'home', name: 'A' }))).toEqual({
      source: 'main_form',
      page: 'home',
    })
    expect(leadOrigin('{')).toEqual({})
  })
})

describe('public API reads', () => {
  const read = (path: string, overrides: { credentials?: RequestCredentials; referrer?: string } = {}) =>
    isPublicApiRead({ url: url(path), origin, credentials: 'omit', referrer: `${origin}/`, ...overrides })

  it('caches the site reads of public content', () => {
    expect(read('/api/properties?limit=3')).toBe(true)
    expect(read('/api/globals/site-settings')).toBe(true)
  })

  it('never caches the event stream, accounts, leads, admin reads or credentialed calls', () => {
    expect(read('/api/events')).toBe(false)
    expect(read('/api/users/me')).toBe(false)
    expect(read('/api/leads')).toBe(false)
    expect(read('/api/properties', { referrer: `${origin}/admin/collections/properties` })).toBe(false)
    expect(read('/api/properties', { credentials: 'include' })).toBe(false)
    expect(read('/about')).toBe(false)
  })
})
