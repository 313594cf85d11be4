import type { Page } from '@playwright/test'

/**
 * Collects the page's console errors and uncaught exceptions (a React hydration error is one); the
 * test asserts the list is empty.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}
