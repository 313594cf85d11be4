import { useEffect } from 'react'
import type { Cache, Middleware, SWRHook, State } from 'swr'

/**
 * Which SWR keys changed on the server after their data was read. A change event revalidates the
 * keys whose hooks are mounted (SWR's `mutate`), but a key whose hook mounts later (a part of the page
 * still hydrating, a page visited before and opened again) would otherwise show its old data: SWR only
 * matches mounted keys, and the site does not revalidate stale data on mount. This middleware makes
 * such a hook read its data again once it has mounted.
 */
export class ChangedKeys {
  /** Counts change events; data read after event n is newer than it. */
  #generation = 0
  /** Key prefix -> the generation of its latest change. The prefix '' matches every key. */
  readonly #changedAt = new Map<string, number>()
  /** Key -> the generation its data was last read at; data from the server render was read at 0. */
  readonly #readAt = new Map<string, number>()

  /** Records that the data under these key prefixes changed on the server. */
  markChanged(prefixes: readonly string[]): void {
    this.#generation += 1
    for (const prefix of prefixes) this.#changedAt.set(prefix, this.#generation)
  }

  /** Records that every key may have changed (the server could not say what). */
  markAllChanged(): void {
    this.markChanged([''])
  }

  isStale(key: string): boolean {
    const readAt = this.#readAt.get(key) ?? 0
    for (const [prefix, changedAt] of this.#changedAt) if (changedAt > readAt && key.startsWith(prefix)) return true
    return false
  }

  readonly middleware: Middleware = (useSWRNext: SWRHook) => (key, fetcher, config) => {
    const read: typeof fetcher =
      typeof key === 'string' && fetcher
        ? async (...args) => {
            const generation = this.#generation
            const data = await fetcher(...args)
            this.#readAt.set(key, Math.max(generation, this.#readAt.get(key) ?? 0))
            return data
          }
        : fetcher
    const response = useSWRNext(key, read, config)
    const { mutate } = response
    // After mounting, not during the first render: the first render must match the server's HTML
    // (hydration), so it shows the data the page was rendered with, then the new data arrives.
    useEffect(() => {
      if (typeof key === 'string' && this.isStale(key)) void mutate()
    }, [key, mutate])
    return response
  }
}

/**
 * An SWR cache that starts with the data the server rendered the page with. With the data only in
 * SWR's `fallback`, a revalidation (a change event) would report `isLoading` and pages would show
 * their spinner instead of the old data until the new data arrives.
 */
export function cacheWith(data: Record<string, unknown>): Cache {
  return new Map<string, State>(Object.entries(data).map(([key, value]) => [key, { data: value }]))
}
