import type { SeedContext } from '../context'
import { countCreated, ensureDocs, SEED_REQUEST_CONTEXT } from '../context'
import { HOMEPAGE_SECTIONS } from '../data/homepage'
import { PAGES } from '../data/pages/all'
import { POSTS } from '../data/posts/all'
import { SERVICES } from '../data/services/all'
import { SITE_SETTINGS_SEED } from '../data/settings'
import { ensureBuildingImage } from '../media'

export async function seedServices(ctx: SeedContext): Promise<void> {
  await ensureDocs(ctx, {
    collection: 'services',
    items: SERVICES,
    where: (service) => ({ slug: { equals: service.slug } }),
    label: (service) => service.title,
    data: (service) => service,
  })
}

/** Published blog posts with cover images; authors are team members by slug. */
export async function seedPosts(ctx: SeedContext, teamIds: Map<string, number>): Promise<void> {
  await ensureDocs(ctx, {
    collection: 'posts',
    items: POSTS,
    where: (post) => ({ slug: { equals: post.slug } }),
    label: (post) => post.title,
    data: async ({ cover, authorSlug, ...post }) => ({
      ...post,
      author: teamIds.get(authorSlug) ?? null,
      coverImage: await ensureBuildingImage(ctx, { name: `blog-${post.slug}`, alt: cover.alt, seed: cover.seed, kind: cover.scene }),
      _status: 'published' as const,
    }),
  })
}

export async function seedPages(ctx: SeedContext): Promise<void> {
  await ensureDocs(ctx, {
    collection: 'pages',
    items: PAGES,
    where: (page) => ({ slug: { equals: page.slug } }),
    label: (page) => page.title,
    data: (page) => ({ ...page, _status: 'published' as const }),
  })
}

export async function seedHomepageSections(ctx: SeedContext): Promise<void> {
  await ensureDocs(ctx, {
    collection: 'homepage-sections',
    items: HOMEPAGE_SECTIONS,
    where: (section) => ({ section_key: { equals: section.section_key } }),
    label: (section) => section.section_key,
    data: (section) => section,
  })
}

/** Brand and contact details, written only while the global has no brand name (never overwritten). */
export async function seedSiteSettings(ctx: SeedContext): Promise<void> {
  const current = await ctx.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  if (current?.brandName) return
  await ctx.payload.updateGlobal({
    slug: 'site-settings',
    data: SITE_SETTINGS_SEED,
    depth: 0,
    overrideAccess: true,
    context: SEED_REQUEST_CONTEXT,
  })
  countCreated(ctx, 'site-settings')
  ctx.log(`  + site-settings: ${SITE_SETTINGS_SEED.brandName}`)
}
