import { describe, expect, it } from 'vitest'

import { pickRelatedPosts } from './related-posts'

const post = (id: number) => ({ id })

describe('pickRelatedPosts', () => {
  it('puts posts of the same category first, then fills with the newest', () => {
    expect(pickRelatedPosts({ sameCategory: [post(5)], newest: [post(9), post(8), post(7)], count: 3 })).toEqual([
      post(5),
      post(9),
      post(8),
    ])
  })

  it('does not repeat a post that is in both lists', () => {
    expect(pickRelatedPosts({ sameCategory: [post(9)], newest: [post(9), post(8), post(7)], count: 3 })).toEqual([
      post(9),
      post(8),
      post(7),
    ])
  })

  it('stops at the count and copes with too few posts', () => {
    expect(pickRelatedPosts({ sameCategory: [post(1), post(2), post(3), post(4)], newest: [], count: 3 })).toHaveLength(3)
    expect(pickRelatedPosts({ sameCategory: [], newest: [post(1)], count: 3 })).toEqual([post(1)])
  })
})
