import type {
  BlogPosting,
  BreadcrumbList,
  DayOfWeek,
  ImageObject,
  OpeningHoursSpecification,
  Organization,
  Person,
  PostalAddress,
  RealEstateAgent,
  Thing,
  WithContext,
} from 'schema-dts'

import type { Media, Post, SiteSetting, TeamMember } from '../../cms/payload-types'

/** One JSON-LD document of a page, typed against schema.org by schema-dts. */
export type StructuredData = WithContext<Thing>

/** One step of a breadcrumb trail: its name and the path of its page. */
export type Breadcrumb = { name: string; path: string }

/** An image for link previews and structured data. `url` may be a path; it is made absolute. */
export type SeoImage = { url: string; width: number; height: number; alt: string }

/** The site's default link-preview image (public/og-image.png), 1200x630 as Open Graph recommends. */
export const DEFAULT_SOCIAL_IMAGE = { url: '/og-image.png', width: 1200, height: 630 } as const

/** The broker's square logo (public/logo.png), for `logo` in structured data. */
export const LOGO_IMAGE = { url: '/logo.png', width: 512, height: 512 } as const

/** Google truncates longer BlogPosting headlines. */
const MAX_HEADLINE_LENGTH = 110

const DAY_NAMES: Record<string, DayOfWeek> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
}

/** Business hours for structured data when the settings have none (SPEC.md section 1). */
const DEFAULT_OPENING_HOURS: NonNullable<SiteSetting['openingHours']> = [
  { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '08:00', closes: '18:00' },
]

/** `path` under `siteUrl`; a URL that is already absolute is kept. */
export function absoluteUrl({ siteUrl, path }: { siteUrl: string; path: string }): string {
  if (/^https?:\/\//.test(path)) return path
  return `${siteUrl.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`
}

/** The `@id` of the broker, so other documents of the page can point at it. */
export const agentId = (siteUrl: string) => `${absoluteUrl({ siteUrl, path: '/' })}#organization`

/** A populated upload as a link-preview image, or undefined when the field holds no media. */
export function mediaToSeoImage(media: Media | number | null | undefined): SeoImage | undefined {
  if (!media || typeof media !== 'object' || !media.url || !media.width || !media.height) return undefined
  return { url: media.url, width: media.width, height: media.height, alt: media.alt }
}

/**
 * The JSON text of a `<script type="application/ld+json">`, safe inside HTML: `<`, `>` and `&` are
 * written as \u escapes so content such as "</script>" or "<!--" cannot end the script element, and
 * U+2028/U+2029 are escaped for JavaScript parsers older than ES2019.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** "(949) 555-0142" -> "+1-949-555-0142", the international form search engines prefer; other forms stay. */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')
  return digits.length === 10 ? `+1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : phone
}

function postalAddress(address: SiteSetting['address']): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: [address.street, address.suite].filter(Boolean).join(', '),
    addressLocality: address.city,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: 'US',
  }
}

function imageObject({ siteUrl, image }: { siteUrl: string; image: Omit<SeoImage, 'alt'> & { alt?: string } }): ImageObject {
  return {
    '@type': 'ImageObject',
    url: absoluteUrl({ siteUrl, path: image.url }),
    width: { '@type': 'QuantitativeValue', value: image.width, unitCode: 'E37' },
    height: { '@type': 'QuantitativeValue', value: image.height, unitCode: 'E37' },
    ...(image.alt ? { caption: image.alt } : {}),
  }
}

/** The broker as a publisher: name and logo. */
function publisher({ settings, siteUrl }: { settings: SiteSetting; siteUrl: string }): Organization {
  return {
    '@type': 'Organization',
    '@id': agentId(siteUrl),
    name: settings.brandName,
    url: absoluteUrl({ siteUrl, path: '/' }),
    logo: imageObject({ siteUrl, image: LOGO_IMAGE }),
  }
}

/**
 * The broker as a schema.org RealEstateAgent, on every page: contact details, address, business hours
 * (Mo-Fr 08:00-18:00 unless the settings say otherwise), DRE licence and LinkedIn profile.
 */
export function realEstateAgent({ settings, siteUrl }: { settings: SiteSetting; siteUrl: string }): WithContext<RealEstateAgent> {
  const hours = settings.openingHours?.length ? settings.openingHours : DEFAULT_OPENING_HOURS
  const openingHoursSpecification: OpeningHoursSpecification[] = hours.map(({ days, opens, closes }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.map((day) => DAY_NAMES[day]),
    opens,
    closes,
  }))
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': agentId(siteUrl),
    name: settings.brandName,
    url: absoluteUrl({ siteUrl, path: '/' }),
    logo: imageObject({ siteUrl, image: LOGO_IMAGE }),
    image: absoluteUrl({ siteUrl, path: DEFAULT_SOCIAL_IMAGE.url }),
    telephone: internationalPhone(settings.phone),
    email: settings.email,
    address: postalAddress(settings.address),
    openingHoursSpecification,
    areaServed: { '@type': 'AdministrativeArea', name: 'Orange County, California' },
    hasCredential: {
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'license',
      name: `California DRE License ${settings.dreNumber}`,
      recognizedBy: { '@type': 'GovernmentOrganization', name: 'California Department of Real Estate' },
    },
    ...(settings.linkedinUrl ? { sameAs: [settings.linkedinUrl] } : {}),
  }
}

/** A BreadcrumbList: positions 1..n with absolute URLs, in the order given (Home first). */
export function breadcrumbList({ items, siteUrl }: { items: Breadcrumb[]; siteUrl: string }): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl({ siteUrl, path: item.path }),
    })),
  }
}

function postAuthor({ author, siteUrl, teamPath }: { author: TeamMember; siteUrl: string; teamPath: string }): Person {
  return {
    '@type': 'Person',
    name: author.name,
    jobTitle: author.role,
    url: absoluteUrl({ siteUrl, path: teamPath }),
    ...(author.linkedinUrl ? { sameAs: [author.linkedinUrl] } : {}),
  }
}

type BlogPostingInput = {
  post: Post
  settings: SiteSetting
  siteUrl: string
  /** The post's own path. */
  path: string
  /** Where the author's profile is (the team page). */
  teamPath: string
  /** The article's description as the page's metadata has it. */
  description: string
}

/** A post as a BlogPosting: headline (110 characters at most), dates, author, image, publisher. */
export function blogPosting({ post, settings, siteUrl, path, teamPath, description }: BlogPostingInput): WithContext<BlogPosting> {
  const url = absoluteUrl({ siteUrl, path })
  const author = typeof post.author === 'object' && post.author ? post.author : null
  const cover = mediaToSeoImage(post.coverImage)
  const headline = post.title.length <= MAX_HEADLINE_LENGTH ? post.title : `${post.title.slice(0, MAX_HEADLINE_LENGTH - 3).trimEnd()}...`
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline,
    description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: post.publishedDate ?? post.createdAt,
    dateModified: post.updatedAt,
    author: author ? postAuthor({ author, siteUrl, teamPath }) : publisher({ settings, siteUrl }),
    publisher: publisher({ settings, siteUrl }),
    image: imageObject({ siteUrl, image: cover ?? DEFAULT_SOCIAL_IMAGE }),
    ...(post.category ? { articleSection: post.category } : {}),
  }
}
