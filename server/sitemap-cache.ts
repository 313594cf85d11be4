/**
 * The sitemap kept in memory: built on first request, rebuilt when older than its maximum age (24 h,
 * SPEC.md section 9) or after a content change (the change feed calls `invalidate`). Requests that
 * arrive while it is being built share that one build.
 */
import { createHash } from 'node:crypto'

export type BuiltSitemap = { xml: string; etag: string; builtAt: number }

type CacheOptions = {
  build: () => Promise<string>
  maxAgeMs: number
  now?: () => number
}

export class SitemapCache {
  readonly #build: () => Promise<string>
  readonly #maxAgeMs: number
  readonly #now: () => number
  #built: BuiltSitemap | null = null
  #pending: { generation: number; promise: Promise<BuiltSitemap> } | null = null
  /** Counts invalidations, so a build that started before a change is neither joined nor kept. */
  #generation = 0

  constructor({ build, maxAgeMs, now = Date.now }: CacheOptions) {
    this.#build = build
    this.#maxAgeMs = maxAgeMs
    this.#now = now
  }

  /** The current sitemap, building it when there is none, it is too old, or content changed since. */
  get(): Promise<BuiltSitemap> {
    const built = this.#built
    if (built && this.#now() - built.builtAt < this.#maxAgeMs) return Promise.resolve(built)
    if (this.#pending?.generation === this.#generation) return this.#pending.promise

    const generation = this.#generation
    const promise = this.#build()
      .then((xml) => {
        const fresh = { xml, etag: `"${createHash('sha1').update(xml).digest('base64url')}"`, builtAt: this.#now() }
        if (generation === this.#generation) this.#built = fresh
        return fresh
      })
      .finally(() => {
        if (this.#pending?.promise === promise) this.#pending = null
      })
    this.#pending = { generation, promise }
    return promise
  }

  /** Drops the kept sitemap: the next request builds it from the current content. */
  invalidate(): void {
    this.#generation += 1
    this.#built = null
  }
}
