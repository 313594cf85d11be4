/**
 * The sitemap (https://www.sitemaps.org/protocol.html) with Google's image extension
 * (https://developers.google.com/search/docs/crawling-indexing/sitemaps/image-sitemaps): every public
 * route, from what the CMS has published (read in sitemap-content.ts). Pure functions, so the XML is
 * tested without a database.
 */
import { MARKET_SLUGS } from '../cms/shared/markets'
import { SERVICE_SLUGS } from '../cms/shared/services'
import { paths } from '../web/config/paths'

export type ChangeFrequency = 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never'

export type SitemapImage = { loc: string; caption?: string; title?: string }

export type SitemapEntry = {
  /** Absolute URL. */
  loc: string
  /** ISO 8601 date-time of the last change, when known. */
  lastmod?: string
  changefreq: ChangeFrequency
  priority: number
  images?: SitemapImage[]
}

/** A published document's address part and when it last changed. */
export type SitemapDocument = { slug: string; updatedAt: string }

export type SitemapListing = {
  id: number
  address: string
  updatedAt: string
  /** The main photo, then the gallery: `url` as the media collection answers it (`/uploads/…`). */
  images: { url: string; caption?: string | null; alt?: string | null }[]
}

/** Everything the sitemap is built from: published content only. */
export type SitemapContent = {
  productSlug: string
  properties: SitemapListing[]
  posts: SitemapDocument[]
  /** CMS pages (about, privacy, terms, lease-renewal-support, market-reports). */
  pages: SitemapDocument[]
  services: SitemapDocument[]
  cities: SitemapDocument[]
  /** The newest change of content shown on pages that list no document of their own, when any. */
  newest: { homepageSections?: string; marketSnapshots?: string; teamMembers?: string; siteSettings?: string }
}

type Rank = { priority: number; changefreq: ChangeFrequency }

/**
 * Priority and change frequency per kind of page. SPEC.md section 9 sets home 1.0 daily, services 0.9,
 * about 0.8, markets 0.8, contact 0.7, blog 0.6 daily, city pages 0.6 monthly, privacy and terms 0.3
 * yearly. The rest are chosen here: listings change and sell (properties 0.8 daily, a listing 0.7
 * weekly); a service page 0.8 and lease renewal support 0.7, monthly like services and about; market
 * reports 0.7 monthly (quarterly figures); markets weekly (its figures follow new snapshots); contact
 * monthly; a post 0.6 monthly (written once, rarely edited); team 0.5 and the calculator 0.5; the logo
 * showcase 0.2 yearly, being a brand asset page rather than a search landing page.
 */
export const RANKS = {
  home: { priority: 1.0, changefreq: 'daily' },
  services: { priority: 0.9, changefreq: 'monthly' },
  service: { priority: 0.8, changefreq: 'monthly' },
  about: { priority: 0.8, changefreq: 'monthly' },
  markets: { priority: 0.8, changefreq: 'weekly' },
  properties: { priority: 0.8, changefreq: 'daily' },
  property: { priority: 0.7, changefreq: 'weekly' },
  marketReports: { priority: 0.7, changefreq: 'monthly' },
  leaseRenewalSupport: { priority: 0.7, changefreq: 'monthly' },
  contact: { priority: 0.7, changefreq: 'monthly' },
  blog: { priority: 0.6, changefreq: 'daily' },
  post: { priority: 0.6, changefreq: 'monthly' },
  city: { priority: 0.6, changefreq: 'monthly' },
  team: { priority: 0.5, changefreq: 'monthly' },
  calculator: { priority: 0.5, changefreq: 'yearly' },
  privacy: { priority: 0.3, changefreq: 'yearly' },
  terms: { priority: 0.3, changefreq: 'yearly' },
  logoShowcase: { priority: 0.2, changefreq: 'yearly' },
} satisfies Record<string, Rank>

/** The latest of some ISO dates (undefined when none is given). */
export const latest = (...dates: (string | undefined)[]): string | undefined =>
  dates.filter((date): date is string => Boolean(date)).sort((a, b) => Date.parse(b) - Date.parse(a))[0]

const toIso = (date: string | undefined) => (date ? new Date(date).toISOString() : undefined)

/**
 * The sitemap's entries, in the order of the site's navigation. Pages the site would answer with 404
 * are left out: CMS pages that are not published, services and cities that are not among the site's
 * pages (SPEC.md section 2) or not in the CMS.
 */
export function sitemapEntries({ content, siteUrl }: { content: SitemapContent; siteUrl: string }): SitemapEntry[] {
  const { productSlug, properties, posts, pages, services, cities, newest } = content
  const entry = ({ path, rank, lastmod }: { path: string; rank: Rank; lastmod?: string }): SitemapEntry => ({
    loc: `${siteUrl}${path}`,
    lastmod: toIso(lastmod),
    ...rank,
  })
  const pageUpdate = (slug: string) => pages.find((page) => page.slug === slug)?.updatedAt
  const cmsPage = ({ slug, path, rank }: { slug: string; path: string; rank: Rank }) => {
    const updatedAt = pageUpdate(slug)
    return updatedAt ? [entry({ path, rank, lastmod: updatedAt })] : []
  }
  const siteServices = services.filter((service) => (SERVICE_SLUGS as readonly string[]).includes(service.slug))
  const siteCities = cities.filter((city) => (MARKET_SLUGS as readonly string[]).includes(city.slug))
  const newestOf = (documents: { updatedAt: string }[]) => latest(...documents.map((doc) => doc.updatedAt))

  return [
    entry({
      path: paths.home(),
      rank: RANKS.home,
      lastmod: latest(newestOf(properties), newest.homepageSections, newest.marketSnapshots),
    }),
    entry({ path: paths.services(), rank: RANKS.services, lastmod: newestOf(siteServices) }),
    ...siteServices.map((service) =>
      entry({ path: paths.service(service.slug), rank: RANKS.service, lastmod: service.updatedAt }),
    ),
    ...cmsPage({ slug: 'about', path: paths.about(), rank: RANKS.about }),
    ...cmsPage({ slug: 'lease-renewal-support', path: paths.leaseRenewalSupport(), rank: RANKS.leaseRenewalSupport }),
    entry({ path: paths.markets(), rank: RANKS.markets, lastmod: latest(newestOf(siteCities), newest.marketSnapshots) }),
    // Market reports render without their CMS page too (the page only adds text).
    entry({
      path: paths.marketReports(),
      rank: RANKS.marketReports,
      lastmod: latest(pageUpdate('market-reports'), newest.marketSnapshots),
    }),
    ...siteCities.map((city) =>
      entry({ path: paths.city({ market: city.slug, productSlug }), rank: RANKS.city, lastmod: city.updatedAt }),
    ),
    entry({ path: paths.properties(), rank: RANKS.properties, lastmod: newestOf(properties) }),
    ...properties.map((property) => ({
      ...entry({ path: paths.property(property.id), rank: RANKS.property, lastmod: property.updatedAt }),
      images: property.images.map((image) => ({
        loc: new URL(image.url, `${siteUrl}/`).href,
        caption: image.caption || image.alt || undefined,
        title: property.address,
      })),
    })),
    entry({ path: paths.calculator(), rank: RANKS.calculator }),
    entry({ path: paths.team(), rank: RANKS.team, lastmod: newest.teamMembers }),
    entry({ path: paths.blog(), rank: RANKS.blog, lastmod: newestOf(posts) }),
    ...posts.map((post) => entry({ path: paths.post(post.slug), rank: RANKS.post, lastmod: post.updatedAt })),
    entry({ path: paths.contact(), rank: RANKS.contact, lastmod: newest.siteSettings }),
    ...cmsPage({ slug: 'privacy', path: paths.privacy(), rank: RANKS.privacy }),
    ...cmsPage({ slug: 'terms', path: paths.terms(), rank: RANKS.terms }),
    entry({ path: paths.logoShowcase(), rank: RANKS.logoShowcase, lastmod: newest.siteSettings }),
  ]
}

// Characters XML 1.0 forbids even when escaped (C0 controls other than tab, line feed, carriage return).
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

/** Text made safe for an XML element: markup characters as entities, forbidden characters removed. */
export const escapeXml = (text: string): string =>
  text
    .replace(FORBIDDEN_CHARACTERS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

const element = (name: string, text: string | undefined) => (text ? `<${name}>${escapeXml(text)}</${name}>` : '')

const imageXml = (image: SitemapImage) =>
  `<image:image>${element('image:loc', image.loc)}${element('image:caption', image.caption)}${element('image:title', image.title)}</image:image>`

/** The sitemap document of `entries`: a `<urlset>` with the image namespace, one `<url>` per line. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url>${element('loc', entry.loc)}${element('lastmod', entry.lastmod)}${element('changefreq', entry.changefreq)}` +
      `<priority>${entry.priority.toFixed(1)}</priority>${(entry.images ?? []).map(imageXml).join('')}</url>`,
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
