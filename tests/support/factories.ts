import type { Payload } from 'payload'

import type { Property } from '../../cms/payload-types'

type PropertyInput = Omit<Property, 'id' | 'createdAt' | 'updatedAt' | 'sizes'>

let sequence = 0

/** A valid property body; `overrides` set what a test cares about. */
export function buildProperty(overrides: Partial<PropertyInput> = {}): PropertyInput {
  sequence += 1
  return {
    address: `${1000 + sequence} Test Logistics Way, Irvine, CA 92614`,
    type: 'Warehouse',
    listingType: 'lease',
    status: 'available',
    size: 42_000 + sequence,
    rate: '$1.55/SF/Mo NNN',
    description: 'Freestanding warehouse with a secured yard and dock-high loading.',
    features: ['28\' clear height', 'ESFR sprinklers', '6 dock-high doors', 'Secured yard'],
    published: true,
    ...overrides,
  }
}

/** Creates a property through the Local API with server privileges. */
export function createProperty(payload: Payload, overrides: Partial<PropertyInput> = {}): Promise<Property> {
  return payload.create({ collection: 'properties', data: buildProperty(overrides), overrideAccess: true })
}
