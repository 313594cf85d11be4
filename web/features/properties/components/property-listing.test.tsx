import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { buildPropertyDoc, payloadPage } from '../testing/build-property-doc'
import { PropertyListing } from './property-listing'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const cities = { docs: [{ id: 1, name: 'Anaheim', slug: 'anaheim' }, { id: 2, name: 'Irvine', slug: 'irvine' }] }

/** The API at the network edge: cities, and `listReply` for every list request. */
function stubApi(listReply: () => Response) {
  const fetch = vi.fn(async (url: string) => (url.startsWith('/api/cities') ? json(cities) : listReply()))
  vi.stubGlobal('fetch', fetch)
  /** The Payload queries of the list requests made so far. */
  const listQueries = () =>
    fetch.mock.calls
      .map(([url]) => url)
      .filter((url) => url.startsWith('/api/properties?'))
      .map((url) => new URLSearchParams(url.split('?')[1]))
  return { listQueries }
}

function renderListing(url: string) {
  const location = { search: '' }
  function LocationProbe() {
    location.search = useLocation().search
    return null
  }
  render(
    <MemoryRouter initialEntries={[url]}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <Routes>
          <Route
            path="/properties"
            element={
              <>
                <PropertyListing />
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </SWRConfig>
    </MemoryRouter>,
  )
  return location
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('PropertyListing', () => {
  it('reads the filters from the URL and asks only for the matching page', async () => {
    const { listQueries } = stubApi(() => json(payloadPage({ docs: [buildPropertyDoc()], totalDocs: 10, page: 2, totalPages: 2 })))
    renderListing('/properties?type=Flex&listing=lease&page=2')

    expect(await screen.findByRole('heading', { level: 2, name: 'Showing 10–10 of 10 properties' })).toBeTruthy()
    expect((screen.getByLabelText('Property type') as HTMLSelectElement).value).toBe('Flex')
    expect((screen.getByLabelText('Lease or sale') as HTMLSelectElement).value).toBe('lease')
    expect(Object.fromEntries(listQueries()[0])).toMatchObject({
      'where[published][equals]': 'true',
      'where[type][equals]': 'Flex',
      'where[listingType][equals]': 'lease',
      page: '2',
      limit: '9',
    })
  })

  it('puts a changed filter in the URL, back on page 1, and fetches the narrower list', async () => {
    const { listQueries } = stubApi(() => json(payloadPage({ docs: [buildPropertyDoc(), buildPropertyDoc()] })))
    const location = renderListing('/properties?type=Flex&page=2')
    await screen.findAllByRole('article')

    await userEvent.selectOptions(screen.getByLabelText('Size'), '25k-50k')
    expect(location.search).toBe('?type=Flex&size=25k-50k')
    await vi.waitFor(() => expect(listQueries()).toHaveLength(2))
    expect(Object.fromEntries(listQueries()[1])).toMatchObject({
      'where[size][greater_than_equal]': '25000',
      'where[size][less_than]': '50000',
      page: '1',
    })

    await userEvent.selectOptions(await screen.findByLabelText('City'), 'irvine')
    expect(location.search).toBe('?type=Flex&size=25k-50k&city=irvine')
  })

  it('links every page and marks the current one', async () => {
    stubApi(() => json(payloadPage({ docs: [buildPropertyDoc()], totalDocs: 30, page: 2, totalPages: 4 })))
    renderListing('/properties?city=irvine&page=2')

    const pagination = await screen.findByRole('navigation', { name: 'Pagination' })
    expect(within(pagination).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page')
    expect(within(pagination).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBeNull()
    expect(within(pagination).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/properties?city=irvine&page=3')
    expect(within(pagination).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/properties?city=irvine')
  })

  it('offers a reset when nothing matches', async () => {
    stubApi(() => json(payloadPage({ docs: [] })))
    renderListing('/properties?type=Land')

    expect(await screen.findByText('No properties match these filters.')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: '0 properties' })).toBeTruthy()
    const resets = screen.getAllByRole('link', { name: 'Reset filters' })
    expect(resets.map((link) => link.getAttribute('href'))).toEqual(['/properties', '/properties'])
  })

  it('shows a failed list with Try Again', async () => {
    stubApi(() => json({ errors: [{ message: 'down' }] }, 500))
    renderListing('/properties')

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Unable to load properties')
    expect(alert.textContent).toContain('Error: Failed to fetch properties: 500')
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeTruthy()
  })
})
