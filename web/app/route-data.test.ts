import { describe, expect, it } from 'vitest'

import { pageDataOf, routeData } from './route-data'
import { routeTable } from './route-table'

describe('routeData', () => {
  it('names only paths of the route table', () => {
    const paths = new Set(routeTable.map((route) => route.path))
    expect(Object.keys(routeData).filter((path) => !paths.has(path))).toEqual([])
  })

  it('gives the data of a page, and nothing for a path without any or for an inherited name', () => {
    expect(pageDataOf('/')?.({}, new URLSearchParams()).map((request) => request.key)).toContain('/api/properties/featured')
    expect(pageDataOf('/contact')).toBeUndefined()
    expect(pageDataOf('constructor')).toBeUndefined()
  })
})
