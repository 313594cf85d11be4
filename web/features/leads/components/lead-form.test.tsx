import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SWRConfig } from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { Toaster } from '../../../components/ui/toaster'
import { siteSettingsKey } from '../../site-settings/api/get-site-settings'
import { LeadForm } from './lead-form'

const settings = { phone: '(949) 555-0142', email: 'leads@example.com' }

type Reply = { status: number; body: unknown }

/** The network edge: answers each POST with the next reply and records what was sent. */
function stubNetwork(replies: Reply[]) {
  const sent: { body: Record<string, unknown>; headers: Record<string, string> }[] = []
  const fetchStub = vi.fn(async (_url: string, init: RequestInit) => {
    sent.push({ body: JSON.parse(String(init.body)), headers: init.headers as Record<string, string> })
    const reply = replies.shift()
    if (!reply) throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetchStub)
  return sent
}

function renderForm() {
  render(
    <SWRConfig value={{ provider: () => new Map(), fallback: { [siteSettingsKey]: settings } }}>
      <LeadForm source="main_form" page="home" title="Get Your Free Market Analysis" />
      <Toaster />
    </SWRConfig>,
  )
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name *'), 'Dana Whitfield')
  await user.type(screen.getByLabelText('Email Address *'), 'dana@example.com')
  await user.type(screen.getByLabelText('Phone Number *'), '(714) 555-0123')
}

const accepted: Reply = {
  status: 200,
  body: { success: true, message: 'Thank you! Your request has been received.', responseTimeTarget: '2 hours' },
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  window.sessionStorage.clear()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('LeadForm', () => {
  it('uses the spec labels and input types', () => {
    renderForm()
    expect(screen.getByLabelText('Full Name *')).toHaveProperty('type', 'text')
    expect(screen.getByLabelText('Email Address *')).toHaveProperty('type', 'email')
    expect(screen.getByLabelText('Phone Number *')).toHaveProperty('type', 'tel')
    expect(within(screen.getByLabelText('Timeline')).getAllByRole('option')).toHaveLength(6)
  })

  it('shows the shared rules next to the fields and sends nothing while they fail', async () => {
    const sent = stubNetwork([accepted])
    const user = renderForm()
    await user.type(screen.getByLabelText('Email Address *'), 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Send Request' }))

    // The rules load on first use, so the messages arrive a moment after the click.
    expect(await screen.findByText('Full Name is required')).toBeTruthy()
    expect(screen.getByText('Enter a valid email address')).toBeTruthy()
    expect(screen.getByText('Phone Number is required')).toBeTruthy()
    expect(screen.getByLabelText('Full Name *').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(screen.getByLabelText('Full Name *'))
    expect(sent).toHaveLength(0)
  })

  it('sends a lead once when submitted again before the first submit has finished', async () => {
    const sent = stubNetwork([accepted, accepted])
    const user = renderForm()
    await fillRequired(user)
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Get Your Free Market Analysis' })
    // Two submits in the same moment, before the rules have been checked.
    act(() => {
      form.requestSubmit()
      form.requestSubmit()
    })
    expect(await screen.findByText(/^Thank you Dana Whitfield!/)).toBeTruthy()
    expect(sent).toHaveLength(1)
  })

  it('sends the lead with its source, page, time and campaign, thanks the visitor and resets', async () => {
    window.sessionStorage.setItem('lead-utm', JSON.stringify({ utm_source: 'google', utm_campaign: 'oc-warehouse' }))
    const sent = stubNetwork([accepted])
    const user = renderForm()
    await fillRequired(user)
    await user.selectOptions(screen.getByLabelText('Property Type'), 'warehouse')
    await user.click(screen.getByRole('button', { name: 'Send Request' }))

    expect(
      await screen.findByText('Thank you Dana Whitfield! We will contact you within 2 hours during business hours.'),
    ).toBeTruthy()
    expect(sent).toHaveLength(1)
    expect(sent[0].body).toMatchObject({
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      phone: '(714) 555-0123',
      propertyType: 'warehouse',
      source: 'main_form',
      page: 'home',
      utm_source: 'google',
      utm_campaign: 'oc-warehouse',
    })
    expect(Date.parse(String(sent[0].body.timestamp))).not.toBeNaN()
    expect(sent[0].headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/)
    expect(screen.getByLabelText('Full Name *')).toHaveProperty('value', '')
  })

  it('tells the visitor a lead queued offline is saved, and counts no conversion until it is delivered', async () => {
    window.dataLayer = []
    const queued: Reply = {
      status: 202,
      body: { success: true, queued: true, message: 'You are offline.', responseTimeTarget: '2 hours' },
    }
    const sent = stubNetwork([queued])
    const user = renderForm()
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Send Request' }))

    expect(await screen.findByText('You are offline, Dana Whitfield: your request is saved.', { exact: true })).toBeTruthy()
    expect(screen.getByText('It will be sent automatically when your connection returns.', { exact: true })).toBeTruthy()
    expect(sent).toHaveLength(1)
    expect(window.dataLayer).toEqual([])
    expect(screen.getByLabelText('Full Name *')).toHaveProperty('value', '')
  })

  it('retries a failed send with the same key, then tells the visitor plainly and keeps what they typed', async () => {
    const unavailable: Reply = { status: 503, body: { success: false, error: 'Service unavailable' } }
    const sent = stubNetwork([unavailable, unavailable, unavailable])
    const user = renderForm()
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Send Request' }))
    await act(() => vi.advanceTimersByTimeAsync(5000))

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Your request was not sent')
    expect(within(alert).getByRole('link', { name: settings.phone }).getAttribute('href')).toBe('tel:9495550142')
    expect(within(alert).getByRole('link', { name: settings.email }).getAttribute('href')).toBe(`mailto:${settings.email}`)
    expect(sent).toHaveLength(3)
    expect(new Set(sent.map((request) => request.headers['Idempotency-Key'])).size).toBe(1)
    expect(screen.getByLabelText('Full Name *')).toHaveProperty('value', 'Dana Whitfield')
  })

  it('puts the server’s field problems next to the fields', async () => {
    stubNetwork([
      {
        status: 400,
        body: { success: false, error: 'Invalid lead', errors: [{ field: 'phone', message: 'Enter a valid phone number' }] },
      },
    ])
    const user = renderForm()
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Send Request' }))

    expect(await screen.findByText('Enter a valid phone number')).toBeTruthy()
    expect(screen.getByLabelText('Phone Number *').getAttribute('aria-invalid')).toBe('true')
  })
})
