import { afterEach, describe, expect, it, vi } from 'vitest'

import { getHomepageSection, homepageSectionKey } from './get-homepage-section'

const key = homepageSectionKey('market_analysis_cta')

function answer({ status, body }: { status: number; body?: unknown }) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body ?? {}), { status })))
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('getHomepageSection', () => {
  it('asks the section by its key and answers its data', async () => {
    const data = { section_key: 'market_analysis_cta', title: 'Worth?' }
    answer({ status: 200, body: { success: true, data } })
    await expect(getHomepageSection(key)).resolves.toEqual(data)
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/homepage/content/market_analysis_cta')
  })

  it('answers null for a section that does not exist, so the defaults show', async () => {
    answer({ status: 404, body: { success: false, error: 'Section not found: market_analysis_cta' } })
    await expect(getHomepageSection(key)).resolves.toBeNull()
  })

  it('answers null and logs the failure when the call fails, so the page still renders', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    answer({ status: 503 })
    await expect(getHomepageSection(key)).resolves.toBeNull()
    expect(log).toHaveBeenCalledOnce()
  })
})
