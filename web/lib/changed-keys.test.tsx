import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import useSWR, { SWRConfig } from 'swr'
import { describe, expect, it } from 'vitest'

import { cacheWith, ChangedKeys } from './changed-keys'

/** A server whose answer for every key is "<key> v<version>". */
function fakeServer() {
  const server = { version: 1, reads: [] as string[] }
  const fetcher = async (key: string) => {
    server.reads.push(key)
    return `${key} v${server.version}`
  }
  return { server, fetcher }
}

/** What each render showed: the first one must be what the server rendered, for hydration. */
let renders: string[] = []

function Value({ dataKey, fetcher }: { dataKey: string; fetcher: (key: string) => Promise<string> }) {
  const { data, isLoading } = useSWR(dataKey, fetcher)
  const shown = isLoading ? 'loading' : (data ?? 'nothing')
  renders.push(shown)
  return <p>{shown}</p>
}

/** Shows `dataKey` only after the button is pressed: a hook that mounts after a change event. */
function Later(props: { dataKey: string; fetcher: (key: string) => Promise<string> }) {
  const [isShown, setShown] = useState(false)
  return isShown ? <Value {...props} /> : <button onClick={() => setShown(true)}>show</button>
}

function renderWith(changed: ChangedKeys, fallback: Record<string, unknown>, children: React.ReactNode) {
  return render(
    <SWRConfig
      value={{
        provider: () => cacheWith(fallback),
        revalidateIfStale: false,
        revalidateOnFocus: false,
        dedupingInterval: 60_000,
        use: [changed.middleware],
      }}
    >
      {children}
    </SWRConfig>,
  )
}

describe('ChangedKeys', () => {
  it('makes a hook that mounts after a change to its data read it again, once', async () => {
    const changed = new ChangedKeys()
    const { server, fetcher } = fakeServer()
    renderWith(changed, { '/api/properties/featured': '/api/properties/featured v1' }, (
      <Later dataKey="/api/properties/featured" fetcher={fetcher} />
    ))
    server.version = 2
    changed.markChanged(['/api/properties'])
    renders = []
    await act(async () => screen.getByRole('button', { name: 'show' }).click())
    expect(await screen.findByText('/api/properties/featured v2')).toBeTruthy()
    // The server's data first, never a loading state (hydration needs the server's HTML), then the new data.
    expect(renders[0]).toBe('/api/properties/featured v1')
    expect(renders).not.toContain('loading')
    expect(server.reads).toEqual(['/api/properties/featured'])
    expect(changed.isStale('/api/properties/featured')).toBe(false)
  })

  it('leaves the server-rendered data alone while nothing under its prefix changed', async () => {
    const changed = new ChangedKeys()
    const { server, fetcher } = fakeServer()
    renderWith(changed, { '/api/posts?page=1': '/api/posts?page=1 v1' }, (
      <Later dataKey="/api/posts?page=1" fetcher={fetcher} />
    ))
    changed.markChanged(['/api/properties'])
    await act(async () => screen.getByRole('button', { name: 'show' }).click())
    expect(screen.getByText('/api/posts?page=1 v1')).toBeTruthy()
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(server.reads).toEqual([])
  })

  it('treats every key as changed after a reset', () => {
    const changed = new ChangedKeys()
    expect(changed.isStale('/api/site-settings')).toBe(false)
    changed.markAllChanged()
    expect(changed.isStale('/api/site-settings')).toBe(true)
    expect(changed.isStale('/api/posts?page=2')).toBe(true)
  })
})
