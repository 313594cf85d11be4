import { toPublicProperty, type PublicProperty } from '../../collections/Properties/serialize'
import type { Property } from '../../payload-types'

/** A property as the admin calls show it: the public shape plus what the admin form edits. */
export type AdminProperty = PublicProperty & {
  published: boolean
  city: number | null
  clearHeight: number | null
  dockHighDoors: number | null
  gradeLevelDoors: number | null
  power: string | null
  yearBuilt: number | null
}

export function toAdminProperty(doc: Property): AdminProperty {
  return {
    ...toPublicProperty(doc),
    published: doc.published ?? false,
    // Populated (an object) at depth 1, an id at depth 0.
    city: typeof doc.city === 'object' && doc.city !== null ? doc.city.id : (doc.city ?? null),
    clearHeight: doc.clearHeight ?? null,
    dockHighDoors: doc.dockHighDoors ?? null,
    gradeLevelDoors: doc.gradeLevelDoors ?? null,
    power: doc.power ?? null,
    yearBuilt: doc.yearBuilt ?? null,
  }
}
