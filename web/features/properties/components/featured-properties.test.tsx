import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { PublicProperty } from '../../../../cms/collections/Properties/serialize'
import { buildPublicProperty } from '../testing/build-public-property'
import { FeaturedProperties } from './featured-properties'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** Answers the featured call with `replies` in turn (the last one repeats). */
function stubFeaturedCall(...replies: (() => Promise<Response>)[]) {
  const fetch = vi.fn((_url: string) => (replies.length > 1 ? replies.shift() : replies[0])!())
  vi.stubGlobal('fetch', fetch)
  return fetch
}

function renderFeatured() {
  return render(
    <MemoryRouter>
      {/* A fresh cache per test, so each one starts from the loading state. */}
      <SWRConfig value={{ provider: () => new Map() }}>
        <FeaturedProperties />
      </SWRConfig>
    </MemoryRouter>,
  )
}

const section = () => screen.getByRole('region', { name: 'Featured Properties' })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('FeaturedProperties', () => {
  it('shows skeleton cards while the properties load', () => {
    stubFeaturedCall(() => new Promise<Response>(() => undefined))
    renderFeatured()
    expect(within(section()).getByRole('status').textContent).toContain('Loading properties')
    expect(within(section()).queryByRole('article')).toBeNull()
  })

  it('shows the 3 properties as cards with their first 3 features and a call to action', async () => {
    const properties = [
      buildPublicProperty({ address: '6150 Valley View St, Buena Park, CA 90620' }),
      buildPublicProperty({ address: '42 Cushing, Irvine, CA 92618', listingType: 'sale', rate: '$25,575,000' }),
      buildPublicProperty({ address: '2901 Edinger Ave, Tustin, CA 92780', features: ['Rail served'] }),
    ]
    const fetch = stubFeaturedCall(async () => json(properties))
    renderFeatured()

    const cards = await within(section()).findAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(properties.map((p) => p.address))
    expect(fetch).toHaveBeenCalledWith('/api/properties/featured', expect.objectContaining({ credentials: 'omit' }))

    const [first, second, third] = cards
    expect(within(first).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      "28' clear height",
      'ESFR sprinklers',
      '6 dock-high doors',
      '+2 more features',
    ])
    expect(within(first).getByRole('link', { name: properties[0].address }).getAttribute('href')).toBe(`/properties/${properties[0].id}`)
    expect(within(first).getByRole('link', { name: 'Request Information' }).getAttribute('href')).toBe('/contact')
    expect(within(second).getByText('For Sale')).toBeTruthy()
    expect(within(third).queryByText(/more features/)).toBeNull()
    expect(within(section()).getByRole('button', { name: 'Refresh properties' })).toBeTruthy()
  })

  it('says so when no property is available', async () => {
    stubFeaturedCall(async () => json([]))
    renderFeatured()
    expect(await within(section()).findByText('No properties available')).toBeTruthy()
  })

  it('shows the failure with Try Again, which fetches the list again', async () => {
    const properties: PublicProperty[] = [buildPublicProperty(), buildPublicProperty(), buildPublicProperty()]
    const fetch = stubFeaturedCall(async () => json({ error: 'down' }, 503), async () => json(properties))
    renderFeatured()

    const alert = await within(section()).findByRole('alert')
    expect(alert.textContent).toContain('Unable to load properties')
    expect(alert.textContent).toContain('Error: Failed to fetch featured properties: 503')

    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }))
    expect(await within(section()).findAllByRole('article')).toHaveLength(3)
    expect(within(section()).queryByRole('alert')).toBeNull()
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})
