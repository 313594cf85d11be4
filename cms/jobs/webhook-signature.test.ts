import { describe, expect, it } from 'vitest'

import { newWebhookSecret, signWebhook, verifyWebhook } from './webhook-signature'

describe('Standard Webhooks signature', () => {
  // The example of the Standard Webhooks specification.
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'
  const id = 'msg_p5jXN8AQM9LWM0D4loKWxJek'
  const timestamp = 1614265330
  const body = '{"test": 2432232314}'

  it('matches the specification example', () => {
    expect(signWebhook({ id, timestamp, body, secret })).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=')
  })

  it('verifies its own signatures and refuses a changed body', () => {
    const fresh = newWebhookSecret()
    const header = signWebhook({ id, timestamp, body, secret: fresh })
    expect(verifyWebhook({ id, timestamp, body, secret: fresh, header })).toBe(true)
    expect(verifyWebhook({ id, timestamp, body: `${body} `, secret: fresh, header })).toBe(false)
  })
})
