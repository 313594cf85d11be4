/**
 * A webhook endpoint on loopback that the harness switches between refusing (500) and accepting (200).
 * It records every attempt with its `webhook-id`, time, answer, whether the signature verifies, how far
 * its `webhook-timestamp` is from the arrival (a receiver refuses old timestamps against replays), and
 * which lead (by e-mail) the body carries.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { verifyWebhook } from '../../cms/jobs/webhook-signature'
import { RECEIVER_PORT } from './config'

export type WebhookAttempt = {
  id: string
  at: number
  /** What the receiver answered. */
  status: number
  email: string | null
  isSigned: boolean
  /** |arrival - webhook-timestamp| in seconds. */
  skewSeconds: number
}

export type WebhookReceiver = {
  attempts: WebhookAttempt[]
  setAccepting: (isAccepting: boolean) => void
  close: () => Promise<void>
}

function leadEmail(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { data?: { email?: unknown } }
    return typeof parsed.data?.email === 'string' ? parsed.data.email : null
  } catch {
    return null
  }
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/** Starts the receiver on RECEIVER_PORT; it refuses (500) until setAccepting(true). */
export async function startWebhookReceiver({ secret }: { secret: string }): Promise<WebhookReceiver> {
  const attempts: WebhookAttempt[] = []
  let isAccepting = false
  const server = http.createServer((req, res) => {
    void readBody(req).then(
      (body) => {
        const header = (name: string) => String(req.headers[name] ?? '')
        const id = header('webhook-id')
        const timestamp = Number(header('webhook-timestamp'))
        const isSigned = verifyWebhook({ id, timestamp, body, secret, header: header('webhook-signature') })
        const status = isAccepting ? 200 : 500
        const at = Date.now()
        const skewSeconds = Math.abs(at / 1000 - timestamp)
        attempts.push({ id, at, status, email: leadEmail(body), isSigned, skewSeconds })
        res.writeHead(status, { 'content-type': 'text/plain' })
        res.end(isAccepting ? 'ok' : 'receiver down')
      },
      () => res.destroy(),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(RECEIVER_PORT, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  if (port !== RECEIVER_PORT) throw new Error(`The webhook receiver listens on ${port}, not ${RECEIVER_PORT}`)
  return {
    attempts,
    setAccepting: (value) => void (isAccepting = value),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** For each `webhook-id`: its attempts in order. */
export function attemptsById(attempts: WebhookAttempt[]): Map<string, WebhookAttempt[]> {
  const byId = new Map<string, WebhookAttempt[]>()
  for (const attempt of attempts) byId.set(attempt.id, [...(byId.get(attempt.id) ?? []), attempt])
  return byId
}
