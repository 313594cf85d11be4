/**
 * `npm run seed`: adds any missing demo content to the project's database (starting the embedded
 * PostgreSQL and applying migrations when needed), then stops. Safe to run repeatedly.
 */
import { withPayload } from '../../server/payload-session'
import { seed } from './index'

async function main(): Promise<void> {
  const started = Date.now()
  const { created } = await withPayload((payload) => seed(payload, { log: console.log }))
  const total = Object.values(created).reduce((sum, count) => sum + count, 0)
  const detail = Object.entries(created)
    .map(([collection, count]) => `${collection} ${count}`)
    .join(', ')
  console.log(
    total === 0
      ? 'Seed: nothing to add, all demo content is present.'
      : `Seed: created ${total} documents (${detail}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  )
}

// Not top-level await: with the module still evaluating, Payload's dynamic import of the config could
// stall (seen intermittently under tsx), so the work starts once this module has finished loading.
main().catch((error: unknown) => {
  console.error('Seed failed:', error)
  process.exitCode = 1
})
