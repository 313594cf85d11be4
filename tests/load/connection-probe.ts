/**
 * Opens a fresh TCP connection to the server every PROBE_EVERY_MS and records whether it was accepted
 * or refused, to see when a stopping server stops taking new connections.
 */
import net from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

import { SERVER_PORT } from './config'

const PROBE_EVERY_MS = 100
const CONNECT_LIMIT_MS = 2000

export type ConnectionProbe = { at: number; outcome: string; tookMs: number }

function tryConnect(): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: SERVER_PORT })
    const finish = (outcome: string) => {
      socket.destroy()
      resolve(outcome)
    }
    socket.setTimeout(CONNECT_LIMIT_MS, () => finish('timeout'))
    socket.once('connect', () => finish('accepted'))
    socket.once('error', (error: NodeJS.ErrnoException) => finish(error.code ?? error.message))
  })
}

/** Probes until `until` resolves. */
export async function probeConnections(until: Promise<unknown>): Promise<ConnectionProbe[]> {
  const probes: ConnectionProbe[] = []
  let isDone = false
  void until.finally(() => void (isDone = true))
  while (!isDone) {
    const at = Date.now()
    const outcome = await tryConnect()
    probes.push({ at, outcome, tookMs: Date.now() - at })
    await sleep(PROBE_EVERY_MS)
  }
  return probes
}
