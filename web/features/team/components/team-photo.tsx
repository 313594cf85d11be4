import type { Media } from '../../../../cms/payload-types'

type TeamPhotoProps = { photo: number | Media | null | undefined; name: string }

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase()

/**
 * A square portrait from the media sizes (400 and 800 px wide), loaded lazily. Without a photo, the
 * member's initials on the brand colour keep the cards aligned.
 */
export function TeamPhoto({ photo, name }: TeamPhotoProps) {
  const media = photo && typeof photo === 'object' ? photo : null
  const small = media?.sizes?.small
  const medium = media?.sizes?.medium
  const src = small?.url ?? media?.url
  if (!media || !src) {
    return (
      <div aria-hidden="true" className="flex aspect-square w-full items-center justify-center bg-brand-900 text-5xl font-bold text-white">
        {initials(name)}
      </div>
    )
  }
  const srcSet = [small, medium]
    .filter((size) => size?.url && size.width)
    .map((size) => `${size?.url} ${size?.width}w`)
    .join(', ')
  return (
    <img
      src={src}
      srcSet={srcSet || undefined}
      sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
      alt={media.alt || `Portrait of ${name}`}
      width={small?.width ?? media.width ?? 400}
      height={small?.height ?? media.height ?? 400}
      loading="lazy"
      decoding="async"
      className="aspect-square w-full bg-slate-100 object-cover"
    />
  )
}
