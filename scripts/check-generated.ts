/**
 * Fails when generated files lag behind the Payload config:
 * - `cms/payload-types.ts` and the admin import map (run `npm run generate:types` and commit them);
 * - the committed migrations (a schema change without `npm run migrate:create -- <name>`).
 * Payload compares the config with the newest migration's snapshot; no database is touched.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs/promises'
import path from 'node:path'

const generated = ['cms/payload-types.ts', 'cms/app/(payload)/admin/importMap.js']
const migrationsDir = 'cms/migrations'
// @payloadcms/email-nodemailer has no 3.90.2 release (README, package.json overrides): Payload's
// version check would otherwise fail the CLI whenever it finishes before the command does.
const cliEnv = { ...process.env, PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true' }

const before = await Promise.all(generated.map((file) => fs.readFile(file, 'utf8').catch(() => '')))
execFileSync('npm', ['run', '--silent', 'generate:types'], { stdio: ['ignore', 'ignore', 'inherit'], env: cliEnv })
const after = await Promise.all(generated.map((file) => fs.readFile(file, 'utf8')))
const drifted = generated.filter((_, index) => before[index] !== after[index])

const migrationsBefore = new Set(await fs.readdir(migrationsDir))
const indexBefore = await fs.readFile(path.join(migrationsDir, 'index.ts'), 'utf8')
execFileSync('npx', ['payload', 'migrate:create', 'uncommitted_schema_change', '--skip-empty'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  // Only the config and the migration snapshots are read: an address that is never connected to.
  env: { ...cliEnv, DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused' },
})
const newMigrations = (await fs.readdir(migrationsDir)).filter((file) => !migrationsBefore.has(file))
if (newMigrations.length) {
  await Promise.all(newMigrations.map((file) => fs.rm(path.join(migrationsDir, file))))
  await fs.writeFile(path.join(migrationsDir, 'index.ts'), indexBefore)
}

if (drifted.length || newMigrations.length) {
  if (drifted.length) console.error(`Generated files were out of date and have been regenerated: ${drifted.join(', ')}. Commit them.`)
  if (newMigrations.length) console.error('The collections changed without a migration: run `npm run migrate:create -- <name>` and commit it.')
  process.exit(1)
}
console.log('Generated Payload types, import map and migrations are up to date.')
