// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'

import { describeError, trackErrors } from './errors'

afterEach(() => {
  delete window.dataLayer
})

describe('describeError', () => {
  it('names an error by its class and message', () => {
    expect(describeError(new TypeError('x is not a function'))).toBe('TypeError: x is not a function')
  })

  it('describes other thrown values', () => {
    expect(describeError('offline')).toBe('offline')
    expect(describeError({ status: 503 })).toBe('{"status":503}')
    expect(describeError(undefined)).toBe('Unknown error')
  })

  it('describes a value that cannot be serialised', () => {
    const circular: Record<string, unknown> = {}
    circular.self = circular
    expect(describeError(circular)).toBe('[object Object]')
  })

  it('cuts a long description to 300 characters', () => {
    const description = describeError(new Error('x'.repeat(1000)))
    expect(description).toHaveLength(300)
    expect(description.endsWith('...')).toBe(true)
  })
})

describe('trackErrors', () => {
  it('records uncaught errors and unhandled rejections as non-fatal exceptions, until stopped', () => {
    const stop = trackErrors()
    window.dispatchEvent(new ErrorEvent('error', { message: 'Boom', error: new RangeError('Boom') }))
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }))
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: new Error('Request failed') })
    window.dispatchEvent(rejection)
    stop()
    window.dispatchEvent(new ErrorEvent('error', { message: 'After stop' }))
    expect(window.dataLayer).toEqual([
      { event: 'exception', description: 'RangeError: Boom', fatal: false },
      { event: 'exception', description: 'Script error.', fatal: false },
      { event: 'exception', description: 'Error: Request failed', fatal: false },
    ])
  })

  it('leaves the event to the browser: it is neither cancelled nor stopped', () => {
    const stop = trackErrors()
    const event = new ErrorEvent('error', { message: 'Boom', cancelable: true })
    window.dispatchEvent(event)
    stop()
    expect(event.defaultPrevented).toBe(false)
  })
})
