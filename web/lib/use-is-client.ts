import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/** False during the server render and hydration, true afterwards: for values only the browser knows. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
