import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'

import type { PublicSection } from '../../../../cms/endpoints/homepage/serialize'
import { MarketReportCta } from './market-report-cta'

function buildSection(overrides: Partial<PublicSection> = {}): PublicSection {
  return {
    section_key: 'market_analysis_cta',
    title: 'What Is Your Building Worth?',
    subtitle: 'A broker-prepared analysis',
    description: 'Comparables, a value range and a recommendation.',
    content: {
      stats: [{ value: '9,480', label: 'Buildings tracked', change: null, trend: 'neutral', description: 'Every one in the county' }],
      cta_buttons: [
        { text: 'Book a Call', link: 'https://calendly.com/example', style: 'primary' },
        { text: 'Talk to Us', link: '/contact', style: 'secondary' },
      ],
      footer_text: 'We reply within 2 hours.',
    },
    updatedAt: '2026-10-01T00:00:00.000Z',
    ...overrides,
  }
}

function renderCta(section: PublicSection | null) {
  render(
    <MemoryRouter>
      <MarketReportCta section={section} />
    </MemoryRouter>,
  )
  return screen.getByRole('region', { name: section?.title ?? 'Get the Orange County Industrial Market Report' })
}

describe('MarketReportCta', () => {
  it('shows the defaults when nothing was fetched', () => {
    const region = renderCta(null)
    expect(within(region).getByRole('link', { name: 'View Market Reports' }).getAttribute('href')).toBe('/market-reports')
    expect(within(region).getByRole('link', { name: 'Request a Free Analysis' }).getAttribute('href')).toBe('/contact')
    expect(within(region).getByText('240M+ SF')).toBeTruthy()
    expect(within(region).getByText('No cost and no obligation. We respond within 2 hours during business hours.')).toBeTruthy()
  })

  it('shows the fetched title, texts, stats, buttons and footer instead', () => {
    const region = renderCta(buildSection())
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe('What Is Your Building Worth?')
    expect(within(region).getByText('A broker-prepared analysis')).toBeTruthy()
    expect(within(region).getByText('Comparables, a value range and a recommendation.')).toBeTruthy()
    expect(within(region).getByText('9,480')).toBeTruthy()
    expect(within(region).queryByText('240M+ SF')).toBeNull()
    expect(within(region).getByText('We reply within 2 hours.')).toBeTruthy()
    expect(within(region).queryByRole('link', { name: 'View Market Reports' })).toBeNull()

    // An outside address opens in a new tab and says so; a path of the site stays a router link.
    const external = within(region).getByRole('link', { name: 'Book a Call (opens in a new tab)' })
    expect(external.getAttribute('href')).toBe('https://calendly.com/example')
    expect(external.getAttribute('target')).toBe('_blank')
    expect(external.getAttribute('rel')).toBe('noopener noreferrer')
    const internal = within(region).getByRole('link', { name: 'Talk to Us' })
    expect(internal.getAttribute('href')).toBe('/contact')
    expect(internal.getAttribute('target')).toBeNull()
  })

  it('keeps the default stats, buttons and texts a fetched section leaves empty', () => {
    const region = renderCta(
      buildSection({ subtitle: null, description: null, content: { stats: [], cta_buttons: [], footer_text: null } }),
    )
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe('What Is Your Building Worth?')
    expect(within(region).getByText('Vacancy, rents, absorption and deal volume for every submarket, every quarter')).toBeTruthy()
    expect(within(region).getByRole('link', { name: 'View Market Reports' }).getAttribute('href')).toBe('/market-reports')
    expect(within(region).getByText('240M+ SF')).toBeTruthy()
    expect(within(region).getByText('No cost and no obligation. We respond within 2 hours during business hours.')).toBeTruthy()
  })
})
