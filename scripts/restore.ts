/**
 * `node --import tsx scripts/restore.ts <folder> [--clean]`: restores a backup made by `scripts/backup.ts`
 * into DATABASE_URL and its media into DATA_DIR's uploads folder. The database must be empty; `--clean`
 * first drops everything in its public schema. Before writing anything it checks the manifest, the dump's
 * SHA-256, the media files and the pg_restore version; afterwards, every table's row count.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'

import type pg from 'pg'

import { dataDir, EMBEDDED_DATABASE, env, uploadsDir, usesS3Storage } from '../cms/env'
import {
  BackupError,
  connect,
  copyFiles,
  countDifferences,
  countRows,
  describeDatabase,
  DUMP_FILE,
  folderStats,
  formatBytes,
  majorOf,
  readManifest,
  requireDatabaseUrl,
  runCommand,
  runTool,
  serverVersion,
  sha256File,
  toolConnection,
  toolVersion,
  totalRows,
  UPLOADS_FOLDER,
} from './backup-support'
import type { Manifest } from './backup-support'

const USAGE = 'Usage: node --import tsx scripts/restore.ts <backup folder> [--clean]'

function parseArguments(): { folder: string; isClean: boolean } {
  try {
    const { positionals, values } = parseArgs({ allowPositionals: true, options: { clean: { type: 'boolean' } } })
    if (positionals.length === 1) return { folder: path.resolve(positionals[0]), isClean: values.clean === true }
  } catch (error) {
    // Node's message continues with advice about `--`; its first sentence is what the operator needs.
    throw new BackupError(`${(error as Error).message.split('. ')[0]}.\n${USAGE}`)
  }
  throw new BackupError(USAGE)
}

/** The backup is whole: its manifest reads, the dump is the one it describes, the media is all there. */
async function checkBackup(folder: string): Promise<Manifest> {
  const manifest = await readManifest(folder)
  const dumpFile = path.join(folder, DUMP_FILE)
  await fs.access(dumpFile).catch(() => {
    throw new BackupError(`${dumpFile} is missing: ${folder} is not a complete backup.`)
  })
  const sha256 = await sha256File(dumpFile)
  if (sha256 !== manifest.database.sha256) {
    throw new BackupError(
      `${dumpFile} is damaged or was changed: its SHA-256 is ${sha256}, the manifest says ${manifest.database.sha256}.`,
    )
  }
  if (manifest.media.storage === 'local') {
    const { files, bytes } = await folderStats(path.join(folder, UPLOADS_FOLDER))
    if (files !== manifest.media.files || bytes !== manifest.media.bytes) {
      throw new BackupError(
        `${path.join(folder, UPLOADS_FOLDER)} holds ${files} files (${bytes} bytes); the manifest says ` +
          `${manifest.media.files} files (${manifest.media.bytes} bytes): media files are missing or were changed.`,
      )
    }
  }
  return manifest
}

/** pg_restore reads dumps of its own major version and older ones only. */
async function checkVersions({ client, manifest }: { client: pg.Client; manifest: Manifest }): Promise<void> {
  const [server, pgRestore] = await Promise.all([serverVersion(client), toolVersion('pg_restore')])
  const dumpMajor = majorOf(manifest.database.pgDumpVersion)
  if (pgRestore.major < dumpMajor) {
    throw new BackupError(
      `pg_restore ${pgRestore.text} cannot read a dump made by pg_dump ${manifest.database.pgDumpVersion}: ` +
        `install pg_restore ${dumpMajor} or newer (postgresql-client-${dumpMajor}) and put it first on PATH.`,
    )
  }
  if (server.major < majorOf(manifest.database.serverVersion)) {
    console.log(
      `Note: the backup comes from PostgreSQL ${manifest.database.serverVersion}, this server runs ${server.text}; ` +
        'restoring into an older major version can fail (the restore then leaves the database as it was).',
    )
  }
}

// Objects that belong to an extension (installed by the operator or the provider) are not the site's.
const NOT_FROM_EXTENSION = (catalog: string, alias: string) =>
  `not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${alias}.oid ` +
  `and d.deptype = 'e')`

/** The tables of the public schema, and how many other objects it holds (views, sequences, types, functions). */
async function publicSchemaContents(client: pg.Client): Promise<{ tables: string[]; others: number }> {
  const { rows } = await client.query<{ tables: string[]; others: number }>(
    `select
       array(select c.relname::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
             where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1) as tables,
       (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('v', 'm', 'f', 'S') and ${NOT_FROM_EXTENSION('pg_class', 'c')})
       + (select count(*) from pg_type t join pg_namespace n on n.oid = t.typnamespace
          where n.nspname = 'public' and t.typtype in ('e', 'd', 'r') and ${NOT_FROM_EXTENSION('pg_type', 't')})
       + (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and ${NOT_FROM_EXTENSION('pg_proc', 'p')}) as others`,
  )
  return { tables: rows[0].tables, others: Number(rows[0].others) }
}

/**
 * `--clean`: drops the public schema with everything in it and makes it again with the same owner and
 * the same grants (an empty schema, as on a new database), in one transaction.
 */
async function dropPublicSchema(client: pg.Client): Promise<void> {
  const { rows: owners } = await client.query<{ owner: string }>(
    `select quote_ident(pg_get_userbyid(nspowner)) as owner from pg_namespace where nspname = 'public'`,
  )
  const { rows: grants } = await client.query<{ grantee: string; privilege: string }>(
    `select case when a.grantee = 0 then 'public' else quote_ident(pg_get_userbyid(a.grantee)) end as grantee,
            a.privilege_type as privilege
     from pg_namespace n, aclexplode(n.nspacl) a
     where n.nspname = 'public' and a.grantee <> n.nspowner`,
  )
  await client.query('begin')
  try {
    await client.query('drop schema if exists public cascade')
    await client.query(`create schema public${owners.length ? ` authorization ${owners[0].owner}` : ''}`)
    for (const { grantee, privilege } of grants) await client.query(`grant ${privilege} on schema public to ${grantee}`)
    await client.query('commit')
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  }
}

/** Refuses a database that holds anything, unless `--clean` asked for it to be emptied. */
async function prepareDatabase({ client, url, isClean }: { client: pg.Client; url: string; isClean: boolean }) {
  const { tables, others } = await publicSchemaContents(client)
  if (!tables.length && !others) return
  const otherObjects = others ? ` and ${others} other objects (views, sequences, types or functions)` : ''
  if (!isClean) {
    const tableList = tables.length ? `${tables.length} tables (${tables.join(', ')})` : 'no tables'
    throw new BackupError(
      `${describeDatabase(url)} is not empty: its public schema holds ${tableList}${otherObjects}. Restore into ` +
        'an empty database, or add --clean to drop everything in its public schema first.',
    )
  }
  await dropPublicSchema(client)
  console.log(`--clean: dropped ${tables.length} tables${otherObjects} from the public schema`)
}

/**
 * `--single-transaction`: a restore that fails part way leaves the database as it was, so the operator
 * can fix the cause and run the same command again.
 */
async function restoreDatabase({ url, folder }: { url: string; folder: string }): Promise<void> {
  const { dbname, env: toolEnv } = toolConnection(url)
  const args = ['--no-owner', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`]
  await runTool({ tool: 'pg_restore', args: [...args, path.join(folder, DUMP_FILE)], env: toolEnv })
}

/** Copies the backup's media into the uploads folder; returns a difference when the copy is incomplete. */
async function restoreMedia({ folder, manifest }: { folder: string; manifest: Manifest }): Promise<string[]> {
  if (manifest.media.storage === 's3') {
    console.log('Media: none in the backup (it was made with media in S3, which the bucket keeps).')
    return []
  }
  if (usesS3Storage) {
    console.log(
      `Media: not copied, the site reads media from S3 (S3_BUCKET is set); ` +
        `copy ${path.join(folder, UPLOADS_FOLDER)} into the bucket.`,
    )
    return []
  }
  const copied = await copyFiles({ from: path.join(folder, UPLOADS_FOLDER), to: uploadsDir })
  console.log(`Media: ${copied.files} files, ${formatBytes(copied.bytes)}, into ${uploadsDir}`)
  if (copied.files === manifest.media.files && copied.bytes === manifest.media.bytes) return []
  return [`media: ${manifest.media.files} files in the backup, ${copied.files} copied`]
}

await runCommand(async () => {
  const started = Date.now()
  const { folder, isClean } = parseArguments()
  const url = requireDatabaseUrl({
    url: env.DATABASE_URL,
    dataDir,
    embeddedPort: env.EMBEDDED_PG_PORT,
    database: EMBEDDED_DATABASE,
    purpose: 'the database to restore into (an empty one, or add --clean)',
  })
  const manifest = await checkBackup(folder)
  const client = await connect(url)
  try {
    await checkVersions({ client, manifest })
    await prepareDatabase({ client, url, isClean })
    console.log(`Restoring the backup of ${manifest.createdAt} into ${describeDatabase(url)}`)
    await restoreDatabase({ url, folder })
    const mediaDifferences = await restoreMedia({ folder, manifest })
    // pg_restore leaves the planner without statistics until autovacuum comes round; gather them now.
    await client.query('analyze')
    const tables = await countRows(client)
    const differences = [...countDifferences({ expected: manifest.tables, actual: tables }), ...mediaDifferences]
    if (differences.length) {
      const list = differences.map((line) => `  - ${line}`).join('\n')
      throw new BackupError(`The restore differs from the backup:\n${list}`)
    }
    console.log(`Database: ${Object.keys(tables).length} tables, ${totalRows(tables)} rows, as in the backup`)
  } finally {
    await client.end()
  }
  console.log(`Restored ${folder} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
})
