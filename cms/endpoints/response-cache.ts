import { createHash } from 'node:crypto'

/**
 * Public API answers kept in memory until content changes: the change-feed hooks clear it in the
 * process that made the change, and every server instance clears it when the change commits
 * (server/main.ts). Bounded by the handful of keys that use it.
 */
type Entry = { body: string; etag: string }

const entries = new Map<string, Promise<Entry>>()

/** The JSON body for `key` and its ETag, made by `produce` when not cached. */
export function cachedJson(key: string, produce: () => Promise<unknown>): Promise<Entry> {
  let entry = entries.get(key)
  if (!entry) {
    entry = produce().then((value) => {
      const body = JSON.stringify(value)
      return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` }
    })
    entries.set(key, entry)
    // A failed answer is not kept.
    entry.catch(() => entries.delete(key))
  }
  return entry
}

export function invalidateResponseCache(): void {
  entries.clear()
}
