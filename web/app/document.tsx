import type { ReactNode } from 'react'

import interLatin from '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'

import { APP_STATE_ID, serializeState, type AppState } from './app-state'

/**
 * The whole HTML document, rendered by React on the server and hydrated in the browser, so the
 * page's <title>, <meta> and <link rel="canonical"> are hoisted into <head> of the server HTML.
 */
export function Document({ state, children }: { state: AppState; children: ReactNode }) {
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5" />
        <meta name="theme-color" content="#0f2a44" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="preload" href={interLatin} as="font" type="font/woff2" crossOrigin="anonymous" />
        {state.assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {state.assets.devPreamble ? (
          <script type="module" dangerouslySetInnerHTML={{ __html: state.assets.devPreamble }} />
        ) : null}
      </head>
      <body className="min-h-screen bg-white text-slate-800 antialiased">
        <div id="root" className="flex min-h-screen flex-col">
          {children}
        </div>
        <script id={APP_STATE_ID} type="application/json" dangerouslySetInnerHTML={{ __html: serializeState(state) }} />
        {state.assets.scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </body>
    </html>
  )
}
