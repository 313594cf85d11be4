import type { PublicProperty } from '../../../../cms/collections/Properties/serialize'

let sequence = 0

/** A property in the featured call's public shape; `overrides` set what a test cares about. */
export function buildPublicProperty(overrides: Partial<PublicProperty> = {}): PublicProperty {
  sequence += 1
  const slug = `${100 + sequence}-test-logistics-way-irvine-ca-92614`
  return {
    id: sequence,
    slug,
    address: `${100 + sequence} Test Logistics Way, Irvine, CA 92614`,
    image: `/uploads/${slug}-800x500.webp`,
    imageSrcSet: `/uploads/${slug}-400x250.webp 400w, /uploads/${slug}-800x500.webp 800w, /uploads/${slug}-1200x750.webp 1200w`,
    imageAlt: 'Tilt-up warehouse with dock-high doors',
    type: 'Warehouse',
    size: 42_000 + sequence,
    rate: '$1.55/SF/Mo NNN',
    description: 'Freestanding warehouse with a secured yard and dock-high loading.',
    features: ["28' clear height", 'ESFR sprinklers', '6 dock-high doors', 'Secured yard', 'LED lighting'],
    listingType: 'lease',
    status: 'available',
    createdAt: '2025-09-01T12:00:00.000Z',
    updatedAt: '2025-09-01T12:00:00.000Z',
    ...overrides,
  }
}
