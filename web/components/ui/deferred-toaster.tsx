import { lazy, Suspense } from 'react'

import { useIsClient } from '../../lib/use-is-client'

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })))

/**
 * The toaster, loaded once the page has hydrated: toasts answer what a visitor does, so its code need
 * not delay the first paint. A toast raised before it arrives waits in the store and shows then.
 */
export function DeferredToaster() {
  const isClient = useIsClient()
  if (!isClient) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
