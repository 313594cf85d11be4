import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

import { precompress } from './scripts/precompress'

/**
 * The service worker (web/sw/sw.ts, served at /sw.js), built with the client bundle only. Its precache
 * holds the hashed scripts, styles and fonts and the offline page; the site registers it itself
 * (web/lib/offline), so the plugin injects nothing into a document it does not render.
 */
const serviceWorker = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'web/sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['assets/**/*.{js,css,woff2}', 'offline.html', 'offline.css', 'favicon.svg'],
    },
  })

/**
 * The public site. The client build has no index.html: the server renders the whole document with
 * React and links the entry from the build manifest (dist/client/.vite/manifest.json).
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(command === 'build' && !isSsrBuild ? [serviceWorker(), precompress()] : [])],
  publicDir: 'public',
  build: {
    manifest: true,
    sourcemap: false,
    rollupOptions: {
      input: 'web/app/entry-client.tsx',
      // Few files per page (a page over HTTP/1.1 waits on every sixth request): the framework every
      // page runs in one long-cached file and the small modules three or more chunks share in another;
      // pages and large shared modules keep their own chunks.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|swr|react-helmet-async|react-fast-compare|shallowequal|invariant|use-sync-external-store|dequal)[\\/]/,
              priority: 20,
            },
            { name: 'shared', test: /[\\/](web|cms[\\/]shared)[\\/]/, minShareCount: 3, maxModuleSize: 1500, priority: 5 },
          ],
        },
      },
    },
  },
  ssr: {
    // Bundled into the server build so the SSR bundle does not depend on their CJS/ESM interop.
    noExternal: ['react-helmet-async'],
  },
  server: { middlewareMode: true },
  appType: 'custom',
}))
