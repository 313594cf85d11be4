import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { api, closeTestPayload, getTestPayload, loginAs } from './support/payload'

describe('GET /api/leads/export.csv', () => {
  const marker = `Export ${randomUUID().slice(0, 8)}`

  beforeAll(async () => {
    const payload = await getTestPayload()
    await payload.create({
      collection: 'leads',
      data: { name: `${marker} Ada`, email: 'ada@example.com', phone: '714-555-0100', company: '=HYPERLINK("http://x")', status: 'new', source: 'main_form', utm_campaign: 'fall, 2025' },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'leads',
      data: { name: `${marker} Spam`, email: 'spam@example.com', phone: '714-555-0101', status: 'new', isSpam: true },
      overrideAccess: true,
    })
  })
  afterAll(async () => {
    const payload = await getTestPayload()
    await payload.delete({ collection: 'leads', where: { name: { like: marker } }, overrideAccess: true })
    await closeTestPayload()
  })

  it('gives a broker the leads as CSV, without spam, formulas defused', async () => {
    const { token } = await loginAs(['broker'])
    const response = await api('GET', '/api/leads/export.csv', { token })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/)
    const csv = await response.text()
    const [header, ...rows] = csv.trimEnd().split('\r\n')
    expect(header.split(',')).toEqual(expect.arrayContaining(['name', 'email', 'phone', 'status', 'source', 'utm_campaign', 'notes']))
    const ada = rows.find((row) => row.includes(`${marker} Ada`))
    expect(ada).toContain('"\'=HYPERLINK(""http://x"")"')
    expect(ada).toContain('"fall, 2025"')
    expect(csv).not.toContain(`${marker} Spam`)
  })

  it('filters by status and refuses an unknown one', async () => {
    const { token } = await loginAs(['admin'])
    const won = await (await api('GET', '/api/leads/export.csv?status=won', { token })).text()
    expect(won).not.toContain(marker)
    expect((await api('GET', '/api/leads/export.csv?status=maybe', { token })).status).toBe(400)
  })

  it('refuses the public (401) and editors (403)', async () => {
    expect((await api('GET', '/api/leads/export.csv')).status).toBe(401)
    const { token } = await loginAs(['editor'])
    expect((await api('GET', '/api/leads/export.csv', { token })).status).toBe(403)
  })
})
