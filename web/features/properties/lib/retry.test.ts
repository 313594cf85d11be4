import { afterEach, describe, expect, it, vi } from 'vitest'

import { retryDelay, retryWithBackoff } from './retry'

describe('retryDelay', () => {
  it('waits 1 s before the first retry and doubles each time', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelay({ attempt }))).toEqual([1000, 2000, 4000, 8000])
  })

  it('never waits more than 30 s', () => {
    expect(retryDelay({ attempt: 6 })).toBe(30_000)
    expect(retryDelay({ attempt: 20 })).toBe(30_000)
  })

  it('takes another base and cap', () => {
    expect(retryDelay({ attempt: 3, baseMs: 500, maxMs: 1500 })).toBe(1500)
  })
})

describe('retryWithBackoff', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  /** Runs SWR's retry loop against a request that always fails; answers when each retry started. */
  function failForever(maxRetries: number) {
    vi.useFakeTimers()
    const onErrorRetry = retryWithBackoff({ maxRetries })
    const startedAt: number[] = []
    const fail = (retryCount: number) => {
      onErrorRetry(new Error('down'), '/api/x', {} as never, (options) => {
        startedAt.push(Date.now())
        fail((options?.retryCount ?? 0) + 1)
        return Promise.resolve(true)
      }, { retryCount, dedupe: true })
    }
    const start = Date.now()
    fail(1)
    vi.runAllTimers()
    return startedAt.map((time) => time - start)
  }

  it('retries a failed request exactly twice, 1 s then 2 s later', () => {
    expect(failForever(2)).toEqual([1000, 3000])
  })

  it('does not retry when no retries are allowed', () => {
    expect(failForever(0)).toEqual([])
  })
})
