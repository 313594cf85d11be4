import { describe, expect, it } from 'vitest'

import type { Property } from '../../cms/payload-types'
import { serializeJsonLd } from './structured-data'
import { parseListingAddress, parseRate, realEstateListing } from './structured-data-listing'

const SITE_URL = 'https://www.example.com'

const photo = {
  id: 9,
  alt: 'Distribution center with trailer parking',
  url: '/uploads/building.jpg',
  width: 1600,
  height: 1000,
  createdAt: '2025-09-01T12:00:00.000Z',
  updatedAt: '2025-09-01T12:00:00.000Z',
}

function buildProperty(overrides: Partial<Property> = {}): Property {
  return {
    id: 16,
    address: '6150 Valley View St, Buena Park, CA 90620',
    type: 'Distribution Center',
    listingType: 'lease',
    status: 'available',
    size: 598_400,
    rate: '$1.39/SF/Mo NNN',
    image: photo,
    createdAt: '2025-09-01T12:00:00.000Z',
    updatedAt: '2025-10-02T08:30:00.000Z',
    ...overrides,
  }
}

/** The document as a crawler reads it: the serialized JSON parsed back. */
const asJson = (data: unknown): unknown => JSON.parse(serializeJsonLd(data))

describe('realEstateListing', () => {
  const build = (property: Property) =>
    asJson(realEstateListing({ property, siteUrl: SITE_URL, path: `/properties/${property.id}`, description: 'A building.' }))

  it('lists the building with its address, floor size in square feet, photo, price text and posting date', () => {
    const listing = build(buildProperty())
    expect(listing).toMatchObject({
      '@type': 'RealEstateListing',
      url: 'https://www.example.com/properties/16',
      image: ['https://www.example.com/uploads/building.jpg'],
      datePosted: '2025-09-01T12:00:00.000Z',
      name: expect.stringContaining('6150 Valley View St'),
      mainEntity: {
        '@type': 'Accommodation',
        '@id': 'https://www.example.com/properties/16#building',
        address: {
          streetAddress: '6150 Valley View St',
          addressLocality: 'Buena Park',
          addressRegion: 'CA',
          postalCode: '90620',
        },
        floorSize: { '@type': 'QuantitativeValue', value: 598_400, unitCode: 'FTK' },
      },
      offers: {
        '@type': 'Offer',
        description: '$1.39/SF/Mo NNN',
        businessFunction: { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' },
        priceSpecification: { '@type': 'UnitPriceSpecification', price: 1.39, priceCurrency: 'USD', unitText: 'SF/Mo NNN' },
        itemOffered: { '@id': 'https://www.example.com/properties/16#building' },
      },
    })
  })

  it('gives a sale its total price and a listing without photos the default image', () => {
    const listing = build(buildProperty({ listingType: 'sale', rate: '$25,575,000', image: null, status: 'sold' }))
    expect(listing).toMatchObject({
      image: ['https://www.example.com/og-image.png'],
      offers: {
        price: 25_575_000,
        priceCurrency: 'USD',
        businessFunction: { '@id': 'http://purl.org/goodrelations/v1#Sell' },
        availability: 'https://schema.org/SoldOut',
      },
    })
  })
})

describe('parseRate', () => {
  it('reads the figure of a price and ignores text it cannot read', () => {
    expect(parseRate('$1.39/SF/Mo NNN')).toEqual({ price: 1.39, unitText: 'SF/Mo NNN' })
    expect(parseRate('$25,575,000')).toEqual({ price: 25_575_000 })
    expect(parseRate('Call for pricing')).toBeUndefined()
  })
})

describe('parseListingAddress', () => {
  it('splits a street, city, state and ZIP address and keeps any other address whole', () => {
    expect(parseListingAddress({ address: '42 Cushing, Irvine, CA 92618' })).toMatchObject({
      streetAddress: '42 Cushing',
      addressLocality: 'Irvine',
      addressRegion: 'CA',
      postalCode: '92618',
    })
    expect(parseListingAddress({ address: 'Lot 7, Tustin Legacy', cityName: 'Tustin' })).toMatchObject({
      streetAddress: 'Lot 7, Tustin Legacy',
      addressLocality: 'Tustin',
    })
  })
})
