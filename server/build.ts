/**
 * Builds what is missing or stale: the Vite client and SSR bundles (dist/) and the Next build of the
 * Payload admin (cms/.next). Each build records a hash of its inputs; a build runs again only when
 * that hash changes, so `npm start` is quick after the first time.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

type Target = { name: string; inputs: string[]; stamp: string; commands: string[][] }

const SHARED_INPUTS = ['package-lock.json', 'tsconfig.json']

export const targets: Target[] = [
  {
    name: 'site (Vite client and server bundles)',
    inputs: [...SHARED_INPUTS, 'web', 'public', 'vite.config.ts', 'scripts/precompress.ts', 'cms/shared', 'cms/payload-types.ts'],
    stamp: 'dist/.build-hash',
    commands: [
      ['vite', 'build', '--outDir', 'dist/client', '--emptyOutDir'],
      ['vite', 'build', '--ssr', 'web/app/entry-server.tsx', '--outDir', 'dist/server', '--emptyOutDir'],
    ],
  },
  {
    name: 'admin (Next build of Payload)',
    inputs: [...SHARED_INPUTS, 'cms', 'payload.config.ts'],
    stamp: 'cms/.next/.build-hash',
    commands: [['next', 'build', 'cms']],
  },
]

// next-env.d.ts is written by `next build` itself (and differently by `next dev`): not an input.
const IGNORED = new Set(['.next', 'node_modules', 'seed', 'migrations', 'next-env.d.ts'])
const isTestFile = (file: string) => /\.test\.tsx?$/.test(file)

async function listFiles(entry: string): Promise<string[]> {
  const stat = await fs.stat(entry).catch(() => null)
  if (!stat) return []
  if (stat.isFile()) return [entry]
  const children = await fs.readdir(entry, { withFileTypes: true })
  const nested = await Promise.all(
    children
      .filter((child) => !IGNORED.has(child.name) && !isTestFile(child.name))
      .map((child) => listFiles(path.join(entry, child.name))),
  )
  return nested.flat()
}

/** A hash of the contents of every input file of a target. */
export async function inputsHash(inputs: string[]): Promise<string> {
  const files = (await Promise.all(inputs.map((input) => listFiles(path.join(root, input))))).flat().sort()
  const hash = createHash('sha256')
  for (const file of files) {
    hash.update(path.relative(root, file))
    hash.update(await fs.readFile(file))
  }
  return hash.digest('hex')
}

function run(command: string[]): Promise<void> {
  const [bin, ...args] = command
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules/.bin', bin), args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command.join(' ')} exited with ${code}`))))
  })
}

/** Builds each stale or missing target; `force` rebuilds everything. */
export async function buildIfStale({ force = false, log }: { force?: boolean; log: (line: string) => void }) {
  for (const target of targets) {
    const stampFile = path.join(root, target.stamp)
    const [wanted, recorded] = await Promise.all([
      inputsHash(target.inputs),
      fs.readFile(stampFile, 'utf8').catch(() => null),
    ])
    if (!force && wanted === recorded?.trim()) continue
    log(`Building the ${target.name}...`)
    const started = Date.now()
    for (const command of target.commands) await run(command)
    await fs.mkdir(path.dirname(stampFile), { recursive: true })
    await fs.writeFile(stampFile, `${wanted}\n`)
    log(`Built the ${target.name} in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  }
}
