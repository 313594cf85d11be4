import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { PublicSnapshot } from '../../../../cms/endpoints/market-data/serialize'
import { MarketInsights } from './market-insights'

function buildSnapshot(overrides: Partial<PublicSnapshot> = {}): PublicSnapshot {
  return {
    area: 'county',
    vacancy_rate: 5.5,
    avg_lease_rate: 18,
    num_sale_transactions: 90,
    num_lease_transactions: 270,
    sale_transactions_sf: 1_200_000,
    lease_transactions_sf: 3_300_000,
    net_absorption_quarterly: -50_000,
    quarter: 'Q1',
    year: 2026,
    market_highlights: [
      { title: 'Rents steady', description: 'Asking rents held flat for a second quarter.' },
      { title: 'Big-box demand returns', description: 'Three leases above 200,000 SF signed.' },
    ],
    market_forecast: {
      summary: 'Vacancy peaks by mid-year.',
      expertQuote: 'Tenants should lock in terms now.',
      underConstructionSf: 2_100_000,
      unemploymentRate: 3.9,
    },
    updatedAt: '2026-04-01T00:00:00.000Z',
    ...overrides,
  }
}

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement

describe('MarketInsights', () => {
  it('shows the quarter highlights and the forecast with the quote attributed to the broker', () => {
    const { container } = render(<MarketInsights snapshot={buildSnapshot()} brokerName="Calder & Pine" />)
    expect(screen.getByRole('heading', { level: 2, name: 'Q1 2026 Market Insights' })).toBeTruthy()
    const highlights = screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)
    expect(highlights).toEqual(['Rents steady', 'Big-box demand returns'])
    expect(screen.getByText('Three leases above 200,000 SF signed.')).toBeTruthy()
    expect(screen.getByText('Vacancy peaks by mid-year.')).toBeTruthy()
    const quote = container.querySelector('blockquote') as HTMLElement
    expect(quote.textContent).toContain('Tenants should lock in terms now.')
    expect(quote.closest('figure')?.querySelector('figcaption')?.textContent).toContain('Calder & Pine')
    expect(within(figure('Under Construction')).getByText('2.1M SF')).toBeTruthy()
    expect(within(figure('Unemployment')).getByText('3.9%')).toBeTruthy()
  })

  it('tells the fallback figures when no market data loaded', () => {
    const { container } = render(<MarketInsights snapshot={null} brokerName="Calder & Pine" />)
    expect(screen.getByRole('heading', { level: 2, name: 'Q3 2025 Market Insights' })).toBeTruthy()
    const highlights = screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)
    expect(highlights).toEqual(['Vacancy at 5.22%', '340 transactions', '1.8M SF under construction'])
    expect(within(figure('Under Construction')).getByText('1.8M SF')).toBeTruthy()
    expect(within(figure('Unemployment')).getByText('3.6%')).toBeTruthy()
    expect(container.querySelector('blockquote')).toBeNull()
  })

  it('tells the snapshot figures when the quarter has no written highlights', () => {
    render(<MarketInsights snapshot={buildSnapshot({ market_highlights: [] })} brokerName="Calder & Pine" />)
    const highlights = screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)
    expect(highlights).toEqual(['Vacancy at 5.50%', '360 transactions', '2.1M SF under construction'])
  })
})
