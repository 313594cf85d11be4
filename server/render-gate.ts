/**
 * Bounds the page renders that run at once. A render reads its data over the API and holds the page
 * in memory until it is sent; a hundred at once (a crawler, or URLs the HTML cache cannot answer) made
 * each one wait seconds and the process grow by hundreds of megabytes, and the visitors of cached pages
 * paid for it. So: one render per URL at a time (requests for a URL being rendered share its result),
 * at most `concurrency` renders running, at most `queueLimit` waiting; beyond that the request is shed
 * at once (the caller answers 503 with Retry-After) rather than left to time out.
 */
import os from 'node:os'

export type RenderGateOptions = {
  /** Renders running at once (default: twice the CPUs, at least 2; renders mostly wait on the API). */
  concurrency?: number
  /** Renders waiting for a free slot before new ones are shed. */
  queueLimit?: number
}

export class RenderGate<T> {
  readonly #concurrency: number
  readonly #queueLimit: number
  #running = 0
  readonly #waiting: (() => void)[] = []
  readonly #inFlight = new Map<string, Promise<T>>()

  constructor({ concurrency = Math.max(4, os.availableParallelism() * 4), queueLimit = 64 }: RenderGateOptions = {}) {
    this.#concurrency = concurrency
    this.#queueLimit = queueLimit
  }

  /**
   * The result of `render` for `key`: shared with a render of the same key already under way, else
   * run when a slot is free. `undefined` when the queue is full (shed).
   */
  run(key: string, render: () => Promise<T>): Promise<T> | undefined {
    const shared = this.#inFlight.get(key)
    if (shared) return shared
    if (this.#running >= this.#concurrency && this.#waiting.length >= this.#queueLimit) return undefined
    const result = this.#whenFree().then(async () => {
      try {
        return await render()
      } finally {
        this.#inFlight.delete(key)
        this.#release()
      }
    })
    this.#inFlight.set(key, result)
    return result
  }

  get running(): number {
    return this.#running
  }

  get waiting(): number {
    return this.#waiting.length
  }

  #whenFree(): Promise<void> {
    if (this.#running < this.#concurrency) {
      this.#running += 1
      return Promise.resolve()
    }
    // The slot is handed over by #release, so `running` stays counted.
    return new Promise((resolve) => this.#waiting.push(resolve))
  }

  #release() {
    const next = this.#waiting.shift()
    if (next) next()
    else this.#running -= 1
  }
}
