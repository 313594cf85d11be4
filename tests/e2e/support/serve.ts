/**
 * The end-to-end server: the production build (`npm start`'s code) on a fresh database, seeded with the
 * demo content at start. The database is the one of DATABASE_URL's server (recreated each run) or an
 * embedded cluster in a fresh temporary folder.
 */
import fs from 'node:fs/promises'

import pg from 'pg'

import { E2E_PORT } from './constants'

const DATABASE = `site_e2e_${E2E_PORT}`
const DATA_DIR = `/tmp/site-e2e-data-${E2E_PORT}`

async function recreateDatabase(serverUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  await client.query(`drop database if exists ${DATABASE} with (force)`)
  await client.query(`create database ${DATABASE}`)
  await client.end()
  const url = new URL(serverUrl)
  url.pathname = `/${DATABASE}`
  return url.toString()
}

await fs.rm(DATA_DIR, { recursive: true, force: true })
if (process.env.DATABASE_URL) process.env.DATABASE_URL = await recreateDatabase(process.env.DATABASE_URL)
process.env.DATA_DIR = DATA_DIR
process.env.PORT = String(E2E_PORT)
process.env.HOST = '127.0.0.1'
// Every spec submits leads from this one address; the per-address limit is tested in tests/int.
process.env.LEAD_RATE_LIMIT = '10000'
process.env.EMBEDDED_PG_PORT = String(E2E_PORT + 1)
process.env.SITE_URL = `http://127.0.0.1:${E2E_PORT}`
delete process.env.ADMIN_EMAIL
delete process.env.ADMIN_PASSWORD

await import('../../../server/start')
