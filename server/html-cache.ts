/**
 * Rendered pages kept in memory per URL, so a page is rendered once and then served from memory until
 * the content behind it changes (the change feed purges it) or it ages out.
 */
import type { EncodedBody } from './compression'

export type CachedPage = { html: string; body: EncodedBody; status: number; etag: string; createdAt: number }

export class HtmlCache {
  readonly #entries = new Map<string, CachedPage>()

  constructor(
    private readonly maxEntries: number,
    private readonly maxAgeMs: number,
  ) {}

  get(url: string): CachedPage | undefined {
    const entry = this.#entries.get(url)
    if (!entry) return undefined
    if (Date.now() - entry.createdAt > this.maxAgeMs) {
      this.#entries.delete(url)
      return undefined
    }
    // Re-insert: Map order doubles as least-recently-used order.
    this.#entries.delete(url)
    this.#entries.set(url, entry)
    return entry
  }

  set(url: string, page: CachedPage): void {
    if (this.maxEntries === 0) return
    this.#entries.delete(url)
    this.#entries.set(url, page)
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value
      if (oldest === undefined) break
      this.#entries.delete(oldest)
    }
  }

  /** Forgets every page: a content change can show on any page (header, lists, related items). */
  clear(): void {
    this.#entries.clear()
  }

  get size(): number {
    return this.#entries.size
  }
}
