import './styles.css'

import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'

import { rememberUtm } from '../features/leads/lib/utm'
import { registerServiceWorker } from '../lib/offline/register-service-worker'
import { App } from './app'
import { preloadPage } from './pages'
import { APP_STATE_ID, type AppState } from './app-state'
import { Document } from './document'

const state = JSON.parse(document.getElementById(APP_STATE_ID)?.textContent ?? '{}') as AppState

// The landing page's campaign values are kept for the visit's leads.
rememberUtm(window.location.search)

// Load the current page's code before hydrating, so hydration renders it at once.
await preloadPage(window.location.pathname)

hydrateRoot(
  document,
  <Document state={state}>
    <BrowserRouter>
      <App fallback={state.fallback} siteUrl={state.siteUrl} />
    </BrowserRouter>
  </Document>,
)

registerServiceWorker()
