import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug, Where } from 'payload'

/**
 * Passed as `context` to every write: the change-feed hook skips seeded documents, so a fresh
 * database does not broadcast hundreds of changes nobody is listening for.
 */
export const SEED_REQUEST_CONTEXT = { skipChangeFeed: true } as const

/**
 * How many documents have their pictures drawn and uploaded at once. Payload's WebP renditions
 * dominate the seed's run time; two at a time keeps both cores of a small machine busy.
 */
export const UPLOAD_CONCURRENCY = 2

export type SeedLog = (line: string) => void

/** What each seeding step needs: the Local API, a log line writer and the tally of created documents. */
export type SeedContext = {
  payload: Payload
  log: SeedLog
  created: Record<string, number>
  /** Media being looked up or uploaded, by alt text, so parallel work never uploads one file twice. */
  media: Map<string, Promise<number>>
}

export function createSeedContext(payload: Payload, log: SeedLog): SeedContext {
  return { payload, log, created: {}, media: new Map() }
}

export function countCreated(ctx: SeedContext, collection: string): void {
  ctx.created[collection] = (ctx.created[collection] ?? 0) + 1
}

/** The id of the first document matching `where`, or null. Reads everything, drafts included. */
export async function findExistingId(
  ctx: SeedContext,
  { collection, where }: { collection: CollectionSlug; where: Where },
): Promise<number | null> {
  const { docs } = await ctx.payload.find({
    collection,
    where,
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.length > 0 ? (docs[0].id as number) : null
}

/** Runs `task` over `items` with at most `limit` running at once; results keep the items' order. */
export async function mapWithConcurrency<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

type EnsureDocs<TItem, TSlug extends CollectionSlug> = {
  collection: TSlug
  items: TItem[]
  /** The natural key of an item: slug, section_key, periodKey... */
  where: (item: TItem) => Where
  label: (item: TItem) => string
  /** The document to create; a function so pictures are only drawn for documents really missing. */
  data: (item: TItem) => Promise<RequiredDataFromCollectionSlug<TSlug>> | RequiredDataFromCollectionSlug<TSlug>
}

/**
 * Creates each item's document unless one matching its natural key exists; never updates. The data of
 * missing items (and the media it uploads) is prepared in parallel, then the documents are created one
 * by one in the items' order, so `createdAt` follows that order. Returns the ids in the items' order.
 */
export async function ensureDocs<TItem, TSlug extends CollectionSlug>(
  ctx: SeedContext,
  { collection, items, where, label, data }: EnsureDocs<TItem, TSlug>,
): Promise<number[]> {
  const ids = await Promise.all(items.map((item) => findExistingId(ctx, { collection, where: where(item) })))
  const missing = items.flatMap((item, index) => (ids[index] === null ? [index] : []))
  const prepared = await mapWithConcurrency(missing, UPLOAD_CONCURRENCY, async (index) => data(items[index]))
  for (const [position, index] of missing.entries()) {
    const doc = await ctx.payload.create({
      collection,
      data: prepared[position],
      depth: 0,
      overrideAccess: true,
      context: SEED_REQUEST_CONTEXT,
    })
    countCreated(ctx, collection)
    ctx.log(`  + ${collection}: ${label(items[index])}`)
    ids[index] = doc.id as number
  }
  return ids as number[]
}
