import type { Media } from '../../../../cms/payload-types'

type MediaImageProps = {
  media: Media
  /** How wide the image is shown, for the browser to pick a rendition, e.g. "(min-width: 1024px) 400px, 100vw". */
  sizes: string
  className?: string
  /** The page's main image: loaded at once instead of when scrolled near. */
  isPriority?: boolean
}

type Rendition = { url: string; width: number; height: number }

const isRendition = (size: Partial<Record<keyof Rendition, unknown>> | undefined): size is Rendition =>
  typeof size?.url === 'string' && typeof size.width === 'number' && typeof size.height === 'number'

/**
 * An uploaded image with its 400/800/1200 px WebP renditions as a srcset. Width and height reserve the
 * space (no layout shift); off-screen images load lazily.
 */
export function MediaImage({ media, sizes, className = '', isPriority = false }: MediaImageProps) {
  const renditions = [media.sizes?.small, media.sizes?.medium, media.sizes?.large].filter(isRendition)
  const fallback = renditions.at(-1)
  return (
    <img
      src={fallback?.url ?? media.url ?? undefined}
      srcSet={renditions.length ? renditions.map((size) => `${size.url} ${size.width}w`).join(', ') : undefined}
      sizes={renditions.length ? sizes : undefined}
      width={fallback?.width ?? media.width ?? undefined}
      height={fallback?.height ?? media.height ?? undefined}
      alt={media.alt}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : undefined}
      decoding="async"
      className={`object-cover ${className}`}
    />
  )
}
