import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { PublicSnapshot } from '../../cms/endpoints/market-data/serialize'
import type { MarketSnapshot } from '../../cms/payload-types'
import { CITY_SNAPSHOTS } from '../../cms/seed/data/market-cities'
import { COUNTY_SNAPSHOTS } from '../../cms/seed/data/market-county'
import { api, closeTestPayload, getTestPayload } from './support/payload'

type Answer<T> = { success: boolean; data: T; error?: string }

const NUMBER_KEYS = [
  'vacancy_rate', 'avg_lease_rate', 'num_sale_transactions', 'num_lease_transactions', 'sale_transactions_sf',
  'lease_transactions_sf', 'net_absorption_quarterly', 'year',
] as const
const SNAPSHOT_KEYS = [...NUMBER_KEYS, 'quarter', 'market_highlights', 'market_forecast', 'area', 'updatedAt'].sort()

const NEWEST_COUNTY = COUNTY_SNAPSHOTS[COUNTY_SNAPSHOTS.length - 1]
const created: { snapshots: number[]; cities: number[] } = { snapshots: [], cities: [] }

async function getJson<T>(path: string, headers: Record<string, string> = {}) {
  const response = await api('GET', path, { headers })
  return { response, body: (await response.json()) as Answer<T> }
}

const period = (snapshot: Pick<MarketSnapshot, 'quarter' | 'year'>) => `${snapshot.quarter} ${snapshot.year}`

describe('market data API', () => {
  beforeAll(() => getTestPayload())
  afterAll(async () => {
    const payload = await getTestPayload()
    await payload.delete({ collection: 'market-snapshots', where: { id: { in: created.snapshots } }, overrideAccess: true })
    await payload.delete({ collection: 'cities', where: { id: { in: created.cities } }, overrideAccess: true })
    await closeTestPayload()
  })

  describe('GET /api/market-data/latest', () => {
    it('answers the newest seeded county quarter, cacheable for a minute', async () => {
      const { response, body } = await getJson<PublicSnapshot>('/api/market-data/latest')
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
      expect(body.success).toBe(true)
      expect(period(body.data)).toBe('Q3 2025')
      expect(body.data.area).toBe('county')
      expect(body.data.vacancy_rate).toBe(5.22)
      expect(body.data.avg_lease_rate / 12).toBeCloseTo(1.53, 2)
      expect(body.data.market_highlights).toEqual(NEWEST_COUNTY.market_highlights)
      expect(body.data.market_forecast).toEqual(NEWEST_COUNTY.market_forecast)
    })

    it('has exactly the fields of the spec, with the right types', async () => {
      const { data } = (await getJson<PublicSnapshot>('/api/market-data/latest')).body
      expect(Object.keys(data).sort()).toEqual(SNAPSHOT_KEYS)
      for (const key of NUMBER_KEYS) expect(typeof data[key], key).toBe('number')
      expect(data.quarter).toMatch(/^Q[1-4]$/)
      expect(Date.parse(data.updatedAt)).not.toBeNaN()
      for (const highlight of data.market_highlights) expect(Object.keys(highlight).sort()).toEqual(['description', 'title'])
      expect(data.market_forecast).toEqual({
        summary: expect.any(String),
        expertQuote: expect.any(String),
        underConstructionSf: expect.any(Number),
        unemploymentRate: expect.any(Number),
      })
    })

    it('answers 304 with no body when If-None-Match names the current ETag, 200 otherwise', async () => {
      const first = await api('GET', '/api/market-data/latest')
      const etag = first.headers.get('etag')
      expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/)

      const again = await api('GET', '/api/market-data/latest', { headers: { 'If-None-Match': etag! } })
      expect(again.status).toBe(304)
      expect(again.headers.get('etag')).toBe(etag)
      expect(await again.text()).toBe('')

      const other = await api('GET', '/api/market-data/latest', { headers: { 'If-None-Match': 'W/"something-else"' } })
      expect(other.status).toBe(200)
    })
  })

  describe('GET /api/market-data/city/:city', () => {
    it.each(['irvine', 'santa-ana'])('answers the newest snapshot of %s', async (slug) => {
      const seeded = CITY_SNAPSHOTS.find((snapshot) => snapshot.city === slug)!
      const { response, body } = await getJson<PublicSnapshot>(`/api/market-data/city/${slug}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('etag')).toMatch(/^W\//)
      expect(body.success).toBe(true)
      expect(Object.keys(body.data).sort()).toEqual(SNAPSHOT_KEYS)
      expect(body.data).toMatchObject({ area: slug, year: seeded.year, quarter: seeded.quarter, vacancy_rate: seeded.vacancy_rate })
      expect(body.data.market_highlights).toEqual(seeded.market_highlights)
    })

    it('answers 404 naming an unknown city', async () => {
      const { response, body } = await getJson('/api/market-data/city/atlantis')
      expect(response.status).toBe(404)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(body).toEqual({ success: false, error: 'City not found: atlantis' })
    })

    it('answers 404 for a city that has no market data yet', async () => {
      const payload = await getTestPayload()
      const city = await payload.create({
        collection: 'cities',
        data: { name: 'Test Without Data', slug: 'test-without-data', description: 'A city with no snapshots.' },
        overrideAccess: true,
      })
      created.cities.push(city.id)
      const { response, body } = await getJson('/api/market-data/city/test-without-data')
      expect(response.status).toBe(404)
      expect(body).toEqual({ success: false, error: 'No market data available for city: test-without-data' })
    })

    it.each(['Irvine', 'santa_ana', 'a'.repeat(65), 'santa%20ana'])('answers 400 for the malformed slug %s', async (slug) => {
      const { response, body } = await getJson(`/api/market-data/city/${slug}`)
      expect(response.status).toBe(400)
      expect(body.success).toBe(false)
      expect(body.error).toMatch(/^Invalid city/)
    })
  })

  describe('GET /api/market-data/history', () => {
    it('answers the last 8 county quarters, oldest first', async () => {
      const { response, body } = await getJson<PublicSnapshot[]>('/api/market-data/history')
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
      expect(body.data.map(period)).toEqual(COUNTY_SNAPSHOTS.slice(-8).map(period))
      expect(body.data.every((snapshot) => snapshot.area === 'county')).toBe(true)
      expect(Object.keys(body.data[0]).sort()).toEqual(SNAPSHOT_KEYS)
    })

    it('respects limit and area', async () => {
      const county = await getJson<PublicSnapshot[]>('/api/market-data/history?area=county&limit=3')
      expect(county.body.data.map(period)).toEqual(COUNTY_SNAPSHOTS.slice(-3).map(period))
      const city = await getJson<PublicSnapshot[]>('/api/market-data/history?area=fullerton&limit=20')
      expect(city.body.data.map((snapshot) => [snapshot.area, period(snapshot)])).toEqual([['fullerton', 'Q3 2025']])
    })

    it.each(['0', '21', 'abc', '2.5', '-1', ''])('answers 400 for limit=%s', async (limit) => {
      const { response, body } = await getJson(`/api/market-data/history?limit=${limit}`)
      expect(response.status).toBe(400)
      expect(body).toMatchObject({ success: false, errors: [{ field: 'limit' }] })
    })

    it('answers 400 for a malformed area and 404 for an unknown city', async () => {
      const malformed = await getJson('/api/market-data/history?area=Santa%20Ana')
      expect(malformed.response.status).toBe(400)
      expect(malformed.body).toMatchObject({ success: false, errors: [{ field: 'area' }] })
      const unknown = await getJson('/api/market-data/history?area=atlantis')
      expect(unknown.response.status).toBe(404)
      expect(unknown.body).toEqual({ success: false, error: 'City not found: atlantis' })
    })
  })

  // Last: the far-future quarter it adds would otherwise be the newest for the tests above.
  describe('a snapshot published during the run', () => {
    it('becomes the latest, changes the ETag and ends the history', async () => {
      const before = await api('GET', '/api/market-data/latest')
      const payload = await getTestPayload()
      const { market_highlights: _, ...figures } = NEWEST_COUNTY
      const snapshot = await payload.create({
        collection: 'market-snapshots',
        data: { ...figures, area: 'county', year: 2031, quarter: 'Q1', vacancy_rate: 4.01, market_highlights: [] },
        overrideAccess: true,
      })
      created.snapshots.push(snapshot.id)

      const latest = await api('GET', '/api/market-data/latest', { headers: { 'If-None-Match': before.headers.get('etag')! } })
      expect(latest.status).toBe(200)
      const { data } = (await latest.json()) as Answer<PublicSnapshot>
      expect(data).toMatchObject({ area: 'county', year: 2031, quarter: 'Q1', vacancy_rate: 4.01, market_highlights: [] })

      const history = await getJson<PublicSnapshot[]>('/api/market-data/history?limit=2')
      expect(history.body.data.map(period)).toEqual(['Q3 2025', 'Q1 2031'])
    })
  })
})
