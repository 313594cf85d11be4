import type { Page } from '@playwright/test'

/**
 * Waits until React has hydrated the element `selector` finds (by default the page's h1). The shell
 * hydrates first and runs its effects; each page sits in its own Suspense boundary, which React
 * hydrates in a later pass, so a shell-level signal does not mean the page's controls respond yet.
 * React marks every element it has hydrated with a `__reactFiber$…` property.
 */
export async function waitForHydration(page: Page, selector = 'main h1'): Promise<void> {
  await page.waitForFunction(
    (target) => {
      const element = document.querySelector(target)
      return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber$')))
    },
    selector,
  )
}
