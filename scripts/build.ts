/** `npm run build`: builds the site and the admin (`--force` rebuilds even when up to date). */
import { buildIfStale } from '../server/build'
import { log } from '../server/log'

await buildIfStale({ force: process.argv.includes('--force'), log })
