/**
 * Reads what the sitemap lists through Payload's Local API, in this process: published documents only,
 * at depth 0, with only the fields the sitemap needs. Reads run as an anonymous visitor
 * (`overrideAccess: false`), so nothing the public cannot read can reach the sitemap; the `where`
 * clauses say the same thing explicitly.
 */
import type { CollectionSlug, Payload, Where } from 'payload'

import {
  CITIES,
  HOMEPAGE_SECTIONS,
  MARKET_SNAPSHOTS,
  MEDIA,
  PAGES,
  POSTS,
  PROPERTIES,
  SERVICES,
  SITE_SETTINGS,
  TEAM_MEMBERS,
} from '../cms/shared/slugs'
import type { SitemapContent, SitemapListing } from './sitemap'

const PUBLISHED: Where = { _status: { equals: 'published' } }
const asPublic = { depth: 0, overrideAccess: false, pagination: false } as const

type MediaRef = number | { id: number } | null | undefined

const mediaId = (ref: MediaRef): number | null => (typeof ref === 'number' ? ref : (ref?.id ?? null))

/** When the most recently changed document of `collection` changed, if it has any. */
async function newestUpdate(payload: Payload, collection: CollectionSlug): Promise<string | undefined> {
  const { docs } = await payload.find({
    collection,
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: false,
    select: { updatedAt: true },
  })
  return (docs[0] as { updatedAt?: string } | undefined)?.updatedAt
}

/** Published slugs and update times of a collection with a `slug` field. */
async function documents(payload: Payload, collection: typeof POSTS | typeof PAGES | typeof SERVICES | typeof CITIES, where?: Where) {
  const { docs } = await payload.find({ collection, where, ...asPublic, select: { slug: true, updatedAt: true } })
  return docs.map((doc) => ({ slug: String(doc.slug), updatedAt: doc.updatedAt }))
}

/** Published listings with their images (main photo first, then the gallery), images only. */
async function listings(payload: Payload): Promise<SitemapListing[]> {
  const { docs } = await payload.find({
    collection: PROPERTIES,
    where: { published: { equals: true } },
    sort: '-createdAt',
    ...asPublic,
    select: { address: true, updatedAt: true, image: true, gallery: true },
  })
  const idsOf = (doc: (typeof docs)[number]) =>
    [...new Set([doc.image, ...(doc.gallery ?? [])].map((ref) => mediaId(ref as MediaRef)))].filter(
      (id): id is number => id !== null,
    )
  const ids = [...new Set(docs.flatMap(idsOf))]
  const media = ids.length
    ? (
        await payload.find({
          collection: MEDIA,
          where: { id: { in: ids }, mimeType: { like: 'image/' } },
          ...asPublic,
          // `filename` too: the media collection's afterRead hook makes `url` from it.
          select: { url: true, filename: true, alt: true, caption: true },
        })
      ).docs
    : []
  const byId = new Map(media.map((doc) => [doc.id, doc]))
  return docs.map((doc) => ({
    id: doc.id,
    address: doc.address,
    updatedAt: doc.updatedAt,
    images: idsOf(doc).flatMap((id) => {
      const image = byId.get(id)
      return image?.url ? [{ url: image.url, caption: image.caption, alt: image.alt }] : []
    }),
  }))
}

/** Everything sitemap.ts builds the sitemap from, read in parallel. */
export async function readSitemapContent(payload: Payload): Promise<SitemapContent> {
  const [settings, properties, posts, pages, services, cities, homepageSections, marketSnapshots, teamMembers] =
    await Promise.all([
      payload.findGlobal({ slug: SITE_SETTINGS, depth: 0, overrideAccess: false, select: { productSlug: true, updatedAt: true } }),
      listings(payload),
      documents(payload, POSTS, PUBLISHED),
      documents(payload, PAGES, PUBLISHED),
      documents(payload, SERVICES),
      documents(payload, CITIES),
      newestUpdate(payload, HOMEPAGE_SECTIONS),
      newestUpdate(payload, MARKET_SNAPSHOTS),
      newestUpdate(payload, TEAM_MEMBERS),
    ])
  return {
    productSlug: settings.productSlug,
    properties,
    posts,
    pages,
    services,
    cities,
    newest: { homepageSections, marketSnapshots, teamMembers, siteSettings: settings.updatedAt ?? undefined },
  }
}
