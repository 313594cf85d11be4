import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, MemoryRouter, useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'

import { Toaster } from '../../../components/ui/toaster'
import { Calculator } from './calculator'

function LocationProbe() {
  const { pathname, search } = useLocation()
  return <output data-testid="location">{`${pathname}${search}`}</output>
}

/** $5M, $400,000 a year, no vacancy, no expenses, all cash: NOI $400,000 and an 8 % cap rate. */
const SHARED_QUERY = '?p=5000000&i=400000&v=0&e=0&ltv=0&cc=0'

function renderCalculator(entry = `/calculator${SHARED_QUERY}`) {
  const user = userEvent.setup({ delay: null })
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Calculator />
      <LocationProbe />
      <Toaster />
    </MemoryRouter>,
  )
  return user
}

/** The value shown under a results label, e.g. "Cap rate" -> "8.00%". */
function figure(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' })
  return term.parentElement?.querySelector('dd')?.textContent ?? ''
}

const location = () => screen.getByTestId('location').textContent

// Each keystroke re-renders the whole calculator in happy-dom: slow on a busy machine, not in a browser.
describe('Calculator', { timeout: 20_000 }, () => {
  it('fills the fields and the results from a shared link', () => {
    renderCalculator()
    expect(screen.getByLabelText(/^Purchase price/)).toHaveProperty('value', '5,000,000')
    expect(screen.getByLabelText(/^Gross annual income/)).toHaveProperty('value', '400,000')
    // Not in the link: the default.
    expect(screen.getByLabelText(/^Interest rate/)).toHaveProperty('value', '6.25')
    expect(figure('Net operating income (NOI)')).toBe('$400,000')
    expect(figure('Cap rate')).toBe('8.00%')
    expect(figure('Cash required')).toBe('$5,000,000')
    expect(screen.getByText('All cash: there is no loan payment to cover.')).toBeTruthy()
  })

  it('updates the cap rate as a new price is typed, then the address', async () => {
    const user = renderCalculator()
    const price = screen.getByLabelText(/^Purchase price/)
    await user.clear(price)
    await user.type(price, '8000000')
    expect(figure('Cap rate')).toBe('5.00%')
    expect(figure('Net operating income (NOI)')).toBe('$400,000')
    await waitFor(() => expect(location()).toContain('p=8000000'))
    expect(location()).toMatch(/^\/calculator\?/)
    expect(location()).toContain('i=400000')
  })

  it('updates NOI as the income changes', async () => {
    const user = renderCalculator()
    const income = screen.getByLabelText(/^Gross annual income/)
    await user.clear(income)
    await user.type(income, '$450,000')
    expect(figure('Net operating income (NOI)')).toBe('$450,000')
    expect(figure('Cap rate')).toBe('9.00%')
  })

  it('tidies a typed number once the field is left', async () => {
    const user = renderCalculator()
    const price = screen.getByLabelText(/^Purchase price/)
    await user.clear(price)
    await user.type(price, '6500000')
    await user.tab()
    expect(price).toHaveProperty('value', '6,500,000')
  })

  it('explains an invalid value next to its field and holds the results', async () => {
    const user = renderCalculator()
    const years = screen.getByLabelText(/^Amortization/)
    await user.clear(years)
    await user.type(years, '45')
    expect(years.getAttribute('aria-invalid')).toBe('true')
    const message = 'Amortization must be a whole number of years from 1 to 40.'
    const describedBy = years.getAttribute('aria-describedby')?.split(' ') ?? []
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(message)
    expect(screen.getAllByText(/One field needs a fix/)).toHaveLength(2)
    expect(screen.queryByText('Cap rate', { selector: 'dt' })).toBeNull()
  })

  it('compares leasing with owning each month', async () => {
    const user = renderCalculator('/calculator?p=3000000&ltv=0&tax=1.2&sf=10000&lr=1.5&ins=500&mr=1000')
    // Owning outright: tax 3,000 + insurance 500 + reserves 1,000 against 15,000 of rent.
    expect(figure('Monthly lease cost')).toBe('$15,000')
    expect(figure('Monthly ownership cost')).toBe('$4,500')
    expect(screen.getByText('Owning costs $10,500 less per month than leasing in the first year.')).toBeTruthy()
    const rate = screen.getByLabelText(/^Lease rate/)
    await user.clear(rate)
    await user.type(rate, '0.4')
    expect(screen.getByText('Leasing costs $500 less per month than owning in the first year.')).toBeTruthy()
  })

  it('copies a link to the current inputs and resets to the defaults', async () => {
    const user = renderCalculator()
    const price = screen.getByLabelText(/^Purchase price/)
    await user.clear(price)
    await user.type(price, '6000000')
    await user.click(screen.getByRole('button', { name: 'Copy link to these results' }))
    const copied = new URL(await navigator.clipboard.readText())
    expect(copied.pathname).toBe('/calculator')
    expect(copied.searchParams.get('p')).toBe('6000000')
    expect(copied.searchParams.get('i')).toBe('400000')
    expect(await screen.findByText('Link copied')).toBeTruthy()
    // The address caught up at once rather than after the typing pause.
    expect(location()).toContain('p=6000000')

    await user.click(screen.getByRole('button', { name: 'Reset' }))
    expect(price).toHaveProperty('value', '7,200,000')
    expect(location()).toBe('/calculator')
    expect(figure('Cap rate')).toBe('4.57%')
  })

  it('shows the values of a link to the page followed while it is open, dropping a write still waiting', async () => {
    const user = userEvent.setup({ delay: null })
    render(
      <MemoryRouter initialEntries={[`/calculator${SHARED_QUERY}`]}>
        <Link to="/calculator">Calculator</Link>
        <Calculator />
        <LocationProbe />
      </MemoryRouter>,
    )
    const price = screen.getByLabelText(/^Purchase price/)
    await user.type(price, '1')
    await user.click(screen.getByRole('link', { name: 'Calculator' }))
    expect(price).toHaveProperty('value', '7,200,000')
    expect(screen.getByText('Meets the 1.25x or more that lenders usually want.')).toBeTruthy()
    // Past the typing pause, the address is still the link's.
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(location()).toBe('/calculator')
    expect(price).toHaveProperty('value', '7,200,000')
  })
})
