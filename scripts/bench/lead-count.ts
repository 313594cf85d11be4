/**
 * Counts the bench server's leads straight in PostgreSQL (the REST API would need a login), to
 * compare the rows stored with the 2xx answers the lead row got.
 */
import { setTimeout as sleep } from 'node:timers/promises'

import pg from 'pg'

const STEP_MS = 500
/** Lead capture can take seconds under load: the count must hold this long to count as settled. */
const QUIET_MS = 3000
const LIMIT_MS = 60_000

/**
 * The number of rows in `leads` once it has not changed for QUIET_MS, so requests the server was
 * still committing when the load stopped are included.
 */
export async function countLeadsWhenSettled(connectionString: string): Promise<number> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    const count = async () => (await client.query<{ count: number }>('select count(*)::int as count from leads')).rows[0].count
    const deadline = Date.now() + LIMIT_MS
    let previous = await count()
    let quietSince = Date.now()
    while (Date.now() < deadline && Date.now() - quietSince < QUIET_MS) {
      await sleep(STEP_MS)
      const current = await count()
      if (current !== previous) quietSince = Date.now()
      previous = current
    }
    return previous
  } finally {
    await client.end()
  }
}
