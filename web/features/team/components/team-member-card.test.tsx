import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { Media, TeamMember } from '../../../../cms/payload-types'
import { TeamMemberCard } from './team-member-card'

const buildPhoto = (overrides: Partial<Media> = {}): Media => ({
  id: 2,
  alt: 'Portrait of Dana Whitfield',
  url: '/uploads/dana.jpg',
  width: 800,
  height: 800,
  sizes: {
    small: { url: '/uploads/dana-400x400.webp', width: 400, height: 400 },
    medium: { url: '/uploads/dana-800x800.webp', width: 800, height: 800 },
  },
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
})

const buildMember = (overrides: Partial<TeamMember> = {}): TeamMember => ({
  id: 7,
  name: 'Dana Whitfield',
  role: 'Vice President, Leasing',
  dreNumber: '01234567',
  specialties: ['Sublease strategy', 'Flex and R&D'],
  bio: 'Dana leases flex buildings.',
  email: 'dana@example.com',
  phone: '(949) 555-0150',
  linkedinUrl: 'https://www.linkedin.com/in/example',
  photo: buildPhoto(),
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
})

describe('TeamMemberCard', () => {
  it('shows the portrait from the media sizes, lazily, with its alt text and dimensions', () => {
    render(<TeamMemberCard member={buildMember()} />)
    const photo = screen.getByRole('img', { name: 'Portrait of Dana Whitfield' })
    expect(photo).toHaveProperty('src', expect.stringContaining('/uploads/dana-400x400.webp'))
    expect(photo.getAttribute('srcset')).toBe('/uploads/dana-400x400.webp 400w, /uploads/dana-800x800.webp 800w')
    expect(photo.getAttribute('loading')).toBe('lazy')
    expect(photo.getAttribute('width')).toBe('400')
    expect(photo.getAttribute('height')).toBe('400')
  })

  it('lists name, role, licence, specialties and direct contact links', () => {
    render(<TeamMemberCard member={buildMember()} />)
    expect(screen.getByRole('heading', { level: 3, name: 'Dana Whitfield' })).toBeTruthy()
    expect(screen.getByText('Vice President, Leasing')).toBeTruthy()
    expect(screen.getByText('DRE #01234567')).toBeTruthy()
    const specialties = screen.getByRole('list', { name: 'Specialties' })
    expect(within(specialties).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Sublease strategy',
      'Flex and R&D',
    ])
    expect(screen.getByRole('link', { name: /dana@example\.com/ }).getAttribute('href')).toBe('mailto:dana@example.com')
    expect(screen.getByRole('link', { name: /\(949\) 555-0150/ }).getAttribute('href')).toBe('tel:9495550150')
    const linkedin = screen.getByRole('link', { name: /LinkedIn profile of Dana Whitfield \(opens in a new tab\)/ })
    expect(linkedin.getAttribute('target')).toBe('_blank')
    expect(linkedin.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('shows initials instead of a broken image when there is no photo, and leaves out missing links', () => {
    render(<TeamMemberCard member={buildMember({ photo: null, email: null, phone: null, linkedinUrl: null })} />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByText('DW')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
