import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { PublicSection } from '../../../../cms/endpoints/homepage/serialize'
import type { PublicSnapshot } from '../../../../cms/endpoints/market-data/serialize'
import { MarketStatCards } from './market-stat-cards'

function buildSnapshot(overrides: Partial<PublicSnapshot> = {}): PublicSnapshot {
  return {
    area: 'county',
    vacancy_rate: 6.1234,
    avg_lease_rate: 20,
    num_sale_transactions: 100,
    num_lease_transactions: 250,
    sale_transactions_sf: 2_000_000,
    lease_transactions_sf: 3_460_000,
    net_absorption_quarterly: 125_000,
    quarter: 'Q3',
    year: 2026,
    market_highlights: [],
    market_forecast: { summary: null, expertQuote: null, underConstructionSf: 2_340_000, unemploymentRate: 4.2 },
    updatedAt: '2026-10-01T00:00:00.000Z',
    ...overrides,
  }
}

function buildSection(overrides: Partial<PublicSection> = {}): PublicSection {
  return {
    section_key: 'market_intelligence',
    title: 'Where the County Stands',
    subtitle: 'Fresh from the quarter',
    description: null,
    content: { stats: [], cta_buttons: [], footer_text: null },
    updatedAt: '2026-10-01T00:00:00.000Z',
    ...overrides,
  }
}

/** The value shown for the card or figure labelled `label`. */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement

describe('MarketStatCards', () => {
  it('shows the fallback figures and quarter when no market data loaded', () => {
    render(<MarketStatCards snapshot={null} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Orange County Industrial Market Intelligence' })).toBeTruthy()
    expect(screen.getByText('Q3 2025')).toBeTruthy()
    expect(within(figure('Vacancy Rate')).getByText('5.22%')).toBeTruthy()
    expect(figure('Avg. Lease Rate').textContent).toContain('$1.53/SF/mo')
    expect(within(figure('Transactions')).getByText('340')).toBeTruthy()
    expect(within(figure('Transaction Volume')).getByText('4.4M SF')).toBeTruthy()
    expect(within(figure('Under Construction')).getByText('1.8M SF')).toBeTruthy()
    expect(within(figure('Unemployment')).getByText('3.6%')).toBeTruthy()
    // No absorption figure is invented when there is no data.
    expect(screen.queryByText('Net Absorption')).toBeNull()
  })

  it('formats a snapshot as SPEC.md section 9 says', () => {
    render(<MarketStatCards snapshot={buildSnapshot()} />)
    expect(screen.getByText('Q3 2026')).toBeTruthy()
    expect(within(figure('Vacancy Rate')).getByText('6.12%')).toBeTruthy()
    expect(figure('Avg. Lease Rate').textContent).toContain('$1.67/SF/mo')
    expect(within(figure('Transactions')).getByText('350')).toBeTruthy()
    expect(within(figure('Transactions')).getByText('100 sales and 250 leases closed this quarter')).toBeTruthy()
    expect(within(figure('Transaction Volume')).getByText('5.5M SF')).toBeTruthy()
    expect(within(figure('Net Absorption')).getByText('+125K SF')).toBeTruthy()
    expect(within(figure('Under Construction')).getByText('2.3M SF')).toBeTruthy()
    expect(within(figure('Unemployment')).getByText('4.2%')).toBeTruthy()
  })

  it('shows negative absorption with its sign and leaves out forecast figures the snapshot lacks', () => {
    const snapshot = buildSnapshot({
      net_absorption_quarterly: -187_400,
      market_forecast: { summary: null, expertQuote: null, underConstructionSf: null, unemploymentRate: null },
    })
    render(<MarketStatCards snapshot={snapshot} />)
    expect(within(figure('Net Absorption')).getByText('-187K SF')).toBeTruthy()
    expect(screen.queryByText('Under Construction')).toBeNull()
    expect(screen.queryByText('Unemployment')).toBeNull()
  })

  it('replaces the title and headline cards with the fetched section, trend told in words', () => {
    const section = buildSection({
      content: {
        stats: [
          { value: '7.01%', label: 'Vacancy', change: '+0.4 pts QoQ', trend: 'up', description: 'Rising again' },
          { value: '$1.49', label: 'Asking Rent', change: '-2% QoQ', trend: 'down', description: null },
          { value: '12', label: 'Big-box Deals', change: null, trend: 'neutral', description: null },
        ],
        cta_buttons: [],
        footer_text: null,
      },
    })
    render(<MarketStatCards snapshot={buildSnapshot()} section={section} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Where the County Stands' })).toBeTruthy()
    expect(screen.getByText('Fresh from the quarter')).toBeTruthy()
    expect(screen.queryByText('Vacancy Rate')).toBeNull()
    expect(figure('Vacancy').textContent).toContain('7.01%')
    expect(figure('Vacancy').textContent).toContain('Up: +0.4 pts QoQ')
    expect(figure('Vacancy').textContent).toContain('Rising again')
    expect(figure('Asking Rent').textContent).toContain('Down: -2% QoQ')
    expect(figure('Big-box Deals').textContent).not.toMatch(/Up|Down|Unchanged/)
    // The quarter and the snapshot's other figures stay.
    expect(screen.getByText('Q3 2026')).toBeTruthy()
    expect(within(figure('Net Absorption')).getByText('+125K SF')).toBeTruthy()
  })

  it('keeps the default cards when the fetched section has no stats', () => {
    render(<MarketStatCards snapshot={buildSnapshot()} section={buildSection()} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Where the County Stands' })).toBeTruthy()
    expect(within(figure('Vacancy Rate')).getByText('6.12%')).toBeTruthy()
  })
})
