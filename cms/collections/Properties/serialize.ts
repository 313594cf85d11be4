import type { Media, Property } from '../../payload-types'

/** A property as the public API shows it (SPEC.md section 3), with the image as an `/uploads/` URL. */
export type PublicProperty = {
  id: number
  slug: string | null
  address: string
  image: string | null
  imageAlt: string | null
  type: string
  size: number
  rate: string | null
  description: string | null
  features: string[]
  listingType: string
  status: string
  createdAt: string
  updatedAt: string
}

function mediaUrl(media: number | Media | null | undefined): { url: string | null; alt: string | null } {
  if (!media || typeof media === 'number') return { url: null, alt: null }
  return { url: media.sizes?.medium?.url ?? media.url ?? null, alt: media.alt ?? null }
}

export function toPublicProperty(doc: Property): PublicProperty {
  const image = mediaUrl(doc.image)
  return {
    id: doc.id,
    slug: doc.slug ?? null,
    address: doc.address,
    image: image.url,
    imageAlt: image.alt,
    type: doc.type,
    size: doc.size,
    rate: doc.rate ?? null,
    description: doc.description ?? null,
    features: doc.features ?? [],
    listingType: doc.listingType,
    status: doc.status,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }
}
