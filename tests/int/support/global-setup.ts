/**
 * Creates the run's throwaway PostgreSQL database (on the server of DATABASE_URL when set, else on an
 * embedded cluster in a temporary folder), applies the migrations and seeds the demo content once.
 * Test files reach it through the `TEST_DATABASE_URL` it provides.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'

import type { TestProject } from 'vitest/node'

import { createThrowawayDatabase, type ThrowawayDatabase } from './throwaway-database'

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string
    testDataDir: string
  }
}

let database: ThrowawayDatabase | null = null

export async function setup(project: TestProject) {
  const dataDir = await fs.mkdtemp('/tmp/site-int-')
  database = await createThrowawayDatabase({ name: `int_${randomBytes(4).toString('hex')}`, dataDir })
  project.provide('testDatabaseUrl', database.url)
  project.provide('testDataDir', dataDir)
}

export async function teardown() {
  await database?.drop()
}
