import type { Media, Property } from '../../payload-types'

/** A property as the public API shows it (SPEC.md section 3), with the image as an `/uploads/` URL. */
export type PublicProperty = {
  id: number
  slug: string | null
  address: string
  image: string | null
  /**
   * The image's 400/800/1200 px WebP renditions as a `srcset` ("url 400w, url 800w, url 1200w").
   * Absent when there is no image or it has no renditions.
   */
  imageSrcSet?: string
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

type PublicImage = { url: string | null; srcSet: string | undefined; alt: string | null }

const RENDITIONS = ['small', 'medium', 'large'] as const

function mediaUrl(media: number | Media | null | undefined): PublicImage {
  if (!media || typeof media === 'number') return { url: null, srcSet: undefined, alt: null }
  const candidates = RENDITIONS.flatMap((name) => {
    const size = media.sizes?.[name]
    return size?.url && size.width ? [`${size.url} ${size.width}w`] : []
  })
  return {
    url: media.sizes?.medium?.url ?? media.url ?? null,
    srcSet: candidates.length ? candidates.join(', ') : undefined,
    alt: media.alt ?? null,
  }
}

export function toPublicProperty(doc: Property): PublicProperty {
  const image = mediaUrl(doc.image)
  return {
    id: doc.id,
    slug: doc.slug ?? null,
    address: doc.address,
    image: image.url,
    // Left out of the JSON when undefined, so a property without a photo keeps the same fields as before.
    imageSrcSet: image.srcSet,
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
