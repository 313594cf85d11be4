/**
 * `node --import tsx scripts/backup.ts <folder>`: backs up the running site's data into a new folder.
 * - `database.dump`: `pg_dump --format=custom` of DATABASE_URL;
 * - `uploads/`: the uploaded media, copied after the dump, so every media row in the dump has its files
 *   (a file uploaded meanwhile is only extra). Skipped when media lives in S3;
 * - `manifest.json`: versions, row counts taken in the dump's own snapshot, media totals and the dump's
 *   SHA-256, which `scripts/restore.ts` checks. Written last: a folder without it is an incomplete backup.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'

import type pg from 'pg'

import { dataDir, EMBEDDED_DATABASE, env, uploadsDir, usesS3Storage } from '../cms/env'
import { MEDIA } from '../cms/shared/slugs'
import {
  BackupError,
  connect,
  copyFiles,
  countRows,
  describeDatabase,
  DUMP_FILE,
  formatBytes,
  MANIFEST_FILE,
  requireDatabaseUrl,
  runCommand,
  runTool,
  serverVersion,
  sha256File,
  toolConnection,
  toolVersion,
  totalRows,
  UPLOADS_FOLDER,
  writeManifest,
} from './backup-support'
import type { Manifest, RowCounts, Version } from './backup-support'

const USAGE = 'Usage: node --import tsx scripts/backup.ts <new folder>'

function folderArgument(): string {
  try {
    const { positionals } = parseArgs({ allowPositionals: true, options: {} })
    if (positionals.length === 1) return path.resolve(positionals[0])
  } catch (error) {
    // Node's message continues with advice about `--`; its first sentence is what the operator needs.
    throw new BackupError(`${(error as Error).message.split('. ')[0]}.\n${USAGE}`)
  }
  throw new BackupError(USAGE)
}

/** A new folder, or an existing empty one (say, a freshly mounted disk); never one that holds anything. */
async function assertFreshFolder(folder: string): Promise<{ existed: boolean }> {
  const stat = await fs.stat(folder).catch(() => null)
  if (!stat) return { existed: false }
  if (!stat.isDirectory()) throw new BackupError(`${folder} exists and is not a folder: choose a new folder.`)
  if ((await fs.readdir(folder)).length) {
    throw new BackupError(`${folder} already exists and is not empty: choose a new folder (no backup is overwritten).`)
  }
  return { existed: true }
}

type Versions = { server: Version; pgDump: Version }

/** pg_dump reads servers of its own major version and older ones only. */
async function checkVersions(client: pg.Client): Promise<Versions> {
  const [server, pgDump] = await Promise.all([serverVersion(client), toolVersion('pg_dump')])
  if (pgDump.major < server.major) {
    throw new BackupError(
      `pg_dump ${pgDump.text} cannot dump PostgreSQL ${server.text}: install pg_dump ${server.major} or newer ` +
        `(postgresql-client-${server.major}) and put it first on PATH.`,
    )
  }
  return { server, pgDump }
}

type DumpTarget = { client: pg.Client; url: string; file: string }

/**
 * Dumps the database and counts its rows in one snapshot: this transaction exports its snapshot and
 * pg_dump reads through it (`--snapshot`), so the counts are exactly what the dump holds even while the
 * site keeps writing. The transaction stays open until pg_dump is done.
 */
async function dumpDatabase({ client, url, file }: DumpTarget): Promise<RowCounts> {
  await client.query('begin isolation level repeatable read read only')
  try {
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')
    const tables = await countRows(client)
    const { dbname, env: toolEnv } = toolConnection(url)
    const args = ['--format=custom', `--snapshot=${rows[0].snapshot}`, `--file=${file}`, `--dbname=${dbname}`]
    await runTool({ tool: 'pg_dump', args, env: toolEnv })
    return tables
  } finally {
    // A read-only transaction: ending it cannot lose anything, and a failure here must not hide pg_dump's.
    await client.query('rollback').catch(() => undefined)
  }
}

/** Copies the uploads folder into the backup, or says why not (media in S3). */
async function copyMedia({ folder, mediaRows }: { folder: string; mediaRows: number }): Promise<Manifest['media']> {
  if (usesS3Storage) {
    console.log("Media is in S3 (S3_BUCKET is set): not copied, the bucket's versioning or replication keeps it.")
    return { storage: 's3' }
  }
  const copied = await copyFiles({ from: uploadsDir, to: path.join(folder, UPLOADS_FOLDER) })
  if (mediaRows > 0 && copied.files === 0) {
    throw new BackupError(
      `The database has ${mediaRows} media items but ${uploadsDir} holds no files: ` +
        "set DATA_DIR to the server's data folder.",
    )
  }
  if (copied.vanished) console.log(`${copied.vanished} media files were deleted during the copy and are left out.`)
  console.log(`Media: ${copied.files} files, ${formatBytes(copied.bytes)}, from ${uploadsDir}`)
  return { storage: 'local', files: copied.files, bytes: copied.bytes }
}

async function writeBackup({
  client,
  url,
  folder,
  versions,
}: {
  client: pg.Client
  url: string
  folder: string
  versions: Versions
}): Promise<void> {
  console.log(
    `Backing up ${describeDatabase(url)} (PostgreSQL ${versions.server.text}) with pg_dump ${versions.pgDump.text}`,
  )
  const dumpFile = path.join(folder, DUMP_FILE)
  const tables = await dumpDatabase({ client, url, file: dumpFile })
  const [sha256, { size }] = await Promise.all([sha256File(dumpFile), fs.stat(dumpFile)])
  console.log(`Database: ${Object.keys(tables).length} tables, ${totalRows(tables)} rows, ${formatBytes(size)} dump`)
  const media = await copyMedia({ folder, mediaRows: tables[MEDIA] ?? 0 })
  const manifest: Manifest = {
    formatVersion: 1,
    createdAt: new Date().toISOString(),
    database: {
      file: DUMP_FILE,
      bytes: size,
      sha256,
      serverVersion: versions.server.text,
      pgDumpVersion: versions.pgDump.text,
    },
    tables,
    media,
  }
  await writeManifest({ folder, manifest })
}

/** Leaves no half-written backup behind: a rerun into the same folder must be possible. */
async function removePartialBackup({ folder, existed }: { folder: string; existed: boolean }): Promise<void> {
  if (!existed) return fs.rm(folder, { recursive: true, force: true })
  const written = [DUMP_FILE, UPLOADS_FOLDER, MANIFEST_FILE].map((name) => path.join(folder, name))
  await Promise.all(written.map((file) => fs.rm(file, { recursive: true, force: true })))
}

await runCommand(async () => {
  const started = Date.now()
  const folder = folderArgument()
  const url = requireDatabaseUrl({
    url: env.DATABASE_URL,
    dataDir,
    embeddedPort: env.EMBEDDED_PG_PORT,
    database: EMBEDDED_DATABASE,
    purpose: 'the database to back up',
  })
  const { existed } = await assertFreshFolder(folder)
  const client = await connect(url)
  try {
    const versions = await checkVersions(client)
    await fs.mkdir(folder, { recursive: true })
    await writeBackup({ client, url, folder, versions }).catch(async (error: unknown) => {
      await removePartialBackup({ folder, existed })
      throw error
    })
  } finally {
    await client.end()
  }
  console.log(`Backup written to ${folder} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
})
