/** Runs one task against the project's database (the embedded one unless DATABASE_URL is set), then stops. */
import type { Payload } from 'payload'

import { closePayload, loadPayload, migrateAndSeed, openDatabase } from './boot'

export async function withPayload<T>(task: (payload: Payload) => Promise<T>): Promise<T> {
  const database = await openDatabase()
  let payload: Payload | null = null
  try {
    payload = await loadPayload()
    await migrateAndSeed(payload, { url: database.url, seedIfEmpty: false })
    return await task(payload)
  } finally {
    await closePayload(payload)
    await database.embedded?.stop()
  }
}
