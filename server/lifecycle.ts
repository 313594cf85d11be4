/**
 * Graceful stop on SIGINT/SIGTERM: stop accepting, let requests in flight finish (up to a limit),
 * then run the cleanup steps in order (change feed, Next, Payload's pool, the embedded PostgreSQL).
 */
import type { Server } from 'node:http'

import { log, logError } from './log'

const DRAIN_LIMIT_MS = 10_000

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve()
    const sweep = setInterval(() => server.closeIdleConnections(), 250)
    const finish = () => {
      clearInterval(sweep)
      clearTimeout(limit)
      resolve()
    }
    // Upgraded sockets (development's hot-reload websockets) are not tracked by close(): past the
    // limit, whatever is still open is cut and the shutdown goes on.
    const limit = setTimeout(() => {
      log('Connections still open after 10 s; closing them')
      server.closeAllConnections()
      finish()
    }, DRAIN_LIMIT_MS)
    server.close(finish)
    server.closeIdleConnections()
  })
}

type Step = { name: string; run: () => Promise<void> | void }

/** No cleanup step may hold the process: past this, the step is abandoned and the next one runs. */
const STEP_LIMIT_MS = 15_000

function withTimeout(promise: Promise<void>, ms: number, name: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<void>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} did not finish within ${ms / 1000} s`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Runs `steps` once, on the first SIGINT or SIGTERM or when the returned function is called (a failed
 * start); a second signal forces the exit.
 */
export function onShutdown(steps: () => Step[]): (reason: string, exitCode: number) => Promise<void> {
  let isStopping = false
  const stop = async (reason: string, exitCode: number) => {
    if (isStopping) {
      log(`${reason} again: exiting now`)
      process.exit(1)
    }
    isStopping = true
    log(`${reason}: shutting down`)
    let code = exitCode
    for (const step of steps()) {
      try {
        await withTimeout(Promise.resolve(step.run()), STEP_LIMIT_MS, step.name)
      } catch (error) {
        code = 1
        logError(`Shutdown step failed: ${step.name}`, error)
      }
    }
    log('Stopped')
    process.exit(code)
  }
  process.on('SIGINT', () => void stop('SIGINT', 0))
  process.on('SIGTERM', () => void stop('SIGTERM', 0))
  return stop
}
