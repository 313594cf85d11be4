/** The site's server renderer: the built SSR bundle in production, Vite's module graph in development. */
import fs from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import react from '@vitejs/plugin-react'
import type { ViteDevServer } from 'vite'

import type { AppState } from '../web/app/app-state'
import type { render as renderFn, RenderResult } from '../web/app/entry-server'

export type PageRenderer = (url: string) => Promise<RenderResult>

type RenderContext = { apiOrigin: string; siteUrl: string; onError: (error: unknown) => void }

const root = path.resolve(import.meta.dirname, '..')
const CLIENT_ENTRY = 'web/app/entry-client.tsx'

type ManifestChunk = { file: string; css?: string[]; imports?: string[] }

/** The entry script and every stylesheet it needs, from Vite's build manifest. */
export async function readAssets(): Promise<AppState['assets']> {
  const manifestPath = path.join(root, 'dist/client/.vite/manifest.json')
  const manifest = JSON.parse(await fs.readFile(manifestPath, 'utf8')) as Record<string, ManifestChunk>
  const entry = manifest[CLIENT_ENTRY]
  if (!entry) throw new Error(`${CLIENT_ENTRY} is missing from the build manifest`)
  const styles = new Set<string>()
  const visit = (chunk: ManifestChunk | undefined) => {
    chunk?.css?.forEach((file) => styles.add(`/${file}`))
    chunk?.imports?.forEach((name) => visit(manifest[name]))
  }
  visit(entry)
  return { styles: [...styles], scripts: [`/${entry.file}`] }
}

export async function createProductionRenderer(context: RenderContext): Promise<PageRenderer> {
  const [assets, entry] = await Promise.all([
    readAssets(),
    import(pathToFileURL(path.join(root, 'dist/server/entry-server.js')).href) as Promise<{ render: typeof renderFn }>,
  ])
  return (url) => entry.render({ url, assets, ...context })
}

/** React Refresh's preamble, which plugin-react normally injects into index.html. */
const DEV_PREAMBLE = react.preambleCode.replace('__BASE__', '/')

export function createDevelopmentRenderer(vite: ViteDevServer, context: RenderContext): PageRenderer {
  const assets: AppState['assets'] = {
    styles: [],
    scripts: ['/@vite/client', `/${CLIENT_ENTRY}`],
    devPreamble: DEV_PREAMBLE,
  }
  return async (url) => {
    const entry = (await vite.ssrLoadModule('/web/app/entry-server.tsx')) as { render: typeof renderFn }
    return entry.render({ url, assets, ...context })
  }
}
