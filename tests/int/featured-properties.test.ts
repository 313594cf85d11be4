import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { PublicProperty } from '../../cms/collections/Properties/serialize'
import type { Property } from '../../cms/payload-types'
import { createProperty as createPropertyDoc } from '../support/factories'
import { api, closeTestPayload, getTestPayload } from './support/payload'

const created: number[] = []

/** Creates a property and removes it after the file, so other files see the seeded data only. */
async function createProperty(...args: Parameters<typeof createPropertyDoc>): Promise<Property> {
  const property = await createPropertyDoc(...args)
  created.push(property.id)
  return property
}

describe('GET /api/properties/featured', () => {
  beforeAll(async () => {
    await getTestPayload()
  })
  afterAll(async () => {
    const payload = await getTestPayload()
    await payload.delete({ collection: 'properties', where: { id: { in: created } }, overrideAccess: true })
    await closeTestPayload()
  })

  it('answers the 3 newest published properties, newest first, with no-cache', async () => {
    const payload = await getTestPayload()
    const older = await createProperty(payload, { address: '1 Older Published Ave, Anaheim, CA 92806' })
    const middle = await createProperty(payload, { address: '2 Middle Published Ave, Anaheim, CA 92806' })
    const newest = await createProperty(payload, { address: '3 Newest Published Ave, Anaheim, CA 92806' })
    await createProperty(payload, { address: '4 Unpublished Draft Ave, Anaheim, CA 92806', published: false })

    const response = await api('GET', '/api/properties/featured')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const body = (await response.json()) as PublicProperty[]
    expect(body.map((property) => property.address)).toEqual([newest.address, middle.address, older.address])
  })

  it('shows each property in the public shape of the spec', async () => {
    const payload = await getTestPayload()
    const image = await payload.find({ collection: 'media', where: { mimeType: { like: 'image/' } }, limit: 1 })
    await createProperty(payload, {
      address: '5 Shape Check Blvd, Santa Ana, CA 92705',
      image: image.docs[0]?.id,
      features: ['32\' clear height', 'ESFR sprinklers', '12 dock-high doors', 'Rail served'],
    })
    const [first] = (await (await api('GET', '/api/properties/featured')).json()) as PublicProperty[]
    expect(first).toMatchObject({
      address: '5 Shape Check Blvd, Santa Ana, CA 92705',
      type: 'Warehouse',
      features: ['32\' clear height', 'ESFR sprinklers', '12 dock-high doors', 'Rail served'],
    })
    expect(typeof first.id).toBe('number')
    expect(typeof first.size).toBe('number')
    expect(first.image).toMatch(/^\/uploads\/.+/)
    expect(Date.parse(first.createdAt)).not.toBeNaN()
    expect(Date.parse(first.updatedAt)).not.toBeNaN()
  })

  it('never shows an unpublished property, even to a signed-in broker', async () => {
    const payload = await getTestPayload()
    await createProperty(payload, { address: '6 Hidden Listing St, Tustin, CA 92780', published: false })
    const body = (await (await api('GET', '/api/properties/featured')).json()) as PublicProperty[]
    expect(body).toHaveLength(3)
    expect(body.map((property) => property.address)).not.toContain('6 Hidden Listing St, Tustin, CA 92780')
  })
})
