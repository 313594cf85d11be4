/** The site's server renderer: the built SSR bundle in production, Vite's module graph in development. */
import fs from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import react from '@vitejs/plugin-react'
import type { ViteDevServer } from 'vite'

import type { AppState } from '../web/app/app-state'
import type { render as renderFn, RenderResult } from '../web/app/entry-server'

export type PageRenderer = (url: string) => Promise<RenderResult>

type RenderContext = {
  apiOrigin: string
  siteUrl: string
  onError: (error: unknown) => void
  /** The change stream's position, read as the render begins (see server/events.ts). */
  changeCursor?: () => string
}

/** The render options that come from the context, with the change cursor read now. */
const optionsOf = ({ changeCursor, ...context }: RenderContext) => ({ ...context, changeCursor: changeCursor?.() })

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

/**
 * The site's stylesheets as one `<style>` element. The whole site has one small stylesheet (about
 * 10 KB compressed), so it is inlined into every page's <head>: the first paint waits for no second
 * request. Later pages arrive by client-side navigation and need no stylesheet of their own.
 */
export async function inlineStyleElement(styles: string[]): Promise<string> {
  const texts = await Promise.all(styles.map((href) => fs.readFile(path.join(root, 'dist/client', href), 'utf8')))
  // A stylesheet cannot end the element early.
  const css = texts.join('\n').replace(/<\/style/gi, '<\\/style')
  return css ? `<style>${css}</style>` : ''
}

export async function createProductionRenderer(context: RenderContext): Promise<PageRenderer> {
  const [{ styles, scripts }, entry] = await Promise.all([
    readAssets(),
    import(pathToFileURL(path.join(root, 'dist/server/entry-server.js')).href) as Promise<{ render: typeof renderFn }>,
  ])
  const styleElement = await inlineStyleElement(styles)
  // Outside React's tree (React keeps to the elements it rendered when it hydrates <head>).
  const withStyles = (html: string) => html.replace('</head>', `${styleElement}</head>`)
  return async (url) => {
    const page = await entry.render({ url, assets: { styles: [], scripts }, ...optionsOf(context) })
    return { ...page, html: withStyles(page.html) }
  }
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
    return entry.render({ url, assets, ...optionsOf(context) })
  }
}
