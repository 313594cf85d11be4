/**
 * The bench server: `npm start`'s code (production build, built first when stale) on a fresh
 * database, seeded at start. Started by run.ts as a child process, which sets DATA_DIR to a fresh
 * temporary folder. The database is `site_bench` on DATABASE_URL's server (recreated each run), or an
 * embedded cluster in DATA_DIR.
 */
import pg from 'pg'

import { BENCH_DATABASE, BENCH_PG_PORT, BENCH_PORT, benchDatabaseUrl, benchOrigin } from './config'

async function recreateDatabase(serverUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(`drop database if exists ${BENCH_DATABASE} with (force)`)
    await client.query(`create database ${BENCH_DATABASE}`)
  } finally {
    await client.end()
  }
  return benchDatabaseUrl(serverUrl)
}

if (!process.env.DATA_DIR) throw new Error('scripts/bench/serve.ts expects DATA_DIR (run it through `npm run bench`)')
if (process.env.DATABASE_URL) process.env.DATABASE_URL = await recreateDatabase(process.env.DATABASE_URL)
process.env.PORT = String(BENCH_PORT)
process.env.HOST = '127.0.0.1'
process.env.EMBEDDED_PG_PORT = String(BENCH_PG_PORT)
process.env.SITE_URL = benchOrigin
process.env.SEED_ON_START = 'true'
// A throwaway local server: the local-use secrets are fine even if the shell has NODE_ENV=production.
process.env.DEPLOYMENT_ENV = 'local'
delete process.env.ADMIN_EMAIL
delete process.env.ADMIN_PASSWORD

await import('../../server/start')
