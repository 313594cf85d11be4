/** Shapes of the hand-written seed data in `data/`; the steps turn them into Payload documents. */
import type { POST_CATEGORIES } from '../collections/Posts'
import type { MarketSnapshot, Property, TeamMember } from '../payload-types'
import type { MarketSlug } from '../shared/markets'
import type { ServiceSlug } from '../shared/services'
import type { LexicalDocument } from './lexical'
import type { SceneKind } from './scene/building'

export type Seo = { title: string; description: string }

export type CitySeed = {
  slug: MarketSlug
  name: string
  headline: string
  description: string
  highlights: string[]
  scene: SceneKind
}

export type ServiceSeed = {
  slug: ServiceSlug
  title: string
  summary: string
  benefits: string[]
  body: LexicalDocument
  seo: Seo
}

type PropertyFields = Pick<
  Property,
  | 'address'
  | 'type'
  | 'listingType'
  | 'status'
  | 'size'
  | 'rate'
  | 'description'
  | 'features'
  | 'clearHeight'
  | 'dockHighDoors'
  | 'gradeLevelDoors'
  | 'power'
  | 'yearBuilt'
  | 'lotAcres'
>

export type PropertySeed = PropertyFields & {
  city: MarketSlug
  published: boolean
  /** Picture of the building: its kind and the seed that varies the drawing. */
  scene: SceneKind
  imageSeed: number
  imageAlt: string
  /** Extra pictures for the gallery (0 when absent). */
  galleryCount?: number
  hasBrochure?: boolean
}

export type PostSeed = {
  title: string
  slug: string
  publishedDate: string
  category: (typeof POST_CATEGORIES)[number]
  authorSlug: string
  excerpt: string
  content: LexicalDocument
  seo: Seo
  cover: { scene: SceneKind; seed: number; alt: string }
}

export type PageSeed = { slug: string; title: string; intro: string; body: LexicalDocument; seo: Seo }

export type TeamSeed = Pick<TeamMember, 'name' | 'role' | 'bio' | 'email' | 'phone' | 'dreNumber' | 'linkedinUrl'> & {
  slug: string
  order: number
  specialties: string[]
}

type Figures = Pick<
  MarketSnapshot,
  | 'vacancy_rate'
  | 'avg_lease_rate'
  | 'net_absorption_quarterly'
  | 'num_sale_transactions'
  | 'num_lease_transactions'
  | 'sale_transactions_sf'
  | 'lease_transactions_sf'
>

export type SnapshotSeed = Figures & {
  year: number
  quarter: MarketSnapshot['quarter']
  market_highlights: { title: string; description: string }[]
  market_forecast: { summary: string; expertQuote: string; underConstructionSf: number; unemploymentRate: number }
}

export type CitySnapshotSeed = SnapshotSeed & { city: MarketSlug }
