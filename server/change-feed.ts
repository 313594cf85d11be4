/**
 * Listens for content changes announced by the CMS hooks (`pg_notify` at commit) and tells the
 * subscribers (the HTML cache now; open browsers later). Reconnects by itself after a database outage.
 */
import pg from 'pg'

import { CHANGE_CHANNEL, type ContentChange } from '../cms/shared/change-feed'
import { log, logError } from './log'

export type ChangeFeed = { stop: () => Promise<void> }

const RETRY_MS = 2000

export function listenForChanges({ url, onChange }: { url: string; onChange: (change: ContentChange) => void }): ChangeFeed {
  let client: pg.Client | null = null
  let isStopped = false
  let retry: NodeJS.Timeout | null = null

  const scheduleReconnect = () => {
    if (isStopped || retry) return
    retry = setTimeout(() => {
      retry = null
      void connect()
    }, RETRY_MS)
  }

  async function connect() {
    const next = new pg.Client({ connectionString: url })
    next.on('error', (error) => {
      if (!isStopped) logError('Change feed connection lost; reconnecting', error.message)
      next.end().catch(() => undefined)
      if (client === next) client = null
      scheduleReconnect()
    })
    next.on('notification', (message) => {
      if (message.channel !== CHANGE_CHANNEL || !message.payload) return
      try {
        onChange(JSON.parse(message.payload) as ContentChange)
      } catch (error) {
        logError('Ignored a malformed change notification', error)
      }
    })
    try {
      await next.connect()
      await next.query(`listen ${CHANGE_CHANNEL}`)
      if (isStopped) {
        await next.end()
        return
      }
      client = next
      // Anything may have changed while the feed was down.
      onChange({ collection: '*', id: null, operation: 'update' })
    } catch (error) {
      next.end().catch(() => undefined)
      if (!isStopped) {
        logError('Change feed could not connect; retrying', (error as Error).message)
        scheduleReconnect()
      }
    }
  }

  void connect()
  log('Listening for content changes')

  return {
    async stop() {
      isStopped = true
      if (retry) clearTimeout(retry)
      await client?.end().catch(() => undefined)
    },
  }
}
