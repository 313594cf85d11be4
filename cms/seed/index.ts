/**
 * Demo content for a fresh site: users, team, 19 city markets, 8 services, listings, blog posts, market
 * snapshots, home page sections, pages and site settings. Idempotent: every item is looked up by its
 * natural key (slug, section_key, email, periodKey, media alt text) and only created when missing;
 * nothing existing is updated, so editors' changes survive a re-run.
 */
import type { Payload } from 'payload'

import { createSeedContext } from './context'
import { seedHomepageSections, seedPages, seedPosts, seedServices, seedSiteSettings } from './steps/content'
import { seedProperties } from './steps/listings'
import { seedCities, seedSnapshots } from './steps/markets'
import { seedTeam, seedUsers } from './steps/people'

export type SeedResult = {
  /** Documents created per collection slug (plus `site-settings` when the global was filled in). */
  created: Record<string, number>
}

/** Loads the demo content through the Local API; safe to run any number of times. */
export async function seed(payload: Payload, options: { log?: (line: string) => void } = {}): Promise<SeedResult> {
  const ctx = createSeedContext(payload, options.log ?? (() => undefined))
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = Date.now()
    const result = await run()
    ctx.log(`Seed: ${name} (${Date.now() - started} ms)`)
    return result
  }
  await step('users', () => seedUsers(ctx))
  await step('site settings', () => seedSiteSettings(ctx))
  const teamIds = await step('team', () => seedTeam(ctx))
  const cityIds = await step('cities', () => seedCities(ctx))
  await step('services', () => seedServices(ctx))
  await step('properties', () => seedProperties(ctx, cityIds))
  await step('posts', () => seedPosts(ctx, teamIds))
  await step('market snapshots', () => seedSnapshots(ctx, cityIds))
  await step('home page sections', () => seedHomepageSections(ctx))
  await step('pages', () => seedPages(ctx))
  return { created: ctx.created }
}

/** True when the database holds no users and no properties: a fresh install that wants the demo content. */
export async function isDatabaseEmpty(payload: Payload): Promise<boolean> {
  const [users, properties] = await Promise.all([
    payload.count({ collection: 'users', overrideAccess: true }),
    payload.count({ collection: 'properties', overrideAccess: true }),
  ])
  return users.totalDocs === 0 && properties.totalDocs === 0
}
