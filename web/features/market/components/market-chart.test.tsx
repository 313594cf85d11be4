import { act, render, screen, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { PublicSnapshot } from '../../../../cms/endpoints/market-data/serialize'
import { MarketChart } from './market-chart'

const buildSnapshot = (overrides: Partial<PublicSnapshot> = {}): PublicSnapshot => ({
  area: 'county',
  vacancy_rate: 5.22,
  avg_lease_rate: 18.36,
  num_sale_transactions: 84,
  num_lease_transactions: 256,
  sale_transactions_sf: 1_200_000,
  lease_transactions_sf: 3_200_000,
  net_absorption_quarterly: -187_400,
  quarter: 'Q3',
  year: 2025,
  market_highlights: [],
  market_forecast: { summary: null, expertQuote: null, underConstructionSf: null, unemploymentRate: null },
  updatedAt: '2025-10-01T00:00:00.000Z',
  ...overrides,
})

const history = [
  buildSnapshot({ quarter: 'Q1', vacancy_rate: 4.79, avg_lease_rate: 18.84 }),
  buildSnapshot({ quarter: 'Q2', vacancy_rate: 5.04, avg_lease_rate: 18.6 }),
  buildSnapshot(),
]

const chart = <MarketChart snapshots={history} areaName="Orange County" title="Vacancy and lease rate by quarter" />

describe('MarketChart', () => {
  it('draws both series into the server HTML', () => {
    const html = renderToString(chart)
    // A phone and a wide drawing, each with a vacancy and a lease rate line.
    expect(html.match(/<svg[^>]*role="img"/g)).toHaveLength(2)
    expect(html.match(/class="recharts-curve"/g)).toHaveLength(4)
  })

  it('hydrates the server HTML without a mismatch', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(chart)
    document.body.append(container)
    const root = await act(async () => hydrateRoot(container, chart))
    expect(within(container).getAllByRole('img', { name: /vacancy rose/ }).length).toBeGreaterThan(0)
    act(() => root.unmount())
    container.remove()
  })

  it('describes the trend and offers the figures as a table', () => {
    render(chart)
    const [drawing] = screen.getAllByRole('img')
    expect(drawing.getAttribute('aria-label')).toBe(
      'Orange County vacancy rose from 4.79% to 5.22% between Q1 2025 and Q3 2025, and the average lease rate fell from $1.57 to $1.53 per square foot per month.',
    )
    const rows = within(screen.getByRole('table', { hidden: true })).getAllByRole('row', { hidden: true })
    expect(rows.map((row) => row.textContent)).toEqual([
      'QuarterVacancyLease rate ($/SF/mo)',
      'Q1 20254.79%$1.57',
      'Q2 20255.04%$1.55',
      'Q3 20255.22%$1.53',
    ])
  })

  it('marks a single quarter without drawing a line', () => {
    const { container } = render(
      <MarketChart snapshots={[buildSnapshot({ vacancy_rate: 4.9 })]} areaName="Irvine" title="Irvine" isCity />,
    )
    expect(container.querySelector('.recharts-curve')).toBeNull()
    expect(container.querySelectorAll('.recharts-dot').length).toBeGreaterThan(0)
    expect(screen.getAllByRole('img')[0].getAttribute('aria-label')).toContain('Irvine vacancy was 4.9%')
  })
})
