import { useCallback, useState } from 'react'

import type { ResponsiveImage } from '../lib/responsive-image'

/** Card width on each breakpoint: full width on phones, half on tablets, a third of the 7xl container. */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw'

type PropertyImageProps = {
  image: ResponsiveImage | null
  /** The `sizes` of the srcset: how wide the image shows on each breakpoint. */
  sizes?: string
  /** Classes of the frame, which sets the box (e.g. `aspect-[8/5] w-full`). */
  className?: string
  /** The first image in view: loaded at once with high priority (it is likely the largest paint). */
  isPriority?: boolean
}

/**
 * A listing photo in a fixed frame: a pulsing skeleton until it has loaded, the 400/800/1200 px
 * renditions as `srcset`, and an 'Image unavailable' placeholder when it is missing or fails.
 */
export function PropertyImage({ image, ...props }: PropertyImageProps) {
  // A new photo starts over (loading, not failed).
  return <LoadingImage key={image?.src ?? 'none'} image={image} {...props} />
}

type Status = 'loading' | 'loaded' | 'failed'

function LoadingImage({ image, sizes = CARD_IMAGE_SIZES, className = '', isPriority = false }: PropertyImageProps) {
  const [status, setStatus] = useState<Status>('loading')
  // A server-rendered image may finish (or fail) before hydration attaches the handlers. Assigning the
  // same source again makes the browser report it once more, as React does for images it creates.
  const replayFinishedLoad = useCallback((img: HTMLImageElement | null) => {
    if (!img?.complete) return
    const src = img.getAttribute('src')
    if (src) img.src = src
  }, [])

  if (!image || status === 'failed') {
    return (
      <div
        role="img"
        aria-label={image?.alt ? `Image unavailable: ${image.alt}` : 'Image unavailable'}
        className={`flex flex-col items-center justify-center gap-2 bg-slate-100 text-slate-600 ${className}`}
      >
        <BuildingIcon />
        <span className="text-sm font-medium">Image unavailable</span>
      </div>
    )
  }
  return (
    <div className={`relative overflow-hidden bg-slate-100 ${className}`} aria-busy={status === 'loading'}>
      {status === 'loading' ? <div aria-hidden="true" className="absolute inset-0 animate-pulse bg-slate-200" /> : null}
      <img
        ref={replayFinishedLoad}
        src={image.src}
        srcSet={image.srcSet ?? undefined}
        sizes={image.srcSet ? sizes : undefined}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : undefined}
        decoding="async"
        onLoad={() => setStatus('loaded')}
        onError={() => setStatus('failed')}
        className="relative h-full w-full object-cover"
      />
    </div>
  )
}

function BuildingIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-10" fill="none" stroke="currentColor" strokeWidth="2">
      {/* A warehouse: pitched roof, two roll-up doors and a loading dock. */}
      <path d="M4 42V18L24 6l20 12v24" strokeLinejoin="round" />
      <path d="M10 42V26h12v16M26 42V26h12v16M10 32h12M26 32h12M2 42h44" />
    </svg>
  )
}
