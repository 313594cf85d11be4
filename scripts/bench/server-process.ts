/**
 * The bench server as a child process: started with its output in a log file (lead e-mails alone
 * would flood the terminal), waited for until the API answers, stopped with SIGTERM.
 */
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { benchOrigin } from './config'

const root = path.resolve(import.meta.dirname, '../..')
/** A first start builds the site and the admin (a minute or more on a busy machine). */
const READY_LIMIT_MS = 10 * 60 * 1000
const STOP_LIMIT_MS = 60 * 1000

export type BenchServer = {
  child: ChildProcess
  logFile: string
  /** Sends SIGTERM once and resolves when the process has exited. */
  stop: () => Promise<void>
}

/** Starts `scripts/bench/serve.ts` with `env`, its stdout and stderr appended to `logFile`. */
export function startServer({ env, logFile }: { env: NodeJS.ProcessEnv; logFile: string }): BenchServer {
  const output = createWriteStream(logFile)
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/serve.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a Ctrl-C in the terminal reaches only the runner, which then stops the
    // server once (a second signal would make the server exit at once, without stopping PostgreSQL).
    detached: true,
  })
  child.stdout?.pipe(output)
  child.stderr?.pipe(output)
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
  let stopping: Promise<void> | null = null
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      let timer: NodeJS.Timeout | undefined
      const limit = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          console.error(`The bench server did not exit within ${STOP_LIMIT_MS / 1000} s of SIGTERM; see ${logFile}`)
          resolve()
        }, STOP_LIMIT_MS)
      })
      await Promise.race([exited, limit])
      clearTimeout(timer)
      output.end()
    })()
    return stopping
  }
  return { child, logFile, stop }
}

/** The last `count` lines of the server's log, for an error message. */
export async function logTail(logFile: string, count = 25): Promise<string> {
  const text = await fs.readFile(logFile, 'utf8').catch(() => '')
  return text.trimEnd().split('\n').slice(-count).join('\n')
}

/**
 * Resolves when `GET /api/properties/featured` answers 200 (the server answers 503 while it builds,
 * migrates and seeds); throws if the server exits first or is not ready in time.
 */
export async function waitUntilReady(server: BenchServer): Promise<void> {
  const deadline = Date.now() + READY_LIMIT_MS
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`The bench server exited during start-up:\n${await logTail(server.logFile)}`)
    }
    const status = await fetch(`${benchOrigin}/api/properties/featured`, { signal: AbortSignal.timeout(10_000) })
      .then(async (response) => {
        await response.arrayBuffer()
        return response.status
      })
      .catch(() => 0)
    if (status === 200) return
    await sleep(1000)
  }
  throw new Error(`The bench server was not ready within ${READY_LIMIT_MS / 60_000} minutes; see ${server.logFile}`)
}
