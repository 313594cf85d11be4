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

const values = new Map<string, Promise<unknown>>()

/**
 * The value `produce` makes for `key`, kept until the next content change. Keys must come from a
 * small fixed set (never from raw request input), so the cache stays bounded.
 */
export function cachedValue<T>(key: string, produce: () => Promise<T>): Promise<T> {
  let value = values.get(key) as Promise<T> | undefined
  if (!value) {
    value = produce()
    values.set(key, value)
    value.catch(() => values.delete(key))
  }
  return value
}

export function invalidateResponseCache(): void {
  entries.clear()
  values.clear()
}
