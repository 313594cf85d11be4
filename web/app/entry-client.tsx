import './styles.css'

import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter, matchRoutes } from 'react-router-dom'

import { App } from './app'
import { APP_STATE_ID, type AppState } from './app-state'
import { Document } from './document'
import { routeTable } from './route-table'

const state = JSON.parse(document.getElementById(APP_STATE_ID)?.textContent ?? '{}') as AppState

// Load the current page's code before hydrating, so hydration does not wait on it.
const match = matchRoutes(routeTable, window.location.pathname)?.at(-1)
await match?.route.load()

hydrateRoot(
  document,
  <Document state={state}>
    <BrowserRouter>
      <App fallback={state.fallback} siteUrl={state.siteUrl} />
    </BrowserRouter>
  </Document>,
)
