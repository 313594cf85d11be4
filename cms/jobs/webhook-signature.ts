import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com/): the secret is `whsec_` + base64 key;
 * the signature is `v1,` + base64 HMAC-SHA256 of `${id}.${timestamp}.${body}`.
 */
function keyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64')
}

export function signWebhook({ id, timestamp, body, secret }: { id: string; timestamp: number; body: string; secret: string }): string {
  const digest = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')
  return `v1,${digest}`
}

/** True when one of the space-separated signatures in `header` matches (what a receiver checks). */
export function verifyWebhook({
  id,
  timestamp,
  body,
  secret,
  header,
}: {
  id: string
  timestamp: number
  body: string
  secret: string
  header: string
}): boolean {
  const expected = Buffer.from(signWebhook({ id, timestamp, body, secret }))
  return header.split(' ').some((candidate) => {
    const given = Buffer.from(candidate)
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
}

/** A new secret in the `whsec_` form. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`
