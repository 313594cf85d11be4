import { describe, expect, it } from 'vitest'

import type { Media, Post, SiteSetting, TeamMember } from '../../cms/payload-types'
import {
  absoluteUrl,
  blogPosting,
  breadcrumbList,
  internationalPhone,
  mediaToSeoImage,
  realEstateAgent,
  serializeJsonLd,
} from './structured-data'

const SITE_URL = 'https://www.example.com'

function buildSettings(overrides: Partial<SiteSetting> = {}): SiteSetting {
  return {
    id: 1,
    brandName: 'Calder & Pine Industrial Advisors',
    productNoun: 'industrial real estate',
    productSlug: 'industrial-real-estate',
    phone: '(949) 555-0142',
    email: 'hello@example.com',
    address: { street: '17951 Gillette Ave', suite: 'Suite 210', city: 'Irvine', region: 'CA', postalCode: '92614' },
    openingHours: [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '08:00', closes: '18:00' }],
    dreNumber: '02187431',
    linkedinUrl: 'https://www.linkedin.com/company/example',
    ...overrides,
  }
}

function buildMedia(overrides: Partial<Media> = {}): Media {
  return {
    id: 9,
    alt: 'Distribution center with trailer parking',
    url: '/uploads/building.jpg',
    width: 1600,
    height: 1000,
    createdAt: '2025-09-01T12:00:00.000Z',
    updatedAt: '2025-09-01T12:00:00.000Z',
    ...overrides,
  }
}

const author: TeamMember = {
  id: 3,
  name: 'Dana Whitfield',
  role: 'Principal',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
}

function buildPost(overrides: Partial<Post> = {}): Post {
  return {
    id: 4,
    title: 'Orange County industrial vacancy rises for the third quarter',
    slug: 'vacancy-rises',
    publishedDate: '2025-08-15T00:00:00.000Z',
    author,
    coverImage: buildMedia({ url: '/uploads/cover.jpg' }),
    content: { root: { type: 'root', children: [], direction: null, format: '', indent: 0, version: 1 } },
    createdAt: '2025-08-14T00:00:00.000Z',
    updatedAt: '2025-08-20T00:00:00.000Z',
    ...overrides,
  }
}

/** The document as a crawler reads it: the serialized JSON parsed back. */
const asJson = (data: unknown): unknown => JSON.parse(serializeJsonLd(data))

describe('serializeJsonLd', () => {
  it('keeps CMS text from closing the script element or opening a comment', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script> <!-- & \u2028\u2029' })
    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
    expect(text).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> <!-- & \u2028\u2029' })
  })
})

describe('absoluteUrl', () => {
  it('puts paths under the site and keeps absolute URLs', () => {
    expect(absoluteUrl({ siteUrl: SITE_URL, path: '/blog' })).toBe('https://www.example.com/blog')
    expect(absoluteUrl({ siteUrl: `${SITE_URL}/`, path: '/' })).toBe('https://www.example.com/')
    expect(absoluteUrl({ siteUrl: SITE_URL, path: 'https://cdn.example.net/a.jpg' })).toBe('https://cdn.example.net/a.jpg')
  })
})

describe('realEstateAgent', () => {
  it('describes the broker with contact details, address, Mo-Fr 08:00-18:00 and LinkedIn', () => {
    const agent = asJson(realEstateAgent({ settings: buildSettings(), siteUrl: SITE_URL }))
    expect(agent).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      name: 'Calder & Pine Industrial Advisors',
      url: 'https://www.example.com/',
      telephone: '+1-949-555-0142',
      email: 'hello@example.com',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '17951 Gillette Ave, Suite 210',
        addressLocality: 'Irvine',
        addressRegion: 'CA',
        postalCode: '92614',
        addressCountry: 'US',
      },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '08:00',
          closes: '18:00',
        },
      ],
      sameAs: ['https://www.linkedin.com/company/example'],
    })
    expect(agent).toMatchObject({ logo: { '@type': 'ImageObject', url: 'https://www.example.com/logo.png' } })
  })

  it('falls back to the spec business hours and leaves out sameAs without a LinkedIn URL', () => {
    const agent = asJson(realEstateAgent({ settings: buildSettings({ openingHours: [], linkedinUrl: null }), siteUrl: SITE_URL }))
    expect(agent).toMatchObject({
      openingHoursSpecification: [
        { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
      ],
    })
    expect(agent).not.toHaveProperty('sameAs')
  })
})

describe('internationalPhone', () => {
  it('writes a US number in international form and leaves other numbers alone', () => {
    expect(internationalPhone('(949) 555-0142')).toBe('+1-949-555-0142')
    expect(internationalPhone('1 949 555 0142')).toBe('+1-949-555-0142')
    expect(internationalPhone('ext. 12')).toBe('ext. 12')
  })
})

describe('breadcrumbList', () => {
  it('numbers the trail 1..n with absolute URLs', () => {
    const list = asJson(
      breadcrumbList({
        siteUrl: SITE_URL,
        items: [
          { name: 'Home', path: '/' },
          { name: 'Blog', path: '/blog' },
          { name: 'A post', path: '/blog/a-post' },
        ],
      }),
    )
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/' },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://www.example.com/blog' },
        { '@type': 'ListItem', position: 3, name: 'A post', item: 'https://www.example.com/blog/a-post' },
      ],
    })
  })
})

describe('blogPosting', () => {
  const build = (post: Post) =>
    asJson(
      blogPosting({
        post,
        settings: buildSettings(),
        siteUrl: SITE_URL,
        path: `/blog/${post.slug}`,
        teamPath: '/team',
        description: 'Vacancy rose again.',
      }),
    )

  it('has headline, dates, author, image, publisher with logo and the page as main entity', () => {
    expect(build(buildPost())).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Orange County industrial vacancy rises for the third quarter',
      description: 'Vacancy rose again.',
      datePublished: '2025-08-15T00:00:00.000Z',
      dateModified: '2025-08-20T00:00:00.000Z',
      author: { '@type': 'Person', name: 'Dana Whitfield', jobTitle: 'Principal', url: 'https://www.example.com/team' },
      image: { '@type': 'ImageObject', url: 'https://www.example.com/uploads/cover.jpg' },
      publisher: {
        '@type': 'Organization',
        name: 'Calder & Pine Industrial Advisors',
        logo: { '@type': 'ImageObject', url: 'https://www.example.com/logo.png' },
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.example.com/blog/vacancy-rises' },
    })
  })

  it('cuts the headline to 110 characters and falls back to the default image and the broker as author', () => {
    const posting = build(buildPost({ title: 'x'.repeat(150), author: null, coverImage: null, publishedDate: null }))
    expect(posting).toMatchObject({
      headline: `${'x'.repeat(107)}...`,
      image: { url: 'https://www.example.com/og-image.png' },
      author: { '@type': 'Organization', name: 'Calder & Pine Industrial Advisors' },
      datePublished: '2025-08-14T00:00:00.000Z',
    })
  })
})

describe('mediaToSeoImage', () => {
  it('takes an upload with its size and alt text, and nothing from an unpopulated id', () => {
    expect(mediaToSeoImage(buildMedia())).toEqual({
      url: '/uploads/building.jpg',
      width: 1600,
      height: 1000,
      alt: 'Distribution center with trailer parking',
    })
    expect(mediaToSeoImage(9)).toBeUndefined()
    expect(mediaToSeoImage(null)).toBeUndefined()
  })
})
