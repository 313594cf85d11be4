import { describe, expect, it } from 'vitest'

import { serializeState } from './app-state'

describe('serializeState', () => {
  it('cannot close the script element it is written into', () => {
    const state = {
      fallback: { '/api/x': { address: '</script><script>alert(1)</script>' } },
      assets: { styles: [], scripts: [] },
      siteUrl: 'http://localhost:3000',
    }
    const text = serializeState(state)
    expect(text).not.toContain('</script>')
    expect(JSON.parse(text)).toEqual(state)
  })
})
