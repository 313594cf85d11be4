import { useState, type KeyboardEvent } from 'react'

import type { ResponsiveImage } from '../lib/responsive-image'
import { PropertyImage } from './property-image'

/** The main photo spans the content column: about 820 px on desktops, the full width below. */
const MAIN_SIZES = '(min-width: 1280px) 820px, (min-width: 1024px) 64vw, 100vw'
const THUMB_SIZES = '160px'

const ARROW =
  'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

/**
 * The listing's photos: a large view with previous and next buttons (and the arrow keys), and a row
 * of thumbnails that choose the photo. Every control is a button, so all of it works by keyboard.
 */
export function PropertyGallery({ images, address }: { images: ResponsiveImage[]; address: string }) {
  const [selected, setSelected] = useState(0)
  if (images.length === 0) {
    return <PropertyImage image={null} className="aspect-[8/5] w-full rounded-xl" />
  }
  const count = images.length
  const current = images[Math.min(selected, count - 1)]
  const show = (index: number) => setSelected((index + count) % count)
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') show(selected - 1)
    else if (event.key === 'ArrowRight') show(selected + 1)
    else return
    event.preventDefault()
  }

  return (
    <section aria-roledescription="carousel" aria-label={`Photos of ${address}`} onKeyDown={count > 1 ? onKeyDown : undefined}>
      <div className="relative">
        <PropertyImage
          image={current}
          sizes={MAIN_SIZES}
          className="aspect-[8/5] w-full rounded-xl"
          isPriority={selected === 0}
        />
        {count > 1 ? (
          <>
            <button type="button" onClick={() => show(selected - 1)} aria-label="Previous photo" className={`${ARROW} left-3`}>
              <Chevron direction="left" />
            </button>
            <button type="button" onClick={() => show(selected + 1)} aria-label="Next photo" className={`${ARROW} right-3`}>
              <Chevron direction="right" />
            </button>
            <p aria-live="polite" className="absolute right-3 bottom-3 rounded-full bg-brand-950/80 px-3 py-1 text-xs font-semibold text-white">
              <span className="sr-only">Showing photo </span>
              {selected + 1} / {count}
              <span className="sr-only">: {current.alt}</span>
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="mt-3 grid grid-cols-4 gap-3 sm:grid-cols-6">
          {images.map((image, index) => (
            <li key={image.src}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={`Photo ${index + 1} of ${count}: ${image.alt}`}
                aria-pressed={index === selected}
                className={`block w-full overflow-hidden rounded-lg ring-offset-2 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                  index === selected ? 'ring-2 ring-brand-700' : 'opacity-80 hover:opacity-100'
                }`}
              >
                <PropertyImage image={{ ...image, alt: '' }} sizes={THUMB_SIZES} className="aspect-[8/5] w-full" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
