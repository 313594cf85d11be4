import { describe, expect, it } from 'vitest'

import { RenderGate } from './render-gate'

/** A render that finishes when told to. */
function deferred() {
  let finish: (value: string) => void = () => undefined
  let fail: (error: Error) => void = () => undefined
  const promise = new Promise<string>((resolve, reject) => {
    finish = resolve
    fail = reject
  })
  return { promise, finish, fail }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('RenderGate', () => {
  it('shares one render among the requests for the same URL', async () => {
    const gate = new RenderGate<string>({ concurrency: 2, queueLimit: 2 })
    const render = deferred()
    let calls = 0
    const first = gate.run('/a', () => ((calls += 1), render.promise))
    const second = gate.run('/a', () => ((calls += 1), render.promise))
    render.finish('page a')
    expect(await first).toBe('page a')
    expect(await second).toBe('page a')
    expect(calls).toBe(1)
    // Finished: the next request renders again (the HTML cache is what keeps pages).
    await gate.run('/a', async () => ((calls += 1), 'again'))
    expect(calls).toBe(2)
  })

  it('runs at most `concurrency` renders, queues the next ones in order and sheds beyond the queue', async () => {
    const gate = new RenderGate<string>({ concurrency: 2, queueLimit: 1 })
    const renders = ['/1', '/2', '/3'].map(() => deferred())
    const started: string[] = []
    const results = ['/1', '/2', '/3'].map((url, index) =>
      gate.run(url, () => (started.push(url), renders[index]!.promise)),
    )
    await tick()
    expect(started).toEqual(['/1', '/2'])
    expect(gate.running).toBe(2)
    expect(gate.waiting).toBe(1)
    expect(gate.run('/4', async () => 'never')).toBeUndefined()

    renders[0]!.finish('one')
    await results[0]
    await tick()
    expect(started).toEqual(['/1', '/2', '/3'])
    renders[1]!.finish('two')
    renders[2]!.finish('three')
    expect(await Promise.all(results)).toEqual(['one', 'two', 'three'])
    expect(gate.running).toBe(0)
  })

  it('frees the slot when a render fails, and the failure reaches every request sharing it', async () => {
    const gate = new RenderGate<string>({ concurrency: 1, queueLimit: 0 })
    const render = deferred()
    const first = gate.run('/broken', () => render.promise)
    const second = gate.run('/broken', () => render.promise)
    render.fail(new Error('render failed'))
    await expect(first).rejects.toThrow('render failed')
    await expect(second).rejects.toThrow('render failed')
    expect(gate.running).toBe(0)
    expect(await gate.run('/next', async () => 'ok')).toBe('ok')
  })
})
