import './styles.css'

import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'

import { rememberUtm } from '../features/leads/lib/utm'
import { App } from './app'
import { preloadPage } from './pages'
import { APP_STATE_ID, type AppState } from './app-state'
import { Document } from './document'

const state = JSON.parse(document.getElementById(APP_STATE_ID)?.textContent ?? '{}') as AppState

// The landing page's campaign values are kept for the visit's leads.
rememberUtm(window.location.search)

// Load the current page's code before hydrating, so hydration renders it at once.
await preloadPage(window.location.pathname)

// As a transition, hydration yields to the browser every few milliseconds instead of holding the main
// thread for the whole page, so a tap or a scroll during it is answered at once.
startTransition(() => {
  hydrateRoot(
    document,
    <Document state={state}>
      <BrowserRouter>
        <App fallback={state.fallback} siteUrl={state.siteUrl} changeCursor={state.changeCursor} />
      </BrowserRouter>
    </Document>,
  )
})

// The service worker and its helper library are not needed for the first paint: loaded afterwards.
if (import.meta.env.PROD) {
  import('../lib/offline/register-service-worker')
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch((error: unknown) => console.warn('Service worker not registered', error))
}
