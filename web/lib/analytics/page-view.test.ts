// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { schedulePageView, TITLE_WAIT_MS } from './page-view'

const pageViews = () => (window.dataLayer ?? []).filter((entry) => entry.event === 'page_view')

beforeEach(() => {
  vi.useFakeTimers()
  window.history.replaceState(null, '', '/properties?type=warehouse')
  document.title = 'Industrial Properties for Lease and Sale'
})

afterEach(() => {
  vi.useRealTimers()
  delete window.dataLayer
})

describe('schedulePageView', () => {
  it('records the first page a tick later, with its path, title and address', async () => {
    schedulePageView()
    expect(pageViews()).toEqual([])
    await vi.advanceTimersByTimeAsync(0)
    expect(pageViews()).toEqual([
      {
        event: 'page_view',
        page_path: '/properties?type=warehouse',
        page_title: 'Industrial Properties for Lease and Sale',
        page_location: `${window.location.origin}/properties?type=warehouse`,
      },
    ])
  })

  it('waits for the new page to replace the title of the page left', async () => {
    const onTracked = vi.fn()
    schedulePageView({ titleToLeave: 'Industrial Properties for Lease and Sale', onTracked })
    await vi.advanceTimersByTimeAsync(50)
    expect(pageViews()).toEqual([])
    // The page's code loads: first the spinner without a title, then the page with its own.
    document.title = ''
    await vi.advanceTimersByTimeAsync(50)
    expect(pageViews()).toEqual([])
    document.title = '12 Main St, Irvine'
    await vi.advanceTimersByTimeAsync(0)
    expect(pageViews()).toMatchObject([{ page_title: '12 Main St, Irvine' }])
    expect(onTracked).toHaveBeenCalledWith(expect.objectContaining({ page_title: '12 Main St, Irvine' }))
    await vi.advanceTimersByTimeAsync(TITLE_WAIT_MS)
    expect(pageViews()).toHaveLength(1)
  })

  it('records the view anyway when no new title comes', async () => {
    schedulePageView({ titleToLeave: 'Industrial Properties for Lease and Sale' })
    await vi.advanceTimersByTimeAsync(TITLE_WAIT_MS - 1)
    expect(pageViews()).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(pageViews()).toMatchObject([{ page_title: 'Industrial Properties for Lease and Sale' }])
  })

  it('records nothing for a navigation cancelled before its view', async () => {
    const cancel = schedulePageView({ titleToLeave: 'Industrial Properties for Lease and Sale' })
    await vi.advanceTimersByTimeAsync(10)
    cancel()
    document.title = 'Another page'
    await vi.advanceTimersByTimeAsync(TITLE_WAIT_MS)
    expect(pageViews()).toEqual([])
  })
})
