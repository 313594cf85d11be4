import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { toast } from './toast-store'
import { Toaster } from './toaster'

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})

afterEach(() => {
  vi.useRealTimers()
})

describe('Toaster', () => {
  it('shows one toast at a time: a newer message replaces the one on screen', async () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'Saved your search' })
      toast({ title: 'Link copied', description: 'Paste it anywhere to share these results.' })
    })
    expect(await screen.findByText('Link copied')).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(1100))
    expect(screen.queryByText('Saved your search')).toBeNull()
  })

  it('closes a toast after 5 seconds', async () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'Thank you!' })
    })
    expect(await screen.findByText('Thank you!')).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(4000))
    expect(screen.queryByText('Thank you!')).not.toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(2500))
    expect(screen.queryByText('Thank you!')).toBeNull()
  })

  it('draws the destructive variant for failures and lets the visitor close it', async () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'Your request was not sent', variant: 'destructive' })
    })
    const title = await screen.findByText('Your request was not sent')
    expect(title.closest('li')?.className).toContain('bg-red-700')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await act(() => vi.advanceTimersByTimeAsync(1100))
    expect(screen.queryByText('Your request was not sent')).toBeNull()
  })

  it('moves focus to the notifications region on F8', async () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'Link copied' })
    })
    await screen.findByText('Link copied')
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' })
    // The focused list sits inside the labelled region "Notifications (F8)".
    const region = screen.getByRole('region', { name: 'Notifications (F8)' })
    expect(region.contains(document.activeElement)).toBe(true)
    expect(document.activeElement?.tagName).toBe('OL')
  })
})
