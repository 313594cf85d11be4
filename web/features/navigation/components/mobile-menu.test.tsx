import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'

import type { SiteSetting } from '../../../../cms/payload-types'
import { MobileMenu } from './mobile-menu'

const settings = {
  phone: '(949) 555-0142',
  email: 'hello@example.com',
  hoursText: 'Mon-Fri 8AM-6PM PST',
  schedulingUrl: 'https://booking.example.com/broker',
} as SiteSetting

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>
}

function renderMenu() {
  const user = userEvent.setup()
  render(
    <MemoryRouter initialEntries={['/blog']}>
      <MobileMenu productSlug="industrial-real-estate" settings={settings} logo={<span>Calder &amp; Pine</span>} />
      <CurrentPath />
    </MemoryRouter>,
  )
  const menuButton = screen.getByRole('button', { name: 'Menu' })
  return { user, menuButton }
}

describe('MobileMenu', () => {
  it('opens a labelled modal dialog with the top-level links and locks the page scroll', async () => {
    const { user, menuButton } = renderMenu()
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(menuButton)

    const dialog = await screen.findByRole('dialog', { name: 'Menu' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(menuButton.getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close menu' }))
    const nav = within(dialog).getByRole('navigation', { name: 'Main' })
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home', 'Services', 'Markets', 'Calculator', 'Team', 'Blog', 'Contact', 'Free Analysis',
    ])
    expect(within(nav).getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBe('page')
    const booking = within(dialog).getByRole('link', { name: 'Schedule a Consultation (opens in a new tab)' })
    expect(booking.getAttribute('target')).toBe('_blank')
    expect(document.body.style.overflow).toBe('hidden')
  })

  it('keeps focus inside: Tab from the last control wraps to the first, Shift+Tab back', async () => {
    const { user, menuButton } = renderMenu()
    await user.click(menuButton)
    const dialog = await screen.findByRole('dialog', { name: 'Menu' })
    const close = within(dialog).getByRole('button', { name: 'Close menu' })
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(within(dialog).getByRole('link', { name: /Schedule a Consultation/ }))
    await user.tab()
    expect(document.activeElement).toBe(close)
  })

  it('closes on Escape and gives focus back to the menu button', async () => {
    const { user, menuButton } = renderMenu()
    await user.click(menuButton)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(menuButton)
    expect(menuButton.getAttribute('aria-expanded')).toBe('false')
    expect(document.body.style.overflow).toBe('')
  })

  it('closes when a link is followed', async () => {
    const { user, menuButton } = renderMenu()
    await user.click(menuButton)
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Markets' }))
    expect(screen.getByRole('status', { name: 'Current path' }).textContent).toBe('/markets')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
