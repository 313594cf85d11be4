import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { DROPDOWN_CLOSE_DELAY_MS } from '../hooks/use-open-menu'
import { MainNav } from './main-nav'

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>
}

function renderNav() {
  const user = userEvent.setup()
  render(
    <MemoryRouter initialEntries={['/']}>
      <MainNav productSlug="industrial-real-estate" />
      <button type="button">After the navigation</button>
      <CurrentPath />
    </MemoryRouter>,
  )
  return user
}

const button = (name: string) => screen.getByRole('button', { name })

/** Presses Tab until `element` has focus (through any menu that opened on the way). */
async function tabTo(user: ReturnType<typeof userEvent.setup>, element: HTMLElement) {
  for (let presses = 0; presses < 20 && document.activeElement !== element; presses++) await user.tab()
  expect(document.activeElement).toBe(element)
}
const panelOf = (name: string) => document.getElementById(button(name).getAttribute('aria-controls') ?? '') as HTMLElement

afterEach(() => {
  vi.useRealTimers()
})

describe('MainNav dropdowns', () => {
  it('open on hover and close 150 ms after the pointer leaves, unless it comes back', () => {
    renderNav()
    // Synchronous events on a fake clock, so the 150 ms are exact on a busy machine.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const services = button('Services')
    const enter = () => fireEvent.pointerOver(services, { pointerType: 'mouse' })
    const leave = () => fireEvent.pointerOut(services, { pointerType: 'mouse', relatedTarget: document.body })
    expect(services.getAttribute('aria-expanded')).toBe('false')
    expect(panelOf('Services').hidden).toBe(true)

    enter()
    expect(services.getAttribute('aria-expanded')).toBe('true')
    expect(within(panelOf('Services')).getAllByRole('link')).toHaveLength(9)

    leave()
    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 50))
    enter()
    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS))
    expect(services.getAttribute('aria-expanded')).toBe('true')

    leave()
    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 1))
    expect(services.getAttribute('aria-expanded')).toBe('true')
    act(() => vi.advanceTimersByTime(1))
    expect(services.getAttribute('aria-expanded')).toBe('false')
  })

  it('keeps at most one menu open', async () => {
    const user = renderNav()
    await user.hover(button('Services'))
    await user.hover(button('Markets'))
    expect(button('Markets').getAttribute('aria-expanded')).toBe('true')
    expect(button('Services').getAttribute('aria-expanded')).toBe('false')
  })

  it('opens on keyboard focus, moves with the arrow keys and returns focus to the button on Escape', async () => {
    const user = renderNav()
    await user.tab()
    await user.tab()
    expect(button('Services').getAttribute('aria-expanded')).toBe('true')
    const markets = button('Markets')
    await tabTo(user, markets)
    expect(button('Services').getAttribute('aria-expanded')).toBe('false')
    expect(markets.getAttribute('aria-expanded')).toBe('true')

    await user.keyboard('{ArrowDown}')
    expect(document.activeElement?.textContent).toBe('Market Overview')
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement?.textContent).toBe('View All Markets')
    await user.keyboard('{Escape}')
    expect(markets.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(markets)

    await user.keyboard('{Enter}')
    expect(markets.getAttribute('aria-expanded')).toBe('true')
    await user.keyboard('{Enter}')
    expect(markets.getAttribute('aria-expanded')).toBe('false')
  })

  it('closes when focus moves out of the menu', async () => {
    const user = renderNav()
    await tabTo(user, button('Markets'))
    await user.keyboard('{ArrowDown}{End}')
    expect(document.activeElement?.textContent).toBe('View All Markets')
    await user.tab()
    expect(document.activeElement?.textContent).toBe('Calculator')
    expect(button('Markets').getAttribute('aria-expanded')).toBe('false')
  })

  it('closes when a link is followed and marks the current page', async () => {
    const user = renderNav()
    await user.hover(button('Markets'))
    await user.click(within(panelOf('Markets')).getByRole('link', { name: 'Irvine Business Complex' }))
    expect(screen.getByRole('status', { name: 'Current path' }).textContent).toBe('/irvine-industrial-real-estate')
    expect(button('Markets').getAttribute('aria-expanded')).toBe('false')

    await user.hover(button('Markets'))
    const current = within(panelOf('Markets')).getByRole('link', { name: 'Irvine Business Complex' })
    expect(current.getAttribute('aria-current')).toBe('page')
  })
})
