import type { AfterErrorHookArgs } from 'payload'
import { describe, expect, it } from 'vitest'

import { answerInvalidQueriesWith400, documentedErrorJson, refusedRestRequest } from './rest-input'

const collectionSlugs = new Set(['properties', 'posts', 'pages', 'cities', 'users', 'team-members'])
const refused = (url: string) => refusedRestRequest({ url, collectionSlugs })

describe('refusedRestRequest', () => {
  it.each([
    // What the site itself asks (web/features/*/api) and Payload's admin sends.
    '/api/properties?where[published][equals]=true&where[city.slug][equals]=irvine&where[size][less_than]=25000',
    '/api/properties?sort=-createdAt&limit=12&page=2&depth=1',
    '/api/cities?depth=0&limit=100&sort=order&select[name]=true&select[slug]=true',
    '/api/properties/12?depth=1&populate[cities][name]=true',
    '/api/posts?where[slug][not_equals]=a&where[or][0][and][1][title][like]=cold storage',
    '/api/properties?where[id][in][0]=1&where[id][in][1]=2&where[id][not_in]=3,4',
    '/api/posts?where[author][contains][name][equals]=Dana',
    '/api/globals/site-settings?depth=0',
    // The site's root endpoints answer their own parameters.
    '/api/market-data/history?limit=abc',
  ])('lets %s through', (url) => {
    expect(refused(url)).toBeNull()
  })

  it.each([
    ['/api/properties?limit=99999999999999999999', 400],
    ['/api/properties?page=-5', 400],
    ['/api/properties?limit=1.5', 400],
    ['/api/properties?limit=1&limit=2', 400],
    ['/api/cities?where=abc', 400],
    ['/api/posts/2?data=4', 400],
    ['/api/team-members?where[specialties][all]=Leasing', 400],
    ['/api/properties?where[address][near]=1,2', 400],
    ['/api/posts?where[title][like][]=a', 400],
    ['/api/cities?where[slug][not_like][]=', 400],
    ['/api/pages?where[id][contains][]=', 400],
    ['/api/media/file/%00', 400],
    ['/api/constructor', 404],
    ['/api/./toString', 404],
    ['/api/__proto__/x', 404],
    ['/api/users/verify/x', 404],
  ] as const)('refuses %s with %i', (url, status) => {
    expect(refused(url)?.status).toBe(status)
  })
})

describe('answerInvalidQueriesWith400', () => {
  const hookArgs = (error: Error) => ({ error }) as AfterErrorHookArgs

  it('answers PostgreSQL data exceptions and missing operators with 400', () => {
    for (const code of ['22P02', '22021', '22003', '2201X', '42883', '42601']) {
      const error = new Error('Failed query', { cause: Object.assign(new Error('db'), { code }) })
      expect(answerInvalidQueriesWith400(hookArgs(error))).toMatchObject({ status: 400, response: { success: false } })
    }
  })

  it('leaves other failures as they are', () => {
    const missingTable = new Error('Failed query', { cause: Object.assign(new Error('db'), { code: '42P01' }) })
    expect(answerInvalidQueriesWith400(hookArgs(missingTable))).toBeUndefined()
    expect(answerInvalidQueriesWith400(hookArgs(new TypeError('x is undefined')))).toBeUndefined()
  })
})

describe('documentedErrorJson', () => {
  it("keeps Payload's errors list as it is and gives an unknown route's message the documented shape", () => {
    const payloadError = '{"errors":[{"message":"Not Found"}]}'
    expect(documentedErrorJson(payloadError)).toBe(payloadError)
    expect(JSON.parse(documentedErrorJson('{"message":"Route not found \\"/api/x\\""}'))).toMatchObject({
      success: false,
      error: 'Route not found "/api/x"',
    })
  })

  it('keeps bodies already in the documented shape, and gives other text a generic message', () => {
    const own = {
      success: false,
      error: 'Invalid lead',
      errors: [{ field: 'email', message: 'Enter a valid email address' }],
    }
    expect(JSON.parse(documentedErrorJson(JSON.stringify(own)))).toEqual(own)
    expect(JSON.parse(documentedErrorJson('<html>'))).toMatchObject({ success: false, error: 'Request failed' })
  })
})
