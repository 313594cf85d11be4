import { describe, expect, it } from 'vitest'

import { pageWindow } from './page-window'

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow({ page: 1, totalPages: 1 })).toEqual([1])
    expect(pageWindow({ page: 2, totalPages: 4 })).toEqual([1, 2, 3, 4])
  })

  it('keeps the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageWindow({ page: 5, totalPages: 12 })).toEqual([1, 'gap', 4, 5, 6, 'gap', 12])
    expect(pageWindow({ page: 1, totalPages: 12 })).toEqual([1, 2, 'gap', 12])
    expect(pageWindow({ page: 12, totalPages: 12 })).toEqual([1, 'gap', 11, 12])
  })

  it('shows a single left-out page instead of a gap', () => {
    expect(pageWindow({ page: 4, totalPages: 7 })).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('shows page 1 alone for an empty list', () => {
    expect(pageWindow({ page: 1, totalPages: 0 })).toEqual([1])
  })
})
