import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { PublicSection } from '../../cms/endpoints/homepage/serialize'
import { HOMEPAGE_SECTIONS } from '../../cms/seed/data/homepage'
import { api, closeTestPayload, getTestPayload } from './support/payload'

type Answer<T> = { success: boolean; data: T; message?: string; error?: string }

const seeded = (key: string) => HOMEPAGE_SECTIONS.find((section) => section.section_key === key)!

async function getJson<T>(path: string, headers: Record<string, string> = {}) {
  const response = await api('GET', path, { headers })
  return { response, body: (await response.json()) as Answer<T> }
}

describe('homepage content API', () => {
  beforeAll(() => getTestPayload())
  afterAll(closeTestPayload)

  describe('GET /api/homepage/content', () => {
    it('lists the sections with a message, cacheable for a minute', async () => {
      const { response, body } = await getJson<PublicSection[]>('/api/homepage/content')
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
      expect(body.success).toBe(true)
      expect(body.message).toBe('Homepage content retrieved successfully')
      expect(body.data.map((section) => section.section_key)).toEqual(
        expect.arrayContaining(['market_intelligence', 'market_analysis_cta']),
      )
    })

    it('shows every section in the documented shape, without Payload ids', async () => {
      const { data } = (await getJson<PublicSection[]>('/api/homepage/content')).body
      for (const section of data) {
        expect(Object.keys(section).sort()).toEqual(['content', 'description', 'section_key', 'subtitle', 'title', 'updatedAt'])
        expect(Object.keys(section.content).sort()).toEqual(['cta_buttons', 'footer_text', 'stats'])
        for (const stat of section.content.stats) {
          expect(Object.keys(stat).sort()).toEqual(['change', 'description', 'label', 'trend', 'value'])
          expect(['up', 'down', 'neutral']).toContain(stat.trend)
        }
        for (const button of section.content.cta_buttons) expect(Object.keys(button).sort()).toEqual(['link', 'style', 'text'])
        expect(Date.parse(section.updatedAt)).not.toBeNaN()
      }
    })

    it('answers the seeded stats and buttons, with null for empty optional fields', async () => {
      const { data } = (await getJson<PublicSection[]>('/api/homepage/content')).body
      const intelligence = data.find((section) => section.section_key === 'market_intelligence')!
      expect(intelligence.content.stats).toEqual(seeded('market_intelligence').content?.stats)
      expect(intelligence.content.cta_buttons).toEqual([])
      expect(intelligence.content.footer_text).toBeNull()

      const cta = data.find((section) => section.section_key === 'market_analysis_cta')!
      const seededCta = seeded('market_analysis_cta').content!
      expect(cta.content.cta_buttons).toEqual(seededCta.cta_buttons)
      expect(cta.content.footer_text).toBe(seededCta.footer_text)
      // The CTA's stats have no change figure: the field is there, and null.
      expect(cta.content.stats[0]).toEqual({ ...seededCta.stats![0], change: null })
    })

    it('answers 304 with no body when If-None-Match names the current ETag', async () => {
      const first = await api('GET', '/api/homepage/content')
      const etag = first.headers.get('etag')!
      expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/)
      const again = await api('GET', '/api/homepage/content', { headers: { 'If-None-Match': `"other", ${etag}` } })
      expect(again.status).toBe(304)
      expect(await again.text()).toBe('')
    })
  })

  describe('GET /api/homepage/content/:section_key', () => {
    it('answers one section, the same as in the list', async () => {
      const list = (await getJson<PublicSection[]>('/api/homepage/content')).body.data
      const { response, body } = await getJson<PublicSection>('/api/homepage/content/market_analysis_cta')
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
      expect(body).toEqual({ success: true, data: list.find((section) => section.section_key === 'market_analysis_cta') })
      expect(body.data.title).toBe(seeded('market_analysis_cta').title)
    })

    it('answers 304 when the section has not changed', async () => {
      const etag = (await api('GET', '/api/homepage/content/market_intelligence')).headers.get('etag')!
      const again = await api('GET', '/api/homepage/content/market_intelligence', { headers: { 'If-None-Match': etag } })
      expect(again.status).toBe(304)
    })

    it('answers 404 naming an unknown key', async () => {
      const { response, body } = await getJson('/api/homepage/content/no_such_section')
      expect(response.status).toBe(404)
      expect(body).toEqual({ success: false, error: 'Section not found: no_such_section' })
    })

    it.each(['Market_Intelligence', '1st_section', 'market-intelligence', `a${'b'.repeat(64)}`])(
      'answers 400 for the malformed key %s',
      async (key) => {
        const { response, body } = await getJson(`/api/homepage/content/${key}`)
        expect(response.status).toBe(400)
        expect(body.success).toBe(false)
        expect(body.error).toMatch(/^Invalid section key/)
      },
    )
  })
})
