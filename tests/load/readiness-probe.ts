/**
 * Polls GET /ready on a fresh connection every PROBE_EVERY_MS and keeps each answer with its time, to see
 * when the server notices an outage and a recovery by itself.
 */
import { setTimeout as sleep } from 'node:timers/promises'

import { origin } from './config'

const PROBE_EVERY_MS = 250
const PROBE_LIMIT_MS = 10_000

export type Probe = { at: number; status: number; tookMs: number }

export type ReadinessProbe = { probes: Probe[]; stop: () => Promise<void> }

export function startReadinessProbe(): ReadinessProbe {
  const probes: Probe[] = []
  let isRunning = true
  const loop = (async () => {
    while (isRunning) {
      const at = Date.now()
      const status = await fetch(`${origin}/ready`, {
        headers: { connection: 'close' },
        signal: AbortSignal.timeout(PROBE_LIMIT_MS),
      })
        .then(async (response) => {
          await response.arrayBuffer()
          return response.status
        })
        .catch(() => 0)
      probes.push({ at, status, tookMs: Date.now() - at })
      await sleep(PROBE_EVERY_MS)
    }
  })()
  return {
    probes,
    stop: async () => {
      isRunning = false
      await loop
    },
  }
}

/** The first probe sent at or after `from` that answered `status`. */
export const firstProbe = ({ probes, from, status }: { probes: Probe[]; from: number; status: number }) =>
  probes.find((probe) => probe.at >= from && probe.status === status) ?? null
