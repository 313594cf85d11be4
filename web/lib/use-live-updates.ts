import { useEffect } from 'react'
import { useSWRConfig } from 'swr'

import type { ChangedKeys } from './changed-keys'

/**
 * Listens to the server's change events (`/api/events`): every cached key that starts with one of the
 * event's key prefixes is revalidated, and `changed` remembers the prefixes for hooks that mount later,
 * so an open page shows published changes without a reload.
 *
 * `cursor` is the stream position the page was rendered at: the server replays what changed since
 * then (a change made while the page was loading is not missed), or sends `reset` when it cannot, and
 * then everything is revalidated. EventSource reconnects by itself after a network drop and resumes
 * from the last event it received.
 */
export function useLiveUpdates(cursor: string | undefined, changed: ChangedKeys): void {
  const { mutate } = useSWRConfig()
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const source = new EventSource(cursor ? `/api/events?since=${encodeURIComponent(cursor)}` : '/api/events')
    const onChange = (event: MessageEvent<string>) => {
      try {
        const { keys } = JSON.parse(event.data) as { keys?: string[] }
        if (!keys?.length) return
        changed.markChanged(keys)
        void mutate((key) => typeof key === 'string' && keys.some((prefix) => key.startsWith(prefix)))
      } catch (error) {
        console.error('Ignored a malformed change event', error)
      }
    }
    const onReset = () => {
      changed.markAllChanged()
      void mutate(() => true)
    }
    source.addEventListener('change', onChange)
    source.addEventListener('reset', onReset)
    return () => {
      source.removeEventListener('change', onChange)
      source.removeEventListener('reset', onReset)
      source.close()
    }
  }, [mutate, cursor, changed])
}
