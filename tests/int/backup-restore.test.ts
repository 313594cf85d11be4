/**
 * Backup and restore as an operator runs them: both scripts as child processes, from the run's database
 * (the demo content plus a lead and an upload made here) into a second, empty database on the same
 * server, with a data folder of its own.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { countRows, folderStats, readManifest, serverVersion, toolVersion } from '../../scripts/backup-support'
import type { Manifest, RowCounts } from '../../scripts/backup-support'
import { closeTestPayload, getTestPayload } from './support/payload'

const root = path.resolve(import.meta.dirname, '../..')
const sourceUrl = inject('testDatabaseUrl')
const sourceDataDir = inject('testDataDir')

type ScriptResult = { code: number | null; output: string }

type ScriptRun = { name: string; args: string[]; databaseUrl: string; dataDir: string }

/** Runs `scripts/<name>.ts` the way the npm scripts do, against `databaseUrl` and `dataDir`. */
function runScript({ name, args, databaseUrl, dataDir }: ScriptRun) {
  return new Promise<ScriptResult>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
      cwd: root,
      // Media on local disk: a bucket set in the environment would make the scripts leave the files out.
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, S3_BUCKET: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, output }))
  })
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await use(client)
  } finally {
    await client.end()
  }
}

const withDatabase = (url: string, database: string) => {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

/**
 * Why the round trip cannot run on this machine, if it cannot: no pg_dump, or one older than the server
 * (a run without DATABASE_URL uses the embedded PostgreSQL 17; Debian 12 ships pg_dump 15).
 */
async function missingTools(): Promise<string | null> {
  try {
    const [pgDump, server] = await Promise.all([toolVersion('pg_dump'), withClient(sourceUrl, serverVersion)])
    return pgDump.major < server.major ? `pg_dump ${pgDump.text} cannot dump PostgreSQL ${server.text}` : null
  } catch (error) {
    return (error as Error).message
  }
}

const skipReason = await missingTools()
if (skipReason) console.warn(`Backup round trip skipped: ${skipReason}`)

/** The jobs queue is worked in the background during the test, so its tables may grow after the backup. */
const withoutJobsQueue = (counts: RowCounts) =>
  Object.fromEntries(Object.entries(counts).filter(([name]) => !name.startsWith('payload_jobs')))

describe.skipIf(skipReason)('backup and restore', () => {
  const marker = randomBytes(4).toString('hex')
  const restoredName = `${new URL(sourceUrl).pathname.slice(1)}_restored`
  const restoredUrl = withDatabase(sourceUrl, restoredName)
  let workDir = ''
  let backupDir = ''
  let restoredDataDir = ''
  let leadId = 0
  let mediaId = 0
  let uploadedFilename = ''
  let backup: ScriptResult
  let restore: ScriptResult
  let manifest: Manifest

  beforeAll(async () => {
    const payload = await getTestPayload()
    const lead = await payload.create({
      collection: 'leads',
      data: {
        name: `Backup ${marker} Müller`,
        email: `backup-${marker}@example.com`,
        phone: '714-555-0142',
        company: 'Dock "High" Logistics, Inc.',
        propertyType: 'warehouse',
        squareFootage: '25k-50k',
        timeline: 'short-term',
        message: 'Needs 30,000 SF with 4 dock doors.\nSecond line — with a dash.',
        status: 'qualified',
        source: 'main_form',
      },
      overrideAccess: true,
    })
    leadId = lead.id
    const image = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#2f6f8f' } })
      .png()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: `Backup test ${marker}` },
      file: { data: image, mimetype: 'image/png', name: `backup-${marker}.png`, size: image.length },
      overrideAccess: true,
    })
    mediaId = media.id
    uploadedFilename = media.filename ?? ''

    workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-backup-'))
    backupDir = path.join(workDir, 'backup')
    restoredDataDir = path.join(workDir, 'restored-data')
    await withClient(sourceUrl, (client) => client.query(`create database ${client.escapeIdentifier(restoredName)}`))

    backup = await runScript({ name: 'backup', args: [backupDir], databaseUrl: sourceUrl, dataDir: sourceDataDir })
    if (backup.code === 0) manifest = await readManifest(backupDir)
    const target = { databaseUrl: restoredUrl, dataDir: restoredDataDir }
    restore = await runScript({ name: 'restore', args: [backupDir], ...target })
  })

  afterAll(async () => {
    await withClient(sourceUrl, (client) =>
      client.query(`drop database if exists ${client.escapeIdentifier(restoredName)} with (force)`),
    )
    const payload = await getTestPayload()
    if (leadId) await payload.delete({ collection: 'leads', id: leadId, overrideAccess: true })
    if (mediaId) await payload.delete({ collection: 'media', id: mediaId, overrideAccess: true })
    if (workDir) await fs.rm(workDir, { recursive: true, force: true })
    await closeTestPayload()
  })

  it('backs up the database, the media files and a manifest that describes them', async () => {
    expect(backup.code, backup.output).toBe(0)
    const sourceCounts = await withClient(sourceUrl, countRows)
    expect(Object.keys(manifest.tables)).toEqual(Object.keys(sourceCounts))
    expect(withoutJobsQueue(manifest.tables)).toEqual(withoutJobsQueue(sourceCounts))
    expect(manifest.media).toEqual({ storage: 'local', ...(await folderStats(path.join(sourceDataDir, 'uploads'))) })
  })

  it('restores every table with the row counts of the backup', async () => {
    expect(restore.code, restore.output).toBe(0)
    expect(await withClient(restoredUrl, countRows)).toEqual(manifest.tables)
  })

  it('restores the new lead with all its fields', async () => {
    const selectLead = (client: pg.Client) =>
      client.query('select * from leads where id = $1', [leadId]).then(({ rows }) => rows)
    const [original, restored] = await Promise.all([sourceUrl, restoredUrl].map((url) => withClient(url, selectLead)))
    expect(restored).toHaveLength(1)
    expect(restored[0].email).toBe(`backup-${marker}@example.com`)
    expect(restored).toEqual(original)
  })

  it("restores the file of every media item, sizes included, into the new data folder's uploads", async () => {
    const filenames = await withClient(restoredUrl, async (client) => {
      const { rows: columns } = await client.query<{ name: string }>(
        `select column_name as name from information_schema.columns
         where table_schema = 'public' and table_name = 'media' and column_name like '%filename'`,
      )
      const { rows } = await client.query<Record<string, string | null>>(
        `select ${columns.map(({ name }) => client.escapeIdentifier(name)).join(', ')} from media`,
      )
      return rows.flatMap((row) => Object.values(row)).filter((name): name is string => Boolean(name))
    })
    expect(filenames).toContain(uploadedFilename)
    const uploads = path.join(restoredDataDir, 'uploads')
    const missing: string[] = []
    for (const name of filenames) {
      if (!(await fs.stat(path.join(uploads, name)).catch(() => null))) missing.push(name)
    }
    expect(missing).toEqual([])
    const [original, restored] = await Promise.all(
      [sourceDataDir, restoredDataDir].map((dir) => fs.readFile(path.join(dir, 'uploads', uploadedFilename))),
    )
    expect(restored.equals(original)).toBe(true)
  })

  it('refuses to restore into a database that is not empty, and replaces it with --clean', async () => {
    const target = { databaseUrl: restoredUrl, dataDir: restoredDataDir }
    const refused = await runScript({ name: 'restore', args: [backupDir], ...target })
    expect(refused.code).toBe(1)
    expect(refused.output).toMatch(/is not empty: .*tables \(.*\bleads\b.*\)/)
    expect(refused.output).toContain('--clean')

    const cleaned = await runScript({ name: 'restore', args: [backupDir, '--clean'], ...target })
    expect(cleaned.code, cleaned.output).toBe(0)
    expect(await withClient(restoredUrl, countRows)).toEqual(manifest.tables)
  })
})
