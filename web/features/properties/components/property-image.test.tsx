import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { ResponsiveImage } from '../lib/responsive-image'
import { PropertyImage } from './property-image'

const photo: ResponsiveImage = {
  src: '/uploads/dock-800x500.webp',
  srcSet: '/uploads/dock-400x250.webp 400w, /uploads/dock-800x500.webp 800w, /uploads/dock-1200x750.webp 1200w',
  alt: 'Loading docks of a distribution center',
  width: 800,
  height: 500,
}

describe('PropertyImage', () => {
  it('shows the photo with its renditions and box, over a skeleton until it has loaded', () => {
    const { container } = render(<PropertyImage image={photo} sizes="100vw" />)
    const img = screen.getByRole('img', { name: photo.alt })
    expect(img.getAttribute('srcset')).toBe(photo.srcSet)
    expect(img.getAttribute('sizes')).toBe('100vw')
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '500'])
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()

    fireEvent.load(img)
    expect(container.querySelector('[aria-busy="true"]')).toBeNull()
  })

  it('loads the first visible photo at once with high priority, the others lazily', () => {
    render(
      <>
        <PropertyImage image={photo} isPriority />
        <PropertyImage image={{ ...photo, src: '/uploads/yard-800x500.webp', alt: 'Yard' }} />
      </>,
    )
    const first = screen.getByRole('img', { name: photo.alt })
    expect(first.getAttribute('loading')).toBe('eager')
    expect(first.getAttribute('fetchpriority')).toBe('high')
    const other = screen.getByRole('img', { name: 'Yard' })
    expect(other.getAttribute('loading')).toBe('lazy')
    expect(other.getAttribute('fetchpriority')).toBeNull()
  })

  it("shows an 'Image unavailable' placeholder when the photo fails to load", () => {
    render(<PropertyImage image={photo} />)
    fireEvent.error(screen.getByRole('img', { name: photo.alt }))
    expect(screen.getByText('Image unavailable')).toBeTruthy()
    expect(screen.getByRole('img', { name: `Image unavailable: ${photo.alt}` })).toBeTruthy()
    expect(screen.queryByRole('img', { name: photo.alt })).toBeNull()
  })

  it('shows the placeholder for a listing without a photo', () => {
    render(<PropertyImage image={null} />)
    expect(screen.getByRole('img', { name: 'Image unavailable' })).toBeTruthy()
  })
})
