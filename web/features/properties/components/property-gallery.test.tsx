import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import type { ResponsiveImage } from '../lib/responsive-image'
import { PropertyGallery } from './property-gallery'

const photo = (name: string): ResponsiveImage => ({
  src: `/uploads/${name}-800x500.webp`,
  srcSet: null,
  alt: `Warehouse: ${name}`,
  width: 800,
  height: 500,
})

const photos = [photo('front'), photo('docks'), photo('yard')]

const gallery = () => screen.getByRole('region', { name: 'Photos of 1 Main St' })
const mainPhoto = () => within(gallery()).getAllByRole('img')[0]
const thumbnail = (index: number) => within(gallery()).getByRole('button', { name: new RegExp(`^Photo ${index} of 3: `) })

describe('PropertyGallery', () => {
  it('shows the chosen thumbnail large', async () => {
    render(<PropertyGallery images={photos} address="1 Main St" />)
    expect(mainPhoto().getAttribute('alt')).toBe('Warehouse: front')
    expect(thumbnail(1).getAttribute('aria-pressed')).toBe('true')

    await userEvent.click(thumbnail(3))
    expect(mainPhoto().getAttribute('alt')).toBe('Warehouse: yard')
    expect(thumbnail(3).getAttribute('aria-pressed')).toBe('true')
    expect(thumbnail(1).getAttribute('aria-pressed')).toBe('false')
  })

  it('steps through the photos by keyboard, wrapping at the ends', async () => {
    render(<PropertyGallery images={photos} address="1 Main St" />)
    await userEvent.tab()
    expect(document.activeElement).toBe(within(gallery()).getByRole('button', { name: 'Previous photo' }))
    await userEvent.keyboard('{Enter}')
    expect(mainPhoto().getAttribute('alt')).toBe('Warehouse: yard')
    await userEvent.keyboard('{ArrowRight}')
    expect(mainPhoto().getAttribute('alt')).toBe('Warehouse: front')
    await userEvent.keyboard('{ArrowRight}')
    expect(mainPhoto().getAttribute('alt')).toBe('Warehouse: docks')
  })

  it('shows one photo without controls, and the placeholder without any', () => {
    const { unmount } = render(<PropertyGallery images={[photo('front')]} address="1 Main St" />)
    expect(within(gallery()).queryByRole('button')).toBeNull()
    unmount()
    render(<PropertyGallery images={[]} address="1 Main St" />)
    expect(screen.getByRole('img', { name: 'Image unavailable' })).toBeTruthy()
  })
})
