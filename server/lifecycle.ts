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
    const limit = setTimeout(() => {
      log('Requests still open after 10 s; closing them')
      server.closeAllConnections()
    }, DRAIN_LIMIT_MS)
    server.close(() => {
      clearInterval(sweep)
      clearTimeout(limit)
      resolve()
    })
    server.closeIdleConnections()
  })
}

type Step = { name: string; run: () => Promise<void> | void }

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
        await step.run()
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
