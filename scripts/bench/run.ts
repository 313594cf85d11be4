/**
 * `npm run bench`: starts the production server on a fresh, seeded database (scripts/bench/serve.ts),
 * loads each API call and the home page (cached, uncached, and as a static file from nginx) with
 * autocannon on loopback, measures the home page's bundle and runs Lighthouse, prints one table and
 * writes it with the machine's facts to docs/benchmarks.md. BENCH_DURATION sets the recorded seconds
 * per load row (default 10), BENCH_LIGHTHOUSE_RUNS the Lighthouse runs per page and form (default 3, 0 skips).
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { BENCH_DATABASE, BENCH_PG_PORT, BENCH_PORT, redactUrl, serverDatabaseUrl } from './config'
import { countLeadsWhenSettled } from './lead-count'
import { CONNECTIONS, LEAD_BODY, measure, WARM_UP_SECONDS } from './load'
import type { BenchCall, RowResult } from './load'
import { aims, CACHED_VS_NGINX_AIM, failureNotes, leadCheck, lighthouseDetails, markdown, textTable } from './report'
import type { BenchReport, Fact } from './report'
import { startServer, waitUntilReady } from './server-process'
import { fetchHomeHtml, measureBundle, measureHome, measureLighthouse } from './site'

const root = path.resolve(import.meta.dirname, '../..')
const DOC = path.join(root, 'docs/benchmarks.md')

const FEATURED: BenchCall = { label: 'GET /api/properties/featured', method: 'GET', path: '/api/properties/featured' }
const BASELINE: BenchCall = {
  label: 'GET /api/properties?limit=3&sort=-createdAt (baseline)',
  method: 'GET',
  path: '/api/properties?limit=3&sort=-createdAt',
}
const LEAD: BenchCall = {
  label: 'POST /api/leads/capture',
  method: 'POST',
  path: '/api/leads/capture',
  body: LEAD_BODY,
  headers: { 'content-type': 'application/json' },
}
/** Reads first; lead capture last, since it writes (a lead and a queued e-mail job per request). */
const READS: BenchCall[] = [
  FEATURED,
  { label: 'GET /api/market-data/latest', method: 'GET', path: '/api/market-data/latest' },
  { label: 'GET /api/homepage/content', method: 'GET', path: '/api/homepage/content' },
  BASELINE,
]

const seconds = Number(process.env.BENCH_DURATION ?? 10)
if (!Number.isFinite(seconds) || seconds < 1) throw new Error(`BENCH_DURATION must be a number of seconds ≥ 1, got ${process.env.BENCH_DURATION}`)
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 0) {
  throw new Error(`BENCH_LIGHTHOUSE_RUNS must be a whole number ≥ 0, got ${process.env.BENCH_LIGHTHOUSE_RUNS}`)
}
const serverUrl = process.env.DATABASE_URL || undefined
const loadBefore = os.loadavg()
const startedAt = new Date()

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-bench-'))
// mkdtemp makes it 0700; as root the embedded PostgreSQL runs as `postgres`, who must enter it
// (otherwise the cluster would move under /var/lib/embedded-postgres and outlive the run).
await fs.chmod(dataDir, 0o755)
const logFile = path.join(os.tmpdir(), 'site-bench-server.log')
const server = startServer({ env: { ...process.env, DATA_DIR: dataDir, LEAD_RATE_LIMIT: '100000000' }, logFile })

let cleanup: Promise<void> | null = null
const stopAll = () =>
  (cleanup ??= (async () => {
    await server.stop()
    // Left in place if the server is still running on it.
    if (server.child.exitCode !== null || server.child.signalCode !== null) await fs.rm(dataDir, { recursive: true, force: true })
  })())
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the bench server`)
    void stopAll().finally(() => process.exit(130))
  })
}

/** Versions of the tools that ran, for the facts (filled as they run). */
const versions: { nginx?: string; lighthouse?: string; chrome?: string } = {}

async function runRows(): Promise<BenchReport> {
  const rows: RowResult[] = []
  for (const call of READS) {
    console.log(`Measuring ${call.label} ...`)
    rows.push(await measure({ call, seconds }))
  }
  // The page, bundle and Lighthouse before lead capture: its leads queue e-mail jobs that keep the
  // server busy for a while after the run.
  const html = await fetchHomeHtml()
  const { home, skipped: homeSkipped, nginxVersion } = await measureHome({ seconds, html })
  versions.nginx = nginxVersion
  const { bundle, skipped: bundleSkipped } = await measureBundle(html)
  const { run: lighthouse, skipped: lighthouseSkipped } = await measureLighthouse(lighthouseRuns)
  versions.lighthouse = lighthouse?.lighthouseVersion
  versions.chrome = lighthouse?.chromeVersion

  console.log(`Measuring ${LEAD.label} ...`)
  const databaseUrl = await serverDatabaseUrl({ serverUrl, dataDir })
  let leadsBefore = 0
  const beforeRecording = async () => {
    leadsBefore = await countLeadsWhenSettled(databaseUrl)
  }
  rows.push(await measure({ call: LEAD, seconds, beforeRecording }))
  return {
    rows,
    featured: rows[0],
    baseline: rows[READS.indexOf(BASELINE)],
    lead: rows[rows.length - 1],
    leadsStored: (await countLeadsWhenSettled(databaseUrl)) - leadsBefore,
    home,
    bundle,
    lighthouse: lighthouse?.results ?? [],
    skipped: [...homeSkipped, ...bundleSkipped, ...lighthouseSkipped],
  }
}

function facts(): Fact[] {
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ')
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU'
  const gib = (os.totalmem() / 1024 ** 3).toFixed(1)
  const env = [
    serverUrl && `DATABASE_URL=${redactUrl(serverUrl)}`,
    process.env.BENCH_DURATION && `BENCH_DURATION=${seconds}`,
    process.env.BENCH_LIGHTHOUSE_RUNS && `BENCH_LIGHTHOUSE_RUNS=${lighthouseRuns}`,
  ]
  const database = serverUrl
    ? `\`${BENCH_DATABASE}\` on ${redactUrl(serverUrl).replace(/\/[^/]*$/, '')} (recreated for the run)`
    : `embedded PostgreSQL on 127.0.0.1:${BENCH_PG_PORT} in a fresh temporary data folder`
  return [
    ['Date', startedAt.toISOString()],
    ['Command', `\`${[...env.filter(Boolean), 'npm run bench'].join(' ')}\``],
    ['Machine', `${os.availableParallelism()} CPUs (nproc), ${cpu}, ${gib} GiB memory, ${os.type()} ${os.release()}`],
    ['Node', process.version],
    ['Load average (1/5/15 min)', `${load(loadBefore)} before, ${load(os.loadavg())} after (other jobs may share the machine)`],
    ['Database', database],
    ['Load', `${CONNECTIONS} connections, ${seconds} s recorded per row after ${WARM_UP_SECONDS} s of unrecorded warm-up`],
    ['nginx', versions.nginx ?? 'not run'],
    ['Lighthouse', versions.lighthouse ? `${versions.lighthouse} in ${versions.chrome} (headless), ${lighthouseRuns} runs per page and form factor` : 'not run'],
  ]
}

const METHOD = [
  `Server: \`npm start\`'s production build through scripts/bench/serve.ts on 127.0.0.1:${BENCH_PORT}, seeded with the demo content, ` +
    'with LEAD_RATE_LIMIT=100000000 so lead capture is not rate-limited (all requests come from one address).',
  'Load: autocannon (programmatic API) in the runner process on the same machine, over loopback; it shares the CPUs with ' +
    'the server and PostgreSQL. No pipelining; each connection sends its next request when the previous one is answered. ' +
    'Requests carry no Accept-Encoding, so every answer (nginx\'s included) is the uncompressed bytes.',
  'Requests/s is the mean of the per-second counts; p50/p99 are autocannon latencies; errors count connection errors ' +
    'and timeouts plus every answer other than 2xx; requests still in flight when a row\'s time is up are not counted. ' +
    'Result gives featured requests/s ÷ baseline requests/s, the cached page\'s requests/s as a share of nginx\'s and the uncached page\'s as a share of the cached one.',
  'Reads run first; lead capture runs last because every request creates a lead (the same body each time) and queues ' +
    "the broker's e-mail job. Stored is the number of rows `leads` gained during the recorded run, counted in PostgreSQL " +
    'before and after once the count stopped changing; requests in flight when the run stopped may still be stored.',
  'Home page: `GET /` after the warm-up is served from the HTML cache; `GET /?bench=<n>` gives every request a new ' +
    '`bench` value, a distinct cache key (only tracking parameters are dropped), so each is rendered with its data; ' +
    "nginx (Debian, installed with apt-get when missing) serves the cached page's HTML bytes as a static file from a " +
    `temporary folder on 127.0.0.1 (its own configuration, access log off, sendfile, keep-alive), in the same run, as the ` +
    `physical limit. Aim: the cached page at least ${CACHED_VS_NGINX_AIM * 100} % of nginx's requests/s.`,
  "Bundle: the scripts, module preloads and stylesheets in the home page's server HTML plus the home route's chunk, " +
    "followed through Vite's manifest (dist/client/.vite/manifest.json) to their static imports and CSS, each file " +
    'gzipped with zlib at its default level; chunks loaded later by dynamic import are not counted (the stylesheet, ' +
    "inlined into the page's <head>, is counted through the entry's CSS). 1 KB = 1024 bytes. Visitors get the " +
    'Brotli copies, smaller still.',
  "Lighthouse: its Node API with chrome-launcher and Debian's Chromium (headless, no sandbox, no GPU), one run at a " +
    "time against the bench server after the home page rows and before lead capture; mobile is Lighthouse's default configuration (simulated " +
    'throttling), desktop its desktop configuration. Each score is the median of the runs; pages: `/`, the newest ' +
    'property, the newest post and the first city (found through the API), each requested once before the runs so ' +
    'its HTML is in the server cache, as on a running site. Aims: mobile performance ≥ 95; ' +
    'accessibility, best practices and SEO 100 in both forms (desktop performance is reported, not judged).',
]

try {
  console.log(`Starting the bench server on 127.0.0.1:${BENCH_PORT} (builds first if stale; output in ${logFile}) ...`)
  await waitUntilReady(server)
  console.log(`Ready after ${((Date.now() - startedAt.getTime()) / 1000).toFixed(0)} s`)
  const report = await runRows()
  console.log(`\n${textTable(report)}\n`)
  for (const note of failureNotes(report)) console.log(`Failures and omissions: ${note}`)
  for (const aim of aims(report)) console.log(aim)
  console.log(leadCheck(report))
  for (const line of lighthouseDetails(report)) console.log(`Lighthouse ${line}`)
  await fs.writeFile(DOC, markdown({ report, facts: facts(), method: METHOD }))
  console.log(`\nWritten to ${path.relative(process.cwd(), DOC)}; server output in ${logFile}`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await stopAll()
}
