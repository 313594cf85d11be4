/**
 * The load and fault run, in one command (`node --import tsx tests/load/run.ts`): starts a PostgreSQL of
 * its own and the production server on it, runs the scenarios (LOAD_SCENARIOS picks some) one after the
 * other on that server, prints one table and writes docs/reliability.md after each scenario. Exit code 1
 * when a check fails. Everything on loopback, temporary folders under /tmp removed at the end, the server
 * killed if the run fails or passes LOAD_TIME_LIMIT_S (default 900 s).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { logTail } from '../../scripts/bench/server-process'
import { PG_PORT, SCENARIO_TITLES, SERVER_PORT, settings } from './config'
import type { ScenarioName } from './config'
import type { LoadContext } from './context'
import { startHarnessPostgres } from './postgres'
import { check, isSectionPass, textTable, writeMarkdown } from './report'
import type { RunFacts, Section } from './report'
import { runAbuseScenario } from './scenario-abuse'
import { runLeadsScenario } from './scenario-leads'
import { runOutageScenario } from './scenario-outage'
import { runPagesScenario } from './scenario-pages'
import { runShutdownScenario } from './scenario-shutdown'
import { runWebhooksScenario } from './scenario-webhooks'
import { startServerChild, waitUntilServing } from './server-child'

const root = path.resolve(import.meta.dirname, '../..')
const DOC = path.join(root, 'docs/reliability.md')
const timeLimitS = Number(process.env.LOAD_TIME_LIMIT_S ?? 900)

const RUNNERS: Record<ScenarioName, (context: LoadContext) => Promise<Section>> = {
  leads: runLeadsScenario,
  outage: runOutageScenario,
  pages: runPagesScenario,
  webhooks: runWebhooksScenario,
  shutdown: runShutdownScenario,
  abuse: runAbuseScenario,
}

function settingsLine(): string {
  const knobs = Object.entries(settings)
    .filter(([name]) => name !== 'scenarios')
    .map(([name, value]) => `${name}=${String(value)}`)
  return `${knobs.join(', ')}; scenarios: ${settings.scenarios.join(', ')}`
}

/** A scenario that threw: one failed check with the reason, so the table and the doc still show it. */
function failedSection({ scenario, error }: { scenario: ScenarioName; error: unknown }): Section {
  const reason = error instanceof Error ? error.message : String(error)
  return {
    scenario,
    title: SCENARIO_TITLES[scenario],
    method: 'The scenario did not finish.',
    checks: [check('scenario ran to the end', false, reason.split('\n')[0].slice(0, 200))],
    figures: [],
    notes: [reason],
  }
}

const startedAt = new Date()
const runId = randomBytes(3).toString('hex')
const facts: RunFacts = {
  startedAt,
  command: [
    'node --import tsx tests/load/run.ts',
    process.env.LOAD_SCENARIOS && `(LOAD_SCENARIOS=${process.env.LOAD_SCENARIOS})`,
  ]
    .filter(Boolean)
    .join(' '),
  settings: settingsLine(),
}
const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-load-'))
const logFile = path.join(workDir, 'server.log')
const sections: Section[] = []
let context: LoadContext | null = null

let cleanup: Promise<void> | null = null
const cleanUp = (isKeepingLog: boolean) =>
  (cleanup ??= (async () => {
    if (context) {
      await context.server.stop().catch(() => context?.server.kill())
      await context.receiver?.close()
      await context.postgres.destroy()
    }
    if (isKeepingLog) await fs.copyFile(logFile, path.join(os.tmpdir(), 'site-load-server.log')).catch(() => undefined)
    await fs.rm(workDir, { recursive: true, force: true })
  })())

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and PostgreSQL`)
    void cleanUp(true).finally(() => process.exit(130))
  })
}
// A fault in the harness itself must not leave the server or PostgreSQL running.
process.once('uncaughtException', (error) => {
  console.error('The harness failed:', error)
  context?.server.kill()
  void cleanUp(true).finally(() => process.exit(1))
})
const overall = setTimeout(() => {
  console.error(`The run passed LOAD_TIME_LIMIT_S=${timeLimitS}; stopping`)
  context?.server.kill()
  void cleanUp(true).finally(() => process.exit(1))
}, timeLimitS * 1000)
overall.unref()

try {
  console.log(
    `Starting PostgreSQL on 127.0.0.1:${PG_PORT} and the server on 127.0.0.1:${SERVER_PORT} (log: ${logFile}) ...`,
  )
  const postgres = await startHarnessPostgres()
  const dataDir = path.join(workDir, 'data')
  await fs.mkdir(dataDir)
  const start = () => startServerChild({ databaseUrl: postgres.url, dataDir, logFile })
  const running: LoadContext = {
    runId,
    postgres,
    server: await start(),
    receiver: null,
    restartServer: async () => (running.server = await start()),
  }
  context = running
  await waitUntilServing(running.server)
  console.log(`Server ready after ${((Date.now() - startedAt.getTime()) / 1000).toFixed(0)} s`)
  for (const scenario of settings.scenarios) {
    console.log(`\n== ${SCENARIO_TITLES[scenario]}`)
    const section = await RUNNERS[scenario](running).catch(async (error: unknown) => {
      console.error(`${scenario} failed: ${error instanceof Error ? error.stack : String(error)}`)
      console.error(await logTail(logFile))
      return failedSection({ scenario, error })
    })
    sections.push(section)
    console.log(textTable([section]))
    await writeMarkdown({ file: DOC, facts, sections })
    // A scenario that left the server stopped ends the run: the next ones need it.
    if (running.server.hasExited()) break
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}

const isPass = sections.length === settings.scenarios.length && sections.every(isSectionPass)
console.log(
  `\n${textTable(sections)}\n\n${isPass ? 'All checks passed' : 'Some checks FAILED'}; written to docs/reliability.md`,
)
if (!isPass) process.exitCode = 1
await cleanUp(!isPass)
if (!isPass) console.log(`Server log kept in ${path.join(os.tmpdir(), 'site-load-server.log')}`)
clearTimeout(overall)
