import type { Property } from '../../../../cms/payload-types'

let sequence = 0

/** A property document as the REST API answers at depth 1 (no photo); `overrides` set what a test cares about. */
export function buildPropertyDoc(overrides: Partial<Property> = {}): Property {
  sequence += 1
  return {
    id: 500 + sequence,
    address: `${200 + sequence} Harbor Logistics Way, Irvine, CA 92618`,
    type: 'Flex',
    listingType: 'lease',
    status: 'available',
    size: 30_000 + sequence,
    rate: '$1.72/SF/Mo NNN',
    features: ['Glass storefront entry', '2 grade-level doors'],
    city: { id: 2, name: 'Irvine', slug: 'irvine', description: '', createdAt: '', updatedAt: '' },
    image: null,
    createdAt: '2025-09-01T12:00:00.000Z',
    updatedAt: '2025-09-01T12:00:00.000Z',
    ...overrides,
  }
}

/** A page of the REST list answer holding `docs`. */
export const payloadPage = ({ docs, totalDocs = docs.length, page = 1, totalPages = 1 }: {
  docs: Property[]
  totalDocs?: number
  page?: number
  totalPages?: number
}) => ({ docs, totalDocs, page, totalPages, limit: 9, hasNextPage: page < totalPages, hasPrevPage: page > 1 })
