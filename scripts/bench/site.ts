/**
 * The site's part of the bench: the home page under load (from the HTML cache, rendered on every
 * request, and the same bytes from nginx), its bundle sizes, and Lighthouse on four page types.
 */
import { paths } from '../../web/config/paths'
import { homeBundleSizes } from './bundle'
import type { BundleSizes } from './bundle'
import { benchOrigin } from './config'
import { runLighthouse } from './lighthouse'
import type { LighthousePage, LighthouseRun } from './lighthouse'
import { measure } from './load'
import type { BenchCall } from './load'
import { startNginx } from './nginx'
import type { HomeRows } from './report'

/** `/` as the cache serves it: every request after the first is a hit. */
const CACHED: BenchCall = { label: 'GET / (HTML cache hit)', method: 'GET', path: '/' }
/**
 * `/` rendered on every request: a fresh `bench` parameter per request is a new cache key (only
 * tracking parameters are dropped from the key, server/page-url.ts), so each one is a miss.
 */
const UNCACHED: BenchCall = { label: 'GET /?bench=<n> (rendered, cache miss)', method: 'GET', path: '/', uniqueQuery: 'bench' }

async function text(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) })
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
  return response.text()
}

/** The home page's server HTML, as the cache serves it. */
export const fetchHomeHtml = () => text(`${benchOrigin}/`)

/** The three home page rows; nginx's row is null (and the reason returned) when nginx could not run. */
export async function measureHome({ seconds, html }: { seconds: number; html: string }): Promise<{ home: HomeRows; skipped: string[]; nginxVersion?: string }> {
  console.log(`Measuring ${CACHED.label} ...`)
  const cached = await measure({ call: CACHED, seconds })
  console.log(`Measuring ${UNCACHED.label} ...`)
  const uncached = await measure({ call: UNCACHED, seconds })
  let nginx = null
  try {
    nginx = await startNginx(html)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { home: { cached, uncached, nginx: null }, skipped: [`nginx: ${reason}`] }
  }
  try {
    const call: BenchCall = { label: `GET / from nginx (same bytes, static file)`, method: 'GET', path: '/', origin: nginx.origin }
    console.log(`Measuring ${call.label} ...`)
    return { home: { cached, uncached, nginx: await measure({ call, seconds }) }, skipped: [], nginxVersion: nginx.version }
  } finally {
    await nginx.stop()
  }
}

/** Bundle sizes, or null with the reason when the build's manifest cannot be read. */
export async function measureBundle(html: string): Promise<{ bundle: BundleSizes | null; skipped: string[] }> {
  try {
    return { bundle: await homeBundleSizes(html), skipped: [] }
  } catch (error) {
    return { bundle: null, skipped: [`Bundle sizes: ${error instanceof Error ? error.message : String(error)}`] }
  }
}

type Docs<T> = { docs: T[] }

/** `/`, the newest property, the newest post and the first city, found through the public API. */
async function lighthousePages(): Promise<LighthousePage[]> {
  const api = async <T>(path: string) => JSON.parse(await text(`${benchOrigin}${path}`)) as T
  const [properties, posts, cities, settings] = await Promise.all([
    api<Docs<{ id: number }>>('/api/properties?limit=1&sort=-createdAt&depth=0'),
    api<Docs<{ slug: string }>>('/api/posts?limit=1&sort=-createdAt&depth=0'),
    api<Docs<{ slug: string }>>('/api/cities?limit=1&sort=slug&depth=0'),
    api<{ productSlug: string }>('/api/globals/site-settings?depth=0'),
  ])
  const [property, post, city] = [properties.docs[0], posts.docs[0], cities.docs[0]]
  if (!property || !post || !city) throw new Error('the seeded content has no property, post or city to test')
  return [
    { label: 'home', path: paths.home() },
    { label: 'property', path: paths.property(property.id) },
    { label: 'blog post', path: paths.post(post.slug) },
    { label: 'city', path: paths.city({ market: city.slug, productSlug: settings.productSlug }) },
  ]
}

/** Lighthouse scores, or none with the reason when Lighthouse is skipped or cannot run. */
export async function measureLighthouse(runs: number): Promise<{ run: LighthouseRun | null; skipped: string[] }> {
  if (runs === 0) return { run: null, skipped: ['Lighthouse: skipped (BENCH_LIGHTHOUSE_RUNS=0)'] }
  try {
    const pages = await lighthousePages()
    console.log(`Lighthouse: ${pages.length} pages × mobile and desktop × ${runs} runs ...`)
    return { run: await runLighthouse({ origin: benchOrigin, pages, runs }), skipped: [] }
  } catch (error) {
    return { run: null, skipped: [`Lighthouse: ${error instanceof Error ? error.message : String(error)}`] }
  }
}
