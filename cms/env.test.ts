import { describe, expect, it } from 'vitest'

import { env, LOCAL_ADMIN_PASSWORD, LOCAL_PAYLOAD_SECRET, productionSecretProblems, type Env } from './env'

const deployment = (overrides: Partial<Env>): Env => ({ ...env, DEPLOYMENT_ENV: 'production', ...overrides })

describe('productionSecretProblems', () => {
  it('accepts the local defaults outside a deployment', () => {
    expect(productionSecretProblems({ ...env, DEPLOYMENT_ENV: 'local' })).toEqual([])
  })

  it('refuses the local secret and admin password on a deployment', () => {
    const problems = productionSecretProblems(
      deployment({ PAYLOAD_SECRET: LOCAL_PAYLOAD_SECRET, ADMIN_PASSWORD: LOCAL_ADMIN_PASSWORD }),
    )
    expect(problems.join('\n')).toMatch(/PAYLOAD_SECRET/)
    expect(problems.join('\n')).toMatch(/ADMIN_PASSWORD/)
  })
})
