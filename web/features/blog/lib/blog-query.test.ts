import { describe, expect, it } from 'vitest'

import { blogListPath, parseBlogListQuery } from './blog-query'

describe('parseBlogListQuery', () => {
  it('reads the page and a known category', () => {
    expect(parseBlogListQuery(new URLSearchParams('page=2&category=Leasing'))).toEqual({ page: 2, category: 'Leasing' })
  })

  it('falls back to page 1 and all categories for anything else', () => {
    for (const search of ['', 'page=0', 'page=-1', 'page=1.5', 'page=abc', 'category=Gossip']) {
      expect(parseBlogListQuery(new URLSearchParams(search)), search).toEqual({ page: 1, category: null })
    }
  })
})

describe('blogListPath', () => {
  it('leaves page 1 and all categories out of the address', () => {
    expect(blogListPath({ page: 1, category: null })).toBe('/blog')
    expect(blogListPath({ page: 2, category: null })).toBe('/blog?page=2')
    expect(blogListPath({ page: 1, category: 'Market Trends' })).toBe('/blog?category=Market+Trends')
  })
})
