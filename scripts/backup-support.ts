/**
 * What `scripts/backup.ts` and `scripts/restore.ts` share: the backup folder's layout and manifest, the
 * PostgreSQL client tools, row counts, checksums and media copies. Reads no environment itself, so the
 * integration test can use it before the site's env module is loaded.
 */
import { execFile, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'
import { z } from 'zod'

export const DUMP_FILE = 'database.dump'
export const UPLOADS_FOLDER = 'uploads'
export const MANIFEST_FILE = 'manifest.json'

/** A refusal or failure the operator can act on: printed without a stack trace, and the command exits 1. */
export class BackupError extends Error {}

/** Runs a command's `main`; a BackupError is printed as its message, anything else with its stack. */
export async function runCommand(main: () => Promise<void>): Promise<void> {
  try {
    await main()
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : error)
    process.exit(1)
  }
}

const manifestSchema = z.object({
  formatVersion: z.literal(1),
  createdAt: z.string(),
  database: z.object({
    file: z.literal(DUMP_FILE),
    bytes: z.number().int().min(0),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    serverVersion: z.string(),
    pgDumpVersion: z.string(),
  }),
  /** Rows of every table in the public schema, counted in the snapshot pg_dump wrote. */
  tables: z.record(z.string(), z.number().int().min(0)),
  /** Local media is copied into `uploads/`; media in S3 is left to the bucket's versioning and replication. */
  media: z.discriminatedUnion('storage', [
    z.object({ storage: z.literal('local'), files: z.number().int().min(0), bytes: z.number().int().min(0) }),
    z.object({ storage: z.literal('s3') }),
  ]),
})

export type Manifest = z.infer<typeof manifestSchema>
export type RowCounts = Manifest['tables']

export async function writeManifest({ folder, manifest }: { folder: string; manifest: Manifest }): Promise<void> {
  await fs.writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
}

/** The folder's manifest; a missing or malformed one means the backup is incomplete or not a backup. */
export async function readManifest(folder: string): Promise<Manifest> {
  const file = path.join(folder, MANIFEST_FILE)
  const text = await fs.readFile(file, 'utf8').catch(() => null)
  if (text === null) throw new BackupError(`${file} is missing: ${folder} is not a complete backup.`)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new BackupError(`${file} is not valid JSON (${(error as Error).message}).`)
  }
  const result = manifestSchema.safeParse(json)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new BackupError(`${file} is not a backup manifest of this site (${problems.join('; ')}).`)
  }
  return result.data
}

/**
 * The options the client tools get for DATABASE_URL: the address without its password, which travels
 * in PGPASSWORD instead, so it never shows in the process list.
 */
export function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new BackupError('DATABASE_URL is not a connection address such as postgres://user:password@host:5432/name.')
  }
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env }
}

/** Where a connection goes, for messages: host, port and database, never the password. */
export function describeDatabase(url: string): string {
  const parsed = new URL(url)
  return `${parsed.hostname || 'localhost'}:${parsed.port || 5432}${parsed.pathname}`
}

export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => undefined)
  try {
    await client.connect()
  } catch (error) {
    throw new BackupError(`Cannot connect to the database at ${describeDatabase(url)}: ${(error as Error).message}`)
  }
  return client
}

/**
 * DATABASE_URL, or a refusal that says how to reach the embedded database: it runs only inside the
 * server, on the port it prints at start-up, with the password kept in DATA_DIR/pg-password.
 */
export function requireDatabaseUrl({
  url,
  dataDir,
  embeddedPort,
  database,
  purpose,
}: {
  url: string | undefined
  dataDir: string
  embeddedPort: number
  database: string
  purpose: string
}): string {
  if (url) return url
  const password = `$(cat ${path.join(dataDir, 'pg-password')})`
  const embedded = `postgres://postgres:${password}@127.0.0.1:${embeddedPort}/${database}`
  throw new BackupError(
    `DATABASE_URL is not set: set it to ${purpose}. For the embedded database, start the server and run this ` +
      `with DATABASE_URL="${embedded}".`,
  )
}

export type Version = { text: string; major: number }

/** The leading number of a PostgreSQL version (`15.20 (Debian ...)` is 15). */
export const majorOf = (version: string): number => Number.parseInt(version, 10)

export async function serverVersion(client: pg.Client): Promise<Version> {
  const { rows } = await client.query<{ server_version: string }>('show server_version')
  const text = rows[0].server_version
  return { text, major: majorOf(text) }
}

/** The version of `pg_dump` or `pg_restore` on PATH (the one these commands run). */
export async function toolVersion(tool: 'pg_dump' | 'pg_restore'): Promise<Version> {
  try {
    const { stdout } = await promisify(execFile)(tool, ['--version'])
    const text = /\(PostgreSQL\)\s+(\S+)/.exec(stdout)?.[1] ?? stdout.trim()
    return { text, major: majorOf(text) }
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'was not found on PATH' : 'did not run'
    throw new BackupError(`${tool} ${reason}: install the PostgreSQL client tools (postgresql-client).`)
  }
}

/**
 * Runs a PostgreSQL client tool to the end. Its own messages go to the terminal as they come; a failure
 * ends with its last error lines, which name the object that failed.
 */
export function runTool({ tool, args, env }: { tool: string; args: string[]; env: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'inherit', 'pipe'] })
    const errors: string[] = []
    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (chunk: string) => {
      process.stderr.write(chunk)
      errors.push(...chunk.split('\n').filter(Boolean))
    })
    child.on('error', (error) => reject(new BackupError(`${tool} could not be started: ${error.message}`)))
    child.on('close', (code) => {
      if (code === 0) return resolve()
      const detail = errors.slice(-3).join(' | ') || `exit code ${code}`
      reject(new BackupError(`${tool} failed: ${detail}`))
    })
  })
}

/** Row counts of every table in the public schema, by name, as the transaction of `client` sees them. */
export async function countRows(client: pg.Client): Promise<RowCounts> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  )
  const counts: RowCounts = {}
  for (const { name } of tables) {
    const table = `public.${client.escapeIdentifier(name)}`
    const { rows } = await client.query<{ count: string }>(`select count(*) from ${table}`)
    counts[name] = Number(rows[0].count)
  }
  return counts
}

export const totalRows = (counts: RowCounts): number => Object.values(counts).reduce((sum, count) => sum + count, 0)

/** One line per table whose count differs between the backup and the restored database. */
export function countDifferences({ expected, actual }: { expected: RowCounts; actual: RowCounts }): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort()
  return names.flatMap((name) => {
    if (!(name in actual)) return [`${name}: missing (the backup has ${expected[name]} rows)`]
    if (!(name in expected)) return [`${name}: not in the backup (${actual[name]} rows)`]
    if (expected[name] === actual[name]) return []
    return [`${name}: ${expected[name]} rows in the backup, ${actual[name]} restored`]
  })
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

export type FileStats = { files: number; bytes: number }

/** The files below `folder` (relative paths), none when it does not exist. */
async function listFiles(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
}

export async function folderStats(folder: string): Promise<FileStats> {
  const stats = await Promise.all((await listFiles(folder)).map((file) => fs.stat(path.join(folder, file))))
  return { files: stats.length, bytes: stats.reduce((sum, stat) => sum + stat.size, 0) }
}

/**
 * Copies every file below `from` into `to` (made if missing; same-named files are replaced). A file
 * deleted while the copy runs is counted in `vanished` rather than failing the whole copy.
 */
export async function copyFiles({ from, to }: { from: string; to: string }): Promise<FileStats & { vanished: number }> {
  const result = { files: 0, bytes: 0, vanished: 0 }
  await fs.mkdir(to, { recursive: true })
  for (const file of await listFiles(from)) {
    const target = path.join(to, file)
    await fs.mkdir(path.dirname(target), { recursive: true })
    try {
      await fs.copyFile(path.join(from, file), target)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      result.vanished += 1
      continue
    }
    result.files += 1
    result.bytes += (await fs.stat(target)).size
  }
  return result
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`
}
