import type { SeedContext } from './context'
import { countCreated, findExistingId, SEED_REQUEST_CONTEXT } from './context'
import type { SceneKind, SceneView } from './images'
import { renderBuildingImage, renderPortrait } from './images'
import { buildBrochurePdf } from './pdf'
import type { Brochure } from './pdf'

type MediaFile = { alt: string; filename: string; mimetype: string; build: () => Promise<Buffer> | Buffer }

/**
 * Uploads a generated file to `media` unless an item with the same alt text exists (the alt texts of
 * seeded media are unique, and unlike file names Payload never rewrites them). Returns the id. The
 * same picture asked for twice (a listing photo reused as its city's hero) is uploaded once.
 */
export function ensureMedia(ctx: SeedContext, file: MediaFile): Promise<number> {
  const pending = ctx.media.get(file.alt)
  if (pending) return pending
  const result = findOrUpload(ctx, file)
  ctx.media.set(file.alt, result)
  return result
}

async function findOrUpload(ctx: SeedContext, { alt, filename, mimetype, build }: MediaFile): Promise<number> {
  const existing = await findExistingId(ctx, { collection: 'media', where: { alt: { equals: alt } } })
  if (existing !== null) return existing
  const data = await build()
  const doc = await ctx.payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype, name: filename, size: data.length },
    depth: 0,
    overrideAccess: true,
    context: SEED_REQUEST_CONTEXT,
  })
  countCreated(ctx, 'media')
  return doc.id
}

/** A generated building picture. `name` becomes the file name (`{name}.jpg`). */
export const ensureBuildingImage = (
  ctx: SeedContext,
  { name, alt, seed, kind, view }: { name: string; alt: string; seed: number; kind: SceneKind; view?: SceneView },
): Promise<number> =>
  ensureMedia(ctx, {
    alt,
    filename: `${name}.jpg`,
    mimetype: 'image/jpeg',
    build: () => renderBuildingImage({ seed, kind, view }),
  })

export const ensurePortrait = (
  ctx: SeedContext,
  { name, slug, seed }: { name: string; slug: string; seed: number },
): Promise<number> =>
  ensureMedia(ctx, {
    alt: `Portrait of ${name}`,
    filename: `${slug}-portrait.jpg`,
    mimetype: 'image/jpeg',
    build: () => renderPortrait({ name, seed }),
  })

export const ensureBrochure = (ctx: SeedContext, { name, brochure }: { name: string; brochure: Brochure }): Promise<number> =>
  ensureMedia(ctx, {
    alt: `Brochure: ${brochure.title}`,
    filename: `${name}-brochure.pdf`,
    mimetype: 'application/pdf',
    build: () => buildBrochurePdf(brochure),
  })
