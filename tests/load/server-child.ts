/**
 * The server under test: `npm start`'s entry (server/start.ts: the production build, rebuilt first when
 * stale) as a child process on 127.0.0.1:SERVER_PORT, on the harness's PostgreSQL. Its output goes to a
 * log file; its memory is read from /proc.
 */
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { logTail } from '../../scripts/bench/server-process'
import { origin, SERVER_PORT, settings } from './config'

const root = path.resolve(import.meta.dirname, '../..')
/** A stale build is rebuilt before the server listens for real (a minute or more on 2 cores). */
const READY_LIMIT_MS = 10 * 60 * 1000
/** The server's own limits: 10 s of draining plus 15 s per cleanup step; past this it hangs. */
const EXIT_LIMIT_MS = 60 * 1000

export type ServerChild = {
  child: ChildProcess
  pid: number
  logFile: string
  /** Resolves with the exit code (null when killed by a signal) once the process has exited. */
  exited: Promise<number | null>
  hasExited: () => boolean
  /** SIGTERM, then the exit code; SIGKILL if it has not exited within EXIT_LIMIT_MS. */
  stop: () => Promise<number | null>
  /** SIGKILL to the process group (the harness failed); never throws. */
  kill: () => void
}

/** The environment of the child: everything loopback, the harness's database, a fast retry schedule. */
function childEnv({ databaseUrl, dataDir }: { databaseUrl: string; dataDir: string }): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(SERVER_PORT),
    HOST: '127.0.0.1',
    SITE_URL: origin,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_ON_START: 'true',
    // A throwaway local server: the local-use secrets (and the seeded admin's defaults) are fine.
    DEPLOYMENT_ENV: 'local',
    // Every lead comes with its own X-Forwarded-For, so the per-address rate limit stays as shipped.
    TRUST_PROXY: 'true',
    JOB_RETRY_BASE_MS: String(settings.jobRetryBaseMs),
  }
  for (const name of [
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
    'SMTP_HOST',
    'NODE_ENV',
    'LEAD_RATE_LIMIT',
    'EMBEDDED_PG_PORT',
  ]) {
    delete env[name]
  }
  return env
}

/** Starts the server; `logFile` is appended to, so a restart keeps the first run's output. */
export async function startServerChild({
  databaseUrl,
  dataDir,
  logFile,
}: {
  databaseUrl: string
  dataDir: string
  logFile: string
}): Promise<ServerChild> {
  const output = createWriteStream(logFile, { flags: 'a' })
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: root,
    env: childEnv({ databaseUrl, dataDir }),
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a Ctrl-C reaches only the harness, which stops the server once.
    detached: true,
  })
  child.stdout?.pipe(output)
  child.stderr?.pipe(output)
  if (child.pid === undefined) throw new Error('The server process could not be started')
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  void exited.then(() => output.end())
  const hasExited = () => child.exitCode !== null || child.signalCode !== null
  const kill = () => {
    if (hasExited() || child.pid === undefined) return
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // Already gone between the check and the signal: nothing left to kill.
    }
  }
  const stop = async () => {
    if (!hasExited()) child.kill('SIGTERM')
    const timer = setTimeout(kill, EXIT_LIMIT_MS)
    const code = await exited
    clearTimeout(timer)
    return code
  }
  return { child, pid: child.pid, logFile, exited, hasExited, stop, kill }
}

async function statusOf(pathname: string): Promise<number> {
  return fetch(`${origin}${pathname}`, { signal: AbortSignal.timeout(10_000) })
    .then(async (response) => {
      await response.arrayBuffer()
      return response.status
    })
    .catch(() => 0)
}

/** Resolves once /ready and an API call answer 200; throws if the server exits or is not ready in time. */
export async function waitUntilServing(server: ServerChild): Promise<void> {
  const deadline = Date.now() + READY_LIMIT_MS
  while (Date.now() < deadline) {
    if (server.hasExited()) throw new Error(`The server exited during start-up:\n${await logTail(server.logFile)}`)
    if ((await statusOf('/ready')) === 200 && (await statusOf('/api/properties/featured')) === 200) return
    await sleep(500)
  }
  throw new Error(`The server was not ready within ${READY_LIMIT_MS / 60_000} minutes; see ${server.logFile}`)
}

/** The resident memory of a process in bytes (VmRSS in /proc/<pid>/status), or null once it is gone. */
export async function residentBytes(pid: number): Promise<number | null> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => null)
  const match = status?.match(/^VmRSS:\s+(\d+)\s+kB$/m)
  return match ? Number(match[1]) * 1024 : null
}
