import { describe, expect, it } from 'vitest'

import { parseListingQuery, toApiSearch, toSearchString, type ListingQuery } from './listing-query'

const parse = (search: string) => parseListingQuery(new URLSearchParams(search))

const everything: ListingQuery = { type: 'Warehouse', size: '25k-50k', city: 'santa-ana', listing: 'lease', sort: 'size-desc', page: 2 }

describe('parseListingQuery', () => {
  it('reads every filter, the sort and the page', () => {
    expect(parse('type=Warehouse&size=25k-50k&city=santa-ana&listing=lease&sort=size-desc&page=2')).toEqual(everything)
  })

  it('defaults to the whole list, newest first, page 1', () => {
    expect(parse('')).toEqual({ type: null, size: null, city: null, listing: null, sort: 'newest', page: 1 })
  })

  it('ignores unknown values and malformed pages instead of failing', () => {
    expect(parse('type=Castle&size=huge&city=..%2Fadmin&listing=rent&sort=price&page=0')).toEqual(parse(''))
    expect(parse('page=1.5').page).toBe(1)
    expect(parse('page=-3').page).toBe(1)
    expect(parse('page=abc').page).toBe(1)
  })

  it('treats the empty choices of the filter form as not set', () => {
    expect(parse('type=&size=&city=&listing=&sort=newest')).toEqual(parse(''))
  })
})

describe('toSearchString', () => {
  it('round-trips through the URL', () => {
    expect(parse(toSearchString(everything))).toEqual(everything)
  })

  it('leaves out the defaults', () => {
    expect(toSearchString({ sort: 'newest', page: 1 })).toBe('')
    expect(toSearchString({ listing: 'sale', sort: 'newest', page: 1 })).toBe('?listing=sale')
  })
})

describe('toApiSearch', () => {
  const api = (query: ListingQuery) => Object.fromEntries(new URLSearchParams(toApiSearch(query)))

  it('asks for published listings matching every filter, one page of 9', () => {
    expect(api(everything)).toMatchObject({
      'where[published][equals]': 'true',
      'where[type][equals]': 'Warehouse',
      'where[listingType][equals]': 'lease',
      'where[city.slug][equals]': 'santa-ana',
      'where[size][greater_than_equal]': '25000',
      'where[size][less_than]': '50000',
      sort: '-size',
      limit: '9',
      page: '2',
    })
  })

  it('bounds the open-ended size bands on one side only', () => {
    const under = api({ ...parse(''), size: 'under-25k' })
    expect(under['where[size][less_than]']).toBe('25000')
    expect(under).not.toHaveProperty('where[size][greater_than_equal]')
    const over = api({ ...parse(''), size: '250k-plus' })
    expect(over['where[size][greater_than_equal]']).toBe('250000')
    expect(over).not.toHaveProperty('where[size][less_than]')
  })

  it('is the same text for the same state, so the server and the browser share the cache entry', () => {
    expect(toApiSearch(parse('listing=lease&type=Flex'))).toBe(toApiSearch(parse('type=Flex&listing=lease')))
  })
})
