import type { Media } from '../../../../cms/payload-types'

/** A listing photo ready for `<img>`: the 800 px rendition, its 400/800/1200 px `srcset` and its box. */
export type ResponsiveImage = {
  src: string
  /** `"/uploads/a-400x250.webp 400w, …"`; null when the upload has no renditions (e.g. an SVG). */
  srcSet: string | null
  alt: string
  width: number
  height: number
}

/** The box of a listing photo when the upload does not say (the 8:5 frame cards and galleries use). */
export const DEFAULT_IMAGE_BOX = { width: 800, height: 500 } as const

const RENDITIONS = ['small', 'medium', 'large'] as const

/** `"url 400w, url 800w, url 1200w"` from the renditions an upload has, or null when it has none. */
export function srcSetOf(media: Media): string | null {
  const candidates = RENDITIONS.flatMap((name) => {
    const size = media.sizes?.[name]
    return size?.url && size.width ? [`${size.url} ${size.width}w`] : []
  })
  return candidates.length ? candidates.join(', ') : null
}

/**
 * The responsive image of a populated upload field, or null when the field is empty, not populated
 * (an id) or has no URL. The alt text falls back to `fallbackAlt` (e.g. the address).
 */
export function toResponsiveImage({
  media,
  fallbackAlt,
}: {
  media: number | Media | null | undefined
  fallbackAlt: string
}): ResponsiveImage | null {
  if (!media || typeof media !== 'object') return null
  const medium = media.sizes?.medium
  const src = medium?.url ?? media.url
  if (!src) return null
  const width = medium?.url ? medium.width : media.width
  const height = medium?.url ? medium.height : media.height
  return {
    src,
    srcSet: srcSetOf(media),
    alt: media.alt || fallbackAlt,
    width: width ?? DEFAULT_IMAGE_BOX.width,
    height: height ?? DEFAULT_IMAGE_BOX.height,
  }
}
