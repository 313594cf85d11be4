import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seed } from '../../cms/seed'
import { MARKET_SLUGS } from '../../cms/shared/markets'
import { SERVICE_SLUGS } from '../../cms/shared/services'
import { closeTestPayload, getTestPayload } from './support/payload'

const COUNTED = [
  'users',
  'media',
  'properties',
  'posts',
  'pages',
  'homepage-sections',
  'market-snapshots',
  'cities',
  'services',
  'team-members',
] as const

async function countAll() {
  const payload = await getTestPayload()
  const counts = await Promise.all(
    COUNTED.map(async (collection) => [collection, (await payload.count({ collection, overrideAccess: true })).totalDocs]),
  )
  return Object.fromEntries(counts) as Record<(typeof COUNTED)[number], number>
}

describe('demo content', () => {
  beforeAll(async () => {
    await getTestPayload()
  })
  afterAll(closeTestPayload)

  it('fills an empty database with the content the site needs', async () => {
    const payload = await getTestPayload()
    const cities = await payload.find({ collection: 'cities', limit: 0, pagination: false, overrideAccess: true })
    expect(cities.docs.map((city) => city.slug).sort()).toEqual([...MARKET_SLUGS].sort())

    const services = await payload.find({ collection: 'services', limit: 0, pagination: false, overrideAccess: true })
    expect(services.docs.map((service) => service.slug).sort()).toEqual([...SERVICE_SLUGS].sort())

    const properties = await payload.find({ collection: 'properties', pagination: false, depth: 0, overrideAccess: true })
    const published = properties.docs.filter((property) => property.published)
    expect(published.length).toBeGreaterThanOrEqual(12)
    expect(new Set(published.map((property) => property.type)).size).toBeGreaterThanOrEqual(6)
    expect(new Set(published.map((property) => property.city)).size).toBeGreaterThanOrEqual(8)
    expect(published.every((property) => typeof property.image === 'number')).toBe(true)

    const posts = await payload.find({ collection: 'posts', where: { _status: { equals: 'published' } }, overrideAccess: true })
    expect(posts.totalDocs).toBeGreaterThanOrEqual(6)

    const county = await payload.find({ collection: 'market-snapshots', where: { area: { equals: 'county' } }, overrideAccess: true })
    expect(county.totalDocs).toBeGreaterThanOrEqual(8)
    const citySnapshots = await payload.find({
      collection: 'market-snapshots',
      where: { area: { equals: 'city' } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    expect(new Set(citySnapshots.docs.map((snapshot) => snapshot.city)).size).toBe(MARKET_SLUGS.length)

    const sections = await payload.find({ collection: 'homepage-sections', overrideAccess: true })
    expect(sections.docs.map((section) => section.section_key).sort()).toEqual(['market_analysis_cta', 'market_intelligence'])

    const pages = await payload.find({ collection: 'pages', overrideAccess: true, pagination: false })
    expect(pages.docs.map((page) => page.slug).sort()).toEqual(
      ['about', 'lease-renewal-support', 'market-reports', 'privacy', 'terms'].sort(),
    )
    expect((await payload.count({ collection: 'team-members', overrideAccess: true })).totalDocs).toBe(3)

    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(settings.productSlug).toBe('industrial-real-estate')
    expect(settings.phone).toMatch(/555-01\d\d/)
    expect(settings.email).toMatch(/@example\.(com|org|net)$/)
    expect(settings.address.city).toBe('Irvine')

    const admins = await payload.find({ collection: 'users', where: { roles: { contains: 'admin' } }, overrideAccess: true })
    expect(admins.docs.map((user) => user.email)).toContain('admin@example.com')
  })

  it('changes nothing when run again', async () => {
    const payload = await getTestPayload()
    const before = await countAll()
    const { created } = await seed(payload)
    expect(Object.values(created).reduce((sum, count) => sum + count, 0)).toBe(0)
    expect(await countAll()).toEqual(before)
  })
})
