import type { SWRConfiguration } from 'swr'

type RetryDelayOptions = {
  /** 1 for the first retry. */
  attempt: number
  baseMs?: number
  maxMs?: number
}

/** Exponential back-off: `baseMs` before the first retry, doubling each time, never above `maxMs`. */
export function retryDelay({ attempt, baseMs = 1000, maxMs = 30_000 }: RetryDelayOptions): number {
  return Math.min(baseMs * 2 ** (attempt - 1), maxMs)
}

type OnErrorRetry = NonNullable<SWRConfiguration['onErrorRetry']>

/**
 * An SWR `onErrorRetry` that retries a failed request `maxRetries` times with `retryDelay`'s
 * back-off, then leaves the error shown (the user can try again).
 */
export function retryWithBackoff({ maxRetries, baseMs, maxMs }: { maxRetries: number; baseMs?: number; maxMs?: number }) {
  const onErrorRetry: OnErrorRetry = (_error, _key, _config, revalidate, options) => {
    if (options.retryCount > maxRetries) return
    setTimeout(() => void revalidate(options), retryDelay({ attempt: options.retryCount, baseMs, maxMs }))
  }
  return onErrorRetry
}
