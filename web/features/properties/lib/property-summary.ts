import type { PublicProperty } from '../../../../cms/collections/Properties/serialize'
import type { City, Property } from '../../../../cms/payload-types'
import { DEFAULT_IMAGE_BOX, toResponsiveImage, type ResponsiveImage } from './responsive-image'

/** What a property card shows, whichever call the property came from. */
export type PropertySummary = {
  id: number
  address: string
  type: string
  size: number
  rate: string | null
  listingType: string
  features: string[]
  image: ResponsiveImage | null
  cityName: string | null
}

/** A card from the featured call's public shape (SPEC.md section 3). */
export function summaryFromPublicProperty(property: PublicProperty): PropertySummary {
  return {
    id: property.id,
    address: property.address,
    type: property.type,
    size: property.size,
    rate: property.rate,
    listingType: property.listingType,
    features: property.features,
    image: property.image
      ? {
          src: property.image,
          srcSet: property.imageSrcSet ?? null,
          alt: property.imageAlt || property.address,
          ...DEFAULT_IMAGE_BOX,
        }
      : null,
    cityName: null,
  }
}

/** The city of a property when populated (depth 1), else null. */
export const populatedCity = (city: Property['city']): Pick<City, 'name' | 'slug'> | null =>
  city && typeof city === 'object' ? city : null

/** A card from a Payload property document read at depth 1 (image and city populated). */
export function summaryFromProperty(property: Property): PropertySummary {
  return {
    id: property.id,
    address: property.address,
    type: property.type,
    size: property.size,
    rate: property.rate ?? null,
    listingType: property.listingType,
    features: property.features ?? [],
    image: toResponsiveImage({ media: property.image, fallbackAlt: property.address }),
    cityName: populatedCity(property.city)?.name ?? null,
  }
}
