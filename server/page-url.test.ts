import { describe, expect, it } from 'vitest'

import { pageUrl } from './page-url'

describe('pageUrl', () => {
  it('drops campaign and click ids, so a landing from an ad renders the cached page', () => {
    expect(pageUrl('/?utm_source=google&utm_medium=cpc&utm_campaign=oc&gclid=abc')).toBe('/')
    expect(pageUrl('/contact?fbclid=x&utm_content=banner')).toBe('/contact')
  })

  it('keeps the parameters that change the page, in their order', () => {
    expect(pageUrl('/properties?type=Warehouse&utm_source=mail&page=2')).toBe('/properties?type=Warehouse&page=2')
    expect(pageUrl('/blog?page=2')).toBe('/blog?page=2')
  })

  it('leaves a plain path alone', () => {
    expect(pageUrl('/irvine-industrial-real-estate')).toBe('/irvine-industrial-real-estate')
  })
})
