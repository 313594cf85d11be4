/**
 * Fails when `cms/payload-types.ts` or the admin import map differ from what the current Payload
 * config generates: run `npm run generate:types` and commit the result.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs/promises'

const generated = ['cms/payload-types.ts', 'cms/app/(payload)/admin/importMap.js']

const before = await Promise.all(generated.map((file) => fs.readFile(file, 'utf8').catch(() => '')))
execFileSync('npm', ['run', '--silent', 'generate:types'], { stdio: ['ignore', 'ignore', 'inherit'] })
const after = await Promise.all(generated.map((file) => fs.readFile(file, 'utf8')))

const drifted = generated.filter((_, index) => before[index] !== after[index])
if (drifted.length) {
  console.error(`Generated files were out of date and have been regenerated: ${drifted.join(', ')}. Commit them.`)
  process.exit(1)
}
console.log('Generated Payload types and import map are up to date.')
