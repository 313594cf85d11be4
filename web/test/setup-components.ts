import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// A component test that makes React log an error fails: hydration mismatches, missing keys and
// state updates on unmounted components are bugs a visitor would meet.
const consoleError = vi.spyOn(console, 'error')

afterEach(() => {
  cleanup()
  const calls = consoleError.mock.calls
  consoleError.mockClear()
  const reactErrors = calls.filter(([first]) => typeof first === 'string' && /React|Warning:|act\(/.test(first))
  if (reactErrors.length > 0) throw new Error(`React logged errors:\n${reactErrors.map((args) => args.join(' ')).join('\n')}`)
})
