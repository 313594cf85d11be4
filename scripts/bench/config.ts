/**
 * What the bench runner (run.ts) and the bench server (serve.ts) agree on: ports, the database name
 * and how to reach the database the server uses. Ports differ from `npm start` (3000), the end-to-end
 * server (3210) and the embedded PostgreSQL default (54329), so a bench can run beside them.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

/** The port the bench server listens on (127.0.0.1 only). */
export const BENCH_PORT = 3310

/** The embedded PostgreSQL's port when DATABASE_URL is unset. */
export const BENCH_PG_PORT = 3311

/** The database recreated on DATABASE_URL's server for each run. */
export const BENCH_DATABASE = 'site_bench'

/** The database the server's embedded PostgreSQL holds (cms/env.ts `EMBEDDED_DATABASE`). */
const EMBEDDED_DATABASE = 'site'

/** Origin of the bench server, loopback only. */
export const benchOrigin = `http://127.0.0.1:${BENCH_PORT}`

/** DATABASE_URL's server with the bench database as its path. */
export function benchDatabaseUrl(serverUrl: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${BENCH_DATABASE}`
  return url.toString()
}

/**
 * The connection string of the database the bench server writes to: the bench database on
 * DATABASE_URL's server, or the embedded one, whose password the server keeps in `<dataDir>/pg-password`
 * (server/database.ts). Read after the server started, since the server makes that file.
 */
export async function serverDatabaseUrl({ serverUrl, dataDir }: { serverUrl?: string; dataDir: string }): Promise<string> {
  if (serverUrl) return benchDatabaseUrl(serverUrl)
  const password = (await fs.readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim()
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${BENCH_PG_PORT}/${EMBEDDED_DATABASE}`
}

/** A connection string fit for printing: the password replaced by `***`. */
export function redactUrl(connectionString: string): string {
  const url = new URL(connectionString)
  if (url.password) url.password = '***'
  return url.toString()
}
