import fs from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'

import pg from 'pg'

import { createDatabaseIfMissing, startEmbeddedDatabase } from '../../../server/database'

export type ThrowawayDatabase = { url: string; drop: () => Promise<void> }

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

const withDatabase = (url: string, database: string) => {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

/**
 * A new, empty database named `name`: on the PostgreSQL server of DATABASE_URL when set (CI), else on
 * an embedded cluster started for the run. `drop` removes it (and stops the embedded cluster).
 */
export async function createThrowawayDatabase({ name, dataDir }: { name: string; dataDir: string }): Promise<ThrowawayDatabase> {
  const serverUrl = process.env.DATABASE_URL
  if (serverUrl) {
    await createDatabaseIfMissing({ adminUrl: serverUrl, database: name })
    return {
      url: withDatabase(serverUrl, name),
      drop: async () => {
        const client = new pg.Client({ connectionString: serverUrl })
        await client.connect()
        await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`)
        await client.end()
      },
    }
  }
  const embedded = await startEmbeddedDatabase({ dataDir, port: await freePort(), log: () => undefined })
  const adminUrl = withDatabase(embedded.url, 'postgres')
  await createDatabaseIfMissing({ adminUrl, database: name })
  return {
    url: withDatabase(embedded.url, name),
    drop: async () => {
      await embedded.stop()
      await fs.rm(path.join(dataDir), { recursive: true, force: true })
      if (embedded.dataDir.startsWith('/var/lib/')) await fs.rm(embedded.dataDir, { recursive: true, force: true })
    },
  }
}
