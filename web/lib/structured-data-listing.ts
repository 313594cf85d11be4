import type { Accommodation, Offer, PostalAddress, RealEstateListing, WithContext } from 'schema-dts'

import type { Property } from '../../cms/payload-types'
import type { SeoImage } from './structured-data'
import { absoluteUrl, DEFAULT_SOCIAL_IMAGE, mediaToSeoImage } from './structured-data'

/** "6150 Valley View St, Buena Park, CA 90620" as a PostalAddress; an address of another shape stays whole. */
export function parseListingAddress({ address, cityName }: { address: string; cityName?: string }): PostalAddress {
  const match = /^(.+),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(address.trim())
  if (!match) {
    return { '@type': 'PostalAddress', streetAddress: address, addressLocality: cityName, addressRegion: 'CA', addressCountry: 'US' }
  }
  const [, street, locality, region, postalCode] = match
  return { '@type': 'PostalAddress', streetAddress: street, addressLocality: locality, addressRegion: region, postalCode, addressCountry: 'US' }
}

/** "$1.39/SF/Mo NNN" -> 1.39 and "SF/Mo NNN"; "$25,575,000" -> 25575000; anything else -> undefined. */
export function parseRate(rate: string): { price: number; unitText?: string } | undefined {
  const match = /^\$\s*([\d,]+(?:\.\d+)?)\s*(?:\/\s*(.+))?$/.exec(rate.trim())
  if (!match) return undefined
  const price = Number(match[1].replace(/,/g, ''))
  return match[2] ? { price, unitText: match[2].trim() } : { price }
}

function listingOffer({ property, url, placeId }: { property: Property; url: string; placeId: string }): Offer {
  const parsed = property.rate ? parseRate(property.rate) : undefined
  return {
    '@type': 'Offer',
    url,
    businessFunction: {
      '@id': property.listingType === 'sale' ? 'http://purl.org/goodrelations/v1#Sell' : 'http://purl.org/goodrelations/v1#LeaseOut',
    },
    availability: property.status === 'available' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    // The asking price as the listing states it, e.g. "$1.39/SF/Mo NNN".
    ...(property.rate ? { description: property.rate } : {}),
    ...(parsed
      ? parsed.unitText
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: parsed.price,
              priceCurrency: 'USD',
              unitText: parsed.unitText,
            },
          }
        : { price: parsed.price, priceCurrency: 'USD' }
      : {}),
    // schema.org's itemOffered has no Place in its range, so the building is referenced by its @id.
    itemOffered: { '@id': placeId },
  }
}

type ListingInput = { property: Property; siteUrl: string; path: string; description: string }

/**
 * A property page as a RealEstateListing: the building (an Accommodation with its address and floor
 * size in square feet, unit FTK) offered for lease or sale at the listing's price.
 */
export function realEstateListing({ property, siteUrl, path, description }: ListingInput): WithContext<RealEstateListing> {
  const url = absoluteUrl({ siteUrl, path })
  const city = typeof property.city === 'object' && property.city ? property.city : null
  const photos = [property.image, ...(property.gallery ?? [])]
    .map(mediaToSeoImage)
    .filter((image): image is SeoImage => Boolean(image))
    .map((image) => absoluteUrl({ siteUrl, path: image.url }))
  const placeId = `${url}#building`
  const place: Accommodation = {
    '@type': 'Accommodation',
    '@id': placeId,
    name: property.address,
    description: property.type,
    address: parseListingAddress({ address: property.address, cityName: city?.name }),
    floorSize: { '@type': 'QuantitativeValue', value: property.size, unitCode: 'FTK', unitText: 'SF' },
    ...(photos.length ? { photo: photos.map((photo) => ({ '@type': 'ImageObject', url: photo })) } : {}),
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: `${property.address}: ${property.type}`,
    description,
    url,
    image: photos.length ? photos : [absoluteUrl({ siteUrl, path: DEFAULT_SOCIAL_IMAGE.url })],
    datePosted: property.createdAt,
    dateModified: property.updatedAt,
    mainEntity: place,
    offers: listingOffer({ property, url, placeId }),
  }
}
