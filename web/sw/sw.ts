/**
 * The site's service worker (served at /sw.js, built by vite-plugin-pwa with injectManifest):
 * hashed build files cache-first from the precache, pages and public API reads network-first with
 * the last copy (or the offline page) as fallback, and leads sent without a network queued in
 * IndexedDB and replayed, with their Idempotency-Key, on background sync, on the page's 'online'
 * event and on the worker's next start.
 */
import { Queue } from 'workbox-background-sync'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import type { PrecacheEntry } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'

import {
  isLeadSubmission,
  isPublicApiRead,
  isRetryableStatus,
  LEAD_DELIVERED_MESSAGE,
  LEAD_SYNC_TAG,
  leadOrigin,
  queuedLeadReply,
  REPLAY_LEADS_MESSAGE,
} from './lead-queue'
import type { LeadDeliveredMessage } from './lead-queue'

/** The parts of the worker scope used here (the project's TypeScript setup uses the DOM library). */
type ExtendableEvent = Event & { waitUntil: (promise: Promise<unknown>) => void }
type SyncEvent = ExtendableEvent & { tag: string }
type MessageEventLike = ExtendableEvent & { data: unknown }
type QueueEntry = NonNullable<Awaited<ReturnType<Queue['shiftRequest']>>>
type WorkerScope = {
  __WB_MANIFEST: (string | PrecacheEntry)[]
  location: Location
  registration: ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }
  clients: { matchAll: () => Promise<{ postMessage: (message: unknown) => void }[]> }
  skipWaiting: () => Promise<void>
  addEventListener: (type: string, listener: (event: never) => void) => void
}
declare const self: WorkerScope

const OFFLINE_PAGE = '/offline.html'
const DAY_SECONDS = 24 * 60 * 60

// A new version takes over the pages of the old one at once; those pages reload on their next
// navigation (web/lib/offline/reload-on-update.ts), so nobody keeps running code whose files are gone.
// The first visit's page is not claimed: it is controlled from its next full load, so a page never
// changes hands while it loads.
self.addEventListener('install', () => {
  void self.skipWaiting()
})

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Hashed build files not precached (images, fonts): their name changes with their content.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * DAY_SECONDS })],
  }),
)

// Pages: always the server's current HTML; the last copy, or the offline page, without a network.
const pages = new NetworkFirst({
  cacheName: 'pages',
  plugins: [new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 7 * DAY_SECONDS })],
})
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options)
      } catch {
        return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error()
      }
    },
    { denylist: [/^\/admin/, /^\/api\//, /^\/_next\//, /^\/uploads\//] },
  ),
)

registerRoute(
  ({ url, request }) =>
    isPublicApiRead({
      url,
      origin: self.location.origin,
      credentials: request.credentials,
      referrer: request.referrer,
    }),
  new NetworkFirst({
    cacheName: 'api',
    plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: DAY_SECONDS })],
  }),
)

// Replayed by sync, message and startup below; Workbox's own sync tag is not used (forceSyncFallback).
const leadQueue = new Queue('leads', {
  forceSyncFallback: true,
  maxRetentionTime: 7 * 24 * 60,
  onSync: () => replayLeads(),
})

let replaying: Promise<void> | null = null

/** Sends the queued leads in order, one replay at a time; throws (leaving the rest queued) on failure. */
function replayLeads(): Promise<void> {
  replaying ??= sendQueuedLeads().finally(() => {
    replaying = null
  })
  return replaying
}

async function sendQueuedLeads(): Promise<void> {
  for (let entry = await leadQueue.shiftRequest(); entry; entry = await leadQueue.shiftRequest()) {
    await sendQueuedLead(entry)
  }
}

async function sendQueuedLead(entry: QueueEntry): Promise<void> {
  const body = await entry.request.clone().text()
  let response: Response
  try {
    response = await fetch(entry.request.clone())
  } catch (error) {
    await leadQueue.unshiftRequest(entry)
    throw error
  }
  if (isRetryableStatus(response.status)) {
    await leadQueue.unshiftRequest(entry)
    throw new Error(`Queued lead not accepted yet: ${response.status}`)
  }
  if (!response.ok) {
    console.error('Queued lead rejected', response.status)
    return
  }
  const message: LeadDeliveredMessage = { type: LEAD_DELIVERED_MESSAGE, ...leadOrigin(body) }
  for (const client of await self.clients.matchAll()) client.postMessage(message)
}

async function requestLeadSync(): Promise<void> {
  try {
    await self.registration.sync?.register(LEAD_SYNC_TAG)
  } catch (error) {
    console.error('Background sync not registered', error)
  }
}

registerRoute(
  ({ url, request }) => isLeadSubmission({ url, method: request.method, origin: self.location.origin }),
  async ({ request }) => {
    const copy = request.clone()
    try {
      return await fetch(request)
    } catch {
      await leadQueue.pushRequest({ request: copy })
      await requestLeadSync()
      return Response.json(queuedLeadReply(), { status: 202 })
    }
  },
  'POST',
)

self.addEventListener('sync', (event: SyncEvent) => {
  if (event.tag === LEAD_SYNC_TAG) event.waitUntil(replayLeads())
})

// The page posts this when the browser comes back online: a second way in, where sync is missing.
self.addEventListener('message', (event: MessageEventLike) => {
  const data = event.data as { type?: unknown } | null
  if (data?.type !== REPLAY_LEADS_MESSAGE) return
  event.waitUntil(replayLeads().catch((error: unknown) => console.warn('Queued leads not sent yet', error)))
})
