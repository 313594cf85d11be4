import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { prerender } from 'react-dom/static'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { hydrateWhenVisible } from './hydrate-when-visible'

/** IntersectionObserver as the browser's, with the visibility under the test's control. */
class TestObserver {
  static all: TestObserver[] = []
  readonly targets: Element[] = []
  constructor(private readonly callback: IntersectionObserverCallback) {
    TestObserver.all.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  disconnect() {
    this.targets.length = 0
  }
  /** The observed elements come into view. */
  show() {
    const entries = this.targets.map((target) => ({ isIntersecting: true, target }) as unknown as IntersectionObserverEntry)
    this.callback(entries, this as unknown as IntersectionObserver)
  }
}

function Banner({ label }: { label: string }) {
  return <p className="banner">{label}</p>
}

const LazyBanner = hydrateWhenVisible(async () => Banner)

/** React marks every element it has hydrated with a `__reactFiber$…` property. */
const isHydrated = (element: Element | null) => Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber$')))

function Page({ label }: { label: string }) {
  return (
    <main>
      <h1>Home</h1>
      <LazyBanner label={label} />
    </main>
  )
}

let container: HTMLDivElement
let root: Root | undefined
const recoverable: unknown[] = []

/** React's act() outside Testing Library's render. */
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

/** The page's HTML as the server makes it: no document, every section rendered (its code awaited). */
async function serverHtml(label: string): Promise<string> {
  vi.stubGlobal('document', undefined)
  try {
    const { prelude } = await prerender(<Page label={label} />)
    return await new Response(prelude).text()
  } finally {
    vi.unstubAllGlobals()
    vi.stubGlobal('IntersectionObserver', TestObserver)
  }
}

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  recoverable.length = 0
  TestObserver.all = []
  vi.stubGlobal('IntersectionObserver', TestObserver)
  container = document.createElement('div')
  document.body.append(container)
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container.remove()
  vi.unstubAllGlobals()
  globalThis.IS_REACT_ACT_ENVIRONMENT = undefined
})

async function hydrate(label: string) {
  container.innerHTML = await serverHtml(label)
  const serverBanner = container.querySelector('.banner')
  await act(async () => {
    root = hydrateRoot(container, <Page label={label} />, { onRecoverableError: (error) => recoverable.push(error) })
  })
  return serverBanner
}

describe('hydrateWhenVisible', () => {
  it('keeps the server HTML, not hydrated, until the section comes near, then hydrates it in place', async () => {
    const serverBanner = await hydrate('Free analysis')
    expect(isHydrated(container.querySelector('h1'))).toBe(true)
    expect(container.querySelector('.banner')?.textContent).toBe('Free analysis')
    expect(isHydrated(serverBanner)).toBe(false)

    await act(async () => TestObserver.all.forEach((observer) => observer.show()))
    expect(isHydrated(serverBanner)).toBe(true)
    // The same element: hydrated, not replaced.
    expect(container.querySelector('.banner')).toBe(serverBanner)
    expect(recoverable).toEqual([])
  })

  it('hydrates with the server props when they changed while it waited, then shows the new ones', async () => {
    const serverBanner = await hydrate('Old call to action')
    await act(async () => root?.render(<Page label="New call to action" />))
    // Still waiting: the server HTML stays as it was.
    expect(container.querySelector('.banner')?.textContent).toBe('Old call to action')

    await act(async () => TestObserver.all.forEach((observer) => observer.show()))
    expect(container.querySelector('.banner')).toBe(serverBanner)
    expect(serverBanner?.textContent).toBe('New call to action')
    expect(recoverable).toEqual([])
  })

  it('loads its code at once when rendered in the browser (a client-side navigation)', async () => {
    container.innerHTML = ''
    const { createRoot } = await import('react-dom/client')
    await act(async () => {
      root = createRoot(container)
      root.render(<Page label="After navigation" />)
    })
    expect(container.querySelector('.banner')?.textContent).toBe('After navigation')
    // Nothing waited for the section to come into view.
    expect(TestObserver.all).toEqual([])
  })
})
