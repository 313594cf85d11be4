import { sql } from '@payloadcms/db-postgres'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { invalidateResponseCache } from '../endpoints/response-cache'
import { CHANGE_CHANNEL, type ContentChange } from '../shared/change-feed'

type Drizzle = { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }

/**
 * Clears this process's cached API answers and sends `pg_notify` inside the request's transaction, so every server instance hears of the change
 * when (and only if) it commits. Seeding passes `context.skipChangeFeed`.
 */
async function notify(req: PayloadRequest, change: ContentChange): Promise<void> {
  // This process forgets cached answers at once; the notification reaches every instance at commit.
  invalidateResponseCache()
  if (req.context?.skipChangeFeed) return
  const adapter = req.payload.db as unknown as { drizzle: Drizzle; sessions?: Record<string, { db: Drizzle }> }
  const transactionID = req.transactionID ? await req.transactionID : undefined
  const db = (transactionID !== undefined && adapter.sessions?.[String(transactionID)]?.db) || adapter.drizzle
  await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${JSON.stringify(change)})`)
}

export const announceChange: CollectionAfterChangeHook = async ({ collection, doc, operation, req }) => {
  await notify(req, { collection: collection.slug, id: doc?.id ?? null, operation })
  return doc
}

export const announceDelete: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  await notify(req, { collection: collection.slug, id, operation: 'delete' })
}

export const announceGlobalChange: GlobalAfterChangeHook = async ({ global, doc, req }) => {
  await notify(req, { collection: global.slug, id: null, operation: 'update' })
  return doc
}

/** The hooks to spread into a content collection's config. */
export const changeFeedHooks = {
  afterChange: [announceChange],
  afterDelete: [announceDelete],
}
