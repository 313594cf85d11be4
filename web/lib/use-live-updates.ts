import { useEffect } from 'react'
import { useSWRConfig } from 'swr'

/**
 * Listens to the server's change events (`/api/events`) and revalidates every cached key that starts
 * with one of the event's key prefixes, so an open page shows published changes without a reload.
 * EventSource reconnects by itself after a network drop.
 */
export function useLiveUpdates(): void {
  const { mutate } = useSWRConfig()
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const source = new EventSource('/api/events')
    const onChange = (event: MessageEvent<string>) => {
      try {
        const { keys } = JSON.parse(event.data) as { keys?: string[] }
        if (!keys?.length) return
        void mutate((key) => typeof key === 'string' && keys.some((prefix) => key.startsWith(prefix)))
      } catch (error) {
        console.error('Ignored a malformed change event', error)
      }
    }
    source.addEventListener('change', onChange)
    return () => {
      source.removeEventListener('change', onChange)
      source.close()
    }
  }, [mutate])
}
