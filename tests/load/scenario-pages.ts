/**
 * Scenario 5: the main routes under LOAD_CONNECTIONS (100) connections for LOAD_PAGE_SECONDS (30 s),
 * after an unrecorded warm-up, then for LOAD_RENDER_SECONDS (15 s) with a query parameter that makes
 * every URL new, so every page is rendered (and the HTML cache churns). No error and no answer other than 2xx;
 * the server's resident memory, sampled every second, must end within RSS_GROWTH_LIMIT of where the
 * recorded run began.
 */
import autocannon from 'autocannon'

import { paths } from '../../web/config/paths'
import { origin, SCENARIO_TITLES, settings } from './config'
import type { LoadContext } from './context'
import { check, mib, ms } from './report'
import type { Section } from './report'
import { residentBytes } from './server-child'

const RSS_GROWTH_LIMIT = 1.5
const SAMPLE_EVERY_MS = 1000

async function getJson<T>(pathname: string): Promise<T> {
  const response = await fetch(`${origin}${pathname}`, { signal: AbortSignal.timeout(15_000) })
  if (!response.ok) throw new Error(`GET ${pathname} answered ${response.status}`)
  return (await response.json()) as T
}

type Docs<T> = { docs: T[] }

/** The routes to load, with a real property, post and city taken from the API. */
async function discoverRoutes(): Promise<string[]> {
  const [properties, posts, cities, siteSettings] = await Promise.all([
    getJson<Docs<{ id: number }>>('/api/properties?limit=1&depth=0'),
    getJson<Docs<{ slug: string }>>('/api/posts?limit=1&depth=0'),
    getJson<Docs<{ slug: string }>>('/api/cities?limit=1&depth=0'),
    getJson<{ productSlug: string }>('/api/globals/site-settings?depth=0'),
  ])
  const property = properties.docs[0]
  const post = posts.docs[0]
  const city = cities.docs[0]
  if (!property || !post || !city) throw new Error('The seeded content has no property, post or city to load')
  return [
    paths.home(),
    paths.properties(),
    paths.property(property.id),
    paths.blog(),
    paths.post(post.slug),
    paths.city({ market: city.slug, productSlug: siteSettings.productSlug }),
    paths.contact(),
  ]
}

function startRssSampler(pid: number) {
  const samples: { at: number; bytes: number }[] = []
  const timer = setInterval(() => {
    void residentBytes(pid).then((bytes) => {
      if (bytes !== null) samples.push({ at: Date.now(), bytes })
    })
  }, SAMPLE_EVERY_MS)
  return { samples, stop: () => clearInterval(timer) }
}

function load({ routes, seconds, isEveryUrlNew = false }: { routes: string[]; seconds: number; isEveryUrlNew?: boolean }) {
  let clicks = 0
  // A parameter the pages ignore but the HTML cache cannot (tracking parameters such as gclid are left
  // out of its key, server/page-url.ts): the page is the same, the URL is not.
  const newUrl = (route: string) => `${route}${route.includes('?') ? '&' : '?'}load=${(clicks += 1)}`
  return autocannon({
    url: origin,
    connections: settings.connections,
    duration: seconds,
    // Each connection walks the routes in turn.
    requests: routes.map((route) =>
      isEveryUrlNew
        ? { method: 'GET' as const, setupRequest: (request: autocannon.Request) => ({ ...request, path: newUrl(route) }) }
        : { method: 'GET' as const, path: route },
    ),
  })
}

export async function runPagesScenario(context: LoadContext): Promise<Section> {
  const routes = await discoverRoutes()
  const firstStatuses = await Promise.all(
    routes.map((route) =>
      fetch(`${origin}${route}`, { signal: AbortSignal.timeout(15_000) }).then(async (response) => {
        await response.arrayBuffer()
        return response.status
      }),
    ),
  )
  const sampler = startRssSampler(context.server.pid)
  console.log(
    `Loading ${routes.join(' ')} for ${settings.pageWarmUpSeconds} s (warm-up) + ${settings.pageSeconds} s ...`,
  )
  await load({ routes, seconds: settings.pageWarmUpSeconds })
  const startRss = (await residentBytes(context.server.pid)) ?? 0
  const recordedFrom = Date.now()
  const result = await load({ routes, seconds: settings.pageSeconds })
  const cachedEndRss = (await residentBytes(context.server.pid)) ?? 0
  console.log(`Loading the same routes with a new URL on every request for ${settings.renderSeconds} s ...`)
  const rendered = await load({ routes, seconds: settings.renderSeconds, isEveryUrlNew: true })
  const endRss = (await residentBytes(context.server.pid)) ?? 0
  sampler.stop()
  const recorded = sampler.samples.filter((sample) => sample.at >= recordedFrom)
  const peakRss = Math.max(endRss, ...recorded.map((sample) => sample.bytes))
  const failures = result.errors + result.timeouts + result.non2xx
  const renderStatuses = rendered.statusCodeStats ?? {}
  const shed = renderStatuses['503']?.count ?? 0
  // 503 is the render queue turning a request away at once (server/render-gate.ts); anything else fails.
  const renderFailures = rendered.errors + rendered.timeouts + (rendered.non2xx - shed)
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, stat]) => `${code}: ${stat.count}`)
    .join(', ')

  return {
    scenario: 'pages',
    title: SCENARIO_TITLES.pages,
    method:
      `${settings.connections} connections, each requesting ${routes.join(', ')} in turn (autocannon, no ` +
      `pipelining) for ${settings.pageWarmUpSeconds} s of warm-up and then ${settings.pageSeconds} s recorded. ` +
      `The server's resident memory (VmRSS in /proc/<pid>/status) is sampled every second; start is after the ` +
      `warm-up, end right after the load. Then ${settings.renderSeconds} s more with \`load=<n>\` appended, ` +
      `unique per request, so every answer is a full render (its data read over the API) and the HTML cache ` +
      `keeps evicting.`,
    checks: [
      check(
        'every route answers 200 before the load',
        firstStatuses.every((status) => status === 200),
        firstStatuses.join(' '),
      ),
      check(
        'no errors, timeouts or non-2xx',
        failures === 0,
        `${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
      ),
      check(
        'rendered on every request: each answered 200, or 503 at once when the render queue is full; no errors or timeouts',
        renderFailures === 0,
        `${rendered.errors} errors, ${rendered.timeouts} timeouts, ${rendered.non2xx - shed} non-2xx other than 503`,
      ),
      check(
        `memory: end < ${RSS_GROWTH_LIMIT}x start`,
        startRss > 0 && endRss < startRss * RSS_GROWTH_LIMIT,
        `start ${mib(startRss)}, after the cached phase ${mib(cachedEndRss)}, peak ${mib(peakRss)}, end ${mib(endRss)} ` +
          `(${(endRss / Math.max(startRss, 1)).toFixed(2)}x)`,
      ),
    ],
    figures: [
      ['Requests/s (mean)', result.requests.average.toFixed(0)],
      ['Latency p50 / p99 / max', `${ms(result.latency.p50)} / ${ms(result.latency.p99)} / ${ms(result.latency.max)}`],
      ['Requests answered', `${result['2xx']} 2xx (${statuses})`],
      ['Rendered on every request: requests/s (mean)', rendered.requests.average.toFixed(0)],
      [
        'Rendered on every request: latency p50 / p99 / max',
        `${ms(rendered.latency.p50)} / ${ms(rendered.latency.p99)} / ${ms(rendered.latency.max)}`,
      ],
      ['Rendered on every request: answered', `${rendered['2xx']} 200, ${shed} 503 (queue full)`],
    ],
    notes: [
      "In the first phase each page is answered from the server's HTML cache after its first request (content does " +
        'not change during the run); the second phase renders every page. Compression is off (autocannon sends no ' +
        'Accept-Encoding).',
    ],
  }
}
