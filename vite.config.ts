import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * The public site. The client build has no index.html: the server renders the whole document with
 * React and links the entry from the build manifest (dist/client/.vite/manifest.json).
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  publicDir: 'public',
  build: {
    manifest: true,
    sourcemap: false,
    rollupOptions: { input: 'web/app/entry-client.tsx' },
  },
  ssr: {
    // Bundled into the server build so the SSR bundle does not depend on their CJS/ESM interop.
    noExternal: ['react-helmet-async'],
  },
  server: { middlewareMode: true },
  appType: 'custom',
})
