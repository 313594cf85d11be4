import { describe, expect, it } from 'vitest'

import type { Media } from '../../../../cms/payload-types'
import { toResponsiveImage } from './responsive-image'

const rendition = (width: number) => ({
  url: `/uploads/dock-${width}x${width * 0.625}.webp`,
  width,
  height: width * 0.625,
  filename: `dock-${width}x${width * 0.625}.webp`,
})

const photo = {
  id: 7,
  alt: 'Loading docks',
  url: '/uploads/dock.jpg',
  width: 1600,
  height: 1000,
  sizes: { small: rendition(400), medium: rendition(800), large: rendition(1200) },
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
} as Media

describe('toResponsiveImage', () => {
  it('shows the 800 px rendition with a srcset of the 400, 800 and 1200 px ones', () => {
    expect(toResponsiveImage({ media: photo, fallbackAlt: '1 Main St' })).toEqual({
      src: '/uploads/dock-800x500.webp',
      srcSet: '/uploads/dock-400x250.webp 400w, /uploads/dock-800x500.webp 800w, /uploads/dock-1200x750.webp 1200w',
      alt: 'Loading docks',
      width: 800,
      height: 500,
    })
  })

  it('falls back to the original file without renditions, and to the given alt text', () => {
    const plain = { ...photo, alt: '', sizes: {} } as Media
    expect(toResponsiveImage({ media: plain, fallbackAlt: '1 Main St' })).toEqual({
      src: '/uploads/dock.jpg',
      srcSet: null,
      alt: '1 Main St',
      width: 1600,
      height: 1000,
    })
  })

  it('is null for an empty or unpopulated field', () => {
    expect(toResponsiveImage({ media: null, fallbackAlt: 'x' })).toBeNull()
    expect(toResponsiveImage({ media: 7, fallbackAlt: 'x' })).toBeNull()
  })
})
