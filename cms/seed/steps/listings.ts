import { slugify } from '../../fields/slugify'
import type { SeedContext } from '../context'
import { ensureDocs } from '../context'
import { PROPERTIES } from '../data/properties/all'
import { SITE_SETTINGS_SEED } from '../data/settings'
import type { SceneView } from '../images'
import { ensureBrochure, ensureBuildingImage } from '../media'
import type { Brochure } from '../pdf'
import type { PropertySeed } from '../types'

const GALLERY_VIEWS: { view: SceneView; caption: string }[] = [
  { view: 'docks', caption: 'loading docks' },
  { view: 'entrance', caption: 'office entrance' },
  { view: 'context', caption: 'site and street frontage' },
]

const number = (value: number) => value.toLocaleString('en-US')

/** The one-page flyer for a listing: address, key facts, description, features and the broker's contact. */
export function brochureFor(property: PropertySeed): Brochure {
  const { brandName, phone, email, dreNumber } = SITE_SETTINGS_SEED
  const [street, ...rest] = property.address.split(', ')
  const facts: [string, string][] = [
    ['Property type', property.type],
    ['Building size', `${number(property.size)} SF`],
    [property.listingType === 'sale' ? 'Sale price' : 'Lease rate', property.rate ?? 'Call for pricing'],
  ]
  if (property.clearHeight) facts.push(['Clear height', `${property.clearHeight}'`])
  if (property.dockHighDoors) facts.push(['Dock-high doors', String(property.dockHighDoors)])
  if (property.gradeLevelDoors) facts.push(['Grade-level doors', String(property.gradeLevelDoors)])
  if (property.power) facts.push(['Power', property.power])
  if (property.yearBuilt) facts.push(['Year built', String(property.yearBuilt)])
  if (property.lotAcres) facts.push(['Lot size', `${property.lotAcres} acres`])
  return {
    title: street,
    subtitle: `${rest.join(', ')}  |  ${property.type} ${property.listingType === 'sale' ? 'for sale' : 'for lease'}`,
    facts,
    description: property.description ?? '',
    features: property.features ?? [],
    footer:
      `${brandName}  |  ${phone}  |  ${email}  |  DRE #${dreNumber}. Information obtained from sources deemed ` +
      'reliable but not guaranteed; all figures subject to verification, change or withdrawal without notice.',
  }
}

/** The main photo of a listing; also the hero of its city when it is the city's first published listing. */
export function listingImage(property: PropertySeed) {
  return { name: slugify(property.address), alt: property.imageAlt, seed: property.imageSeed, kind: property.scene }
}

async function listingData(ctx: SeedContext, property: PropertySeed, cityId: number) {
  const { city: _city, scene, imageSeed, imageAlt, galleryCount = 0, hasBrochure = false, ...fields } = property
  const slug = slugify(property.address)
  const image = await ensureBuildingImage(ctx, listingImage(property))
  const gallery = await Promise.all(
    GALLERY_VIEWS.slice(0, galleryCount).map(({ view, caption }) =>
      ensureBuildingImage(ctx, { name: `${slug}-${view}`, alt: `${imageAlt}: ${caption}`, seed: imageSeed, kind: scene, view }),
    ),
  )
  const brochure = hasBrochure ? await ensureBrochure(ctx, { name: slug, brochure: brochureFor(property) }) : null
  return { ...fields, slug, city: cityId, image, gallery, brochure }
}

/**
 * Listings, created one after another in data order so each has its own `createdAt`: the last three
 * created are the home page's featured properties.
 */
export async function seedProperties(ctx: SeedContext, cityIds: Map<string, number>): Promise<void> {
  const cityIdOf = (property: PropertySeed) => {
    const cityId = cityIds.get(property.city)
    if (cityId === undefined) throw new Error(`City "${property.city}" was not seeded`)
    return cityId
  }
  await ensureDocs(ctx, {
    collection: 'properties',
    items: PROPERTIES,
    where: (property) => ({ slug: { equals: slugify(property.address) } }),
    label: (property) => property.address,
    data: (property) => listingData(ctx, property, cityIdOf(property)),
  })
}
