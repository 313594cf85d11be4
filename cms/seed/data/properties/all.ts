import type { PropertySeed } from '../../types'
import { FEATURED } from './featured'
import { INVENTORY } from './inventory'

/** Every listing in creation order: the last three become the home page's featured properties. */
export const PROPERTIES: PropertySeed[] = [...INVENTORY, ...FEATURED]
