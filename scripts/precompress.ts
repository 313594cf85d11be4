/**
 * A Vite plugin for the client build: writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every
 * text file of the build, at the highest levels (done once per build, not per request). The server
 * (sirv) answers with the copy the browser accepts.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import type { Plugin } from 'vite'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Text files; fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
/** Smaller files gain too little to be worth a second copy. */
const MIN_BYTES = 1024

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name)
      return entry.isDirectory() ? listFiles(full) : Promise.resolve([full])
    }),
  )
  return nested.flat()
}

export async function precompressFolder(dir: string): Promise<number> {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file))
  let written = 0
  for (const file of files) {
    const bytes = await fs.readFile(file)
    if (bytes.length < MIN_BYTES) continue
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ])
    await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)])
    written += 1
  }
  return written
}

export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'site:precompress',
    apply: 'build',
    // After every other plugin's output (the service worker included) is on disk.
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const count = await precompressFolder(outDir)
        this.info?.(`precompressed ${count} files (.br, .gz)`)
      },
    },
  }
}
