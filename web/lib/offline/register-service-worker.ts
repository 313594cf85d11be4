/**
 * Registers the service worker (/sw.js) in the browser of the production site, after the page has
 * loaded so it never competes with the page's own requests. Failures are reported on the console
 * only (SPEC.md section 8): the site works without it.
 */
import { Workbox } from 'workbox-window'

import { toast } from '../../components/ui/toast-store'
import { trackLeadConversion } from '../analytics/lead-conversion'
import { LEAD_DELIVERED_MESSAGE, REPLAY_LEADS_MESSAGE } from '../../sw/lead-queue'
import type { LeadDeliveredMessage } from '../../sw/lead-queue'
import { reloadOnNextNavigation } from './reload-on-update'

export const SERVICE_WORKER_URL = '/sw.js'

/** How often a visitor who stays on the site checks for a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000

const isLeadDelivered = (data: unknown): data is LeadDeliveredMessage =>
  (data as { type?: unknown } | null)?.type === LEAD_DELIVERED_MESSAGE

/** A queued lead reached the server: now it is a conversion, and the visitor hears it was sent. */
function onLeadDelivered({ source, page }: LeadDeliveredMessage): void {
  trackLeadConversion({ source: source ?? 'unknown', page: page ?? window.location.pathname })
  toast({ title: 'Your saved request has been sent. We will be in touch soon.' })
}

async function start(): Promise<void> {
  const container = navigator.serviceWorker
  const workbox = new Workbox(SERVICE_WORKER_URL)
  let controller = container.controller

  // A change of controller while one was already in charge is a new version of the site.
  container.addEventListener('controllerchange', () => {
    if (controller) reloadOnNextNavigation()
    controller = container.controller
  })
  container.addEventListener('message', (event: MessageEvent) => {
    if (isLeadDelivered(event.data)) onLeadDelivered(event.data)
  })
  window.addEventListener('online', () => {
    container.controller?.postMessage({ type: REPLAY_LEADS_MESSAGE })
  })

  await workbox.register()
  setInterval(() => {
    workbox.update().catch((error: unknown) => console.error('Service worker update check failed', error))
  }, UPDATE_CHECK_MS)
}

/** Registers the service worker once the page has loaded; does nothing on the server or in development. */
export function registerServiceWorker(): void {
  if (typeof window === 'undefined' || !import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const run = () => {
    // A warning: the site works fully without it (and a browser may refuse it, e.g. when blocked).
    start().catch((error: unknown) => console.warn('Service worker not registered', error))
  }
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
}
