/**
 * The home page's bundle: the scripts and stylesheets its server HTML references (script, modulepreload
 * and stylesheet tags) plus the home route's chunk, each followed through Vite's manifest to its static
 * imports and their CSS, read from dist/client and gzipped with zlib's default level.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const root = path.resolve(import.meta.dirname, '../..')
const CLIENT_DIR = path.join(root, 'dist/client')
const HOME_ROUTE = 'web/app/routes/home/home-route.tsx'

/** JavaScript must stay within this many KB gzip on the home page. */
export const JS_AIM_KB = 120
/** CSS must stay within this many KB gzip on the home page. */
export const CSS_AIM_KB = 25

type ManifestChunk = { file: string; css?: string[]; imports?: string[] }

export type BundleSizes = {
  js: { files: number; rawBytes: number; gzipBytes: number }
  css: { files: number; rawBytes: number; gzipBytes: number }
}

/** `src`/`href` values of the tags that load code or styles on first paint, same-origin only. */
function referencedAssets(html: string): string[] {
  const found: string[] = []
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isScript = /^<script/i.test(tag)
    const rel = /\brel="([^"]+)"/i.exec(tag)?.[1] ?? ''
    if (!isScript && !/\b(stylesheet|modulepreload)\b/i.test(rel)) continue
    const url = /\b(?:src|href)="([^"]+)"/i.exec(tag)?.[1]
    if (url?.startsWith('/') && !url.startsWith('//')) found.push(url.split(/[?#]/)[0].slice(1))
  }
  return found
}

/** Sizes of every JS and CSS file the home page loads before it is interactive. */
export async function homeBundleSizes(homeHtml: string): Promise<BundleSizes> {
  const manifestText = await fs.readFile(path.join(CLIENT_DIR, '.vite/manifest.json'), 'utf8')
  const manifest = JSON.parse(manifestText) as Record<string, ManifestChunk>
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]))
  const files = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    const chunk = byFile.get(file)
    chunk?.css?.forEach((css) => files.add(css))
    chunk?.imports?.forEach((name) => {
      const imported = manifest[name]
      if (imported) visit(imported.file)
    })
  }
  referencedAssets(homeHtml).forEach(visit)
  const home = manifest[HOME_ROUTE]
  if (!home) throw new Error(`${HOME_ROUTE} is missing from the build manifest`)
  visit(home.file)

  const sizes: BundleSizes = { js: { files: 0, rawBytes: 0, gzipBytes: 0 }, css: { files: 0, rawBytes: 0, gzipBytes: 0 } }
  for (const file of files) {
    const kind = file.endsWith('.js') ? sizes.js : file.endsWith('.css') ? sizes.css : null
    if (!kind) continue
    const bytes = await fs.readFile(path.join(CLIENT_DIR, file))
    kind.files += 1
    kind.rawBytes += bytes.length
    kind.gzipBytes += gzipSync(bytes).length
  }
  return sizes
}
