/**
 * Scenario 6: abuse does not hurt other visitors. While slow clients hold connections open (headers sent
 * a byte at a time, never finished), one address floods the lead endpoint and clients announce
 * oversized bodies, ordinary visitors load the home page: they must get every answer, not much slower
 * than without the abuse; the flood is answered 429 (JSON, Retry-After) and stores at most the rate
 * limit; oversized bodies get 413 without being read.
 */
import net from 'node:net'

import autocannon from 'autocannon'

import { origin, SCENARIO_TITLES, SERVER_PORT } from './config'
import type { LoadContext } from './context'
import { withDatabase } from './postgres'
import { check, ms } from './report'
import type { Section } from './report'

const VISITOR_CONNECTIONS = 10
const BASELINE_SECONDS = 5
const ABUSE_SECONDS = 15
const SLOW_CLIENTS = 300
const FLOOD_CONNECTIONS = 50
const OVERSIZED_REQUESTS = 20
/** The shipped LEAD_RATE_LIMIT: leads one address may send per window. */
const RATE_LIMIT = 5
/** Visitors' p99 under abuse may be this many times the baseline's (or 500 ms, whichever is larger). */
const SLOWDOWN_LIMIT = 5

/** A connection that sends the start of a request and then a header byte every 2 s, never finishing. */
function slowClient(): { stop: () => void } {
  const socket = net.connect(SERVER_PORT, '127.0.0.1')
  socket.on('error', () => undefined)
  socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ')
  const timer = setInterval(() => socket.write('a'), 2000)
  return {
    stop: () => {
      clearInterval(timer)
      socket.destroy()
    },
  }
}

function visitors(seconds: number): Promise<autocannon.Result> {
  return autocannon({ url: `${origin}/`, connections: VISITOR_CONNECTIONS, duration: seconds })
}

function flood({ address, seconds }: { address: string; seconds: number }): Promise<autocannon.Result> {
  return autocannon({
    url: `${origin}/api/leads/capture`,
    connections: FLOOD_CONNECTIONS,
    duration: seconds,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify({ name: 'Flood', email: `flood@${address}.example.com`, phone: '(714) 555-0100' }),
  })
}

/**
 * Announces a 40 MB body over a raw connection (fetch refuses a length it does not send) and sends a few
 * bytes of it: the answer must come at once, without the rest.
 */
function oversized(): Promise<{ status: number; ms: number; isJson: boolean }> {
  const started = Date.now()
  return new Promise((resolve) => {
    const socket = net.connect(SERVER_PORT, '127.0.0.1')
    let received = ''
    const finish = () => {
      socket.destroy()
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0)
      const body = received.split('\r\n\r\n').slice(1).join('\r\n\r\n')
      const isJson = /"error":"/.test(body)
      resolve({ status, ms: Date.now() - started, isJson })
    }
    socket.setTimeout(10_000, finish)
    socket.on('error', finish)
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8')
      if (/\r\n\r\n[\s\S]*\}/.test(received)) finish()
    })
    socket.on('end', finish)
    socket.write(
      'POST /api/leads/capture HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${40 * 1024 * 1024}\r\n\r\n{"name":"`,
    )
  })
}

const p99 = (result: autocannon.Result) => result.latency.p99
const failures = (result: autocannon.Result) => result.errors + result.timeouts + result.non2xx

export async function runAbuseScenario(context: LoadContext): Promise<Section> {
  console.log(`Visitors alone for ${BASELINE_SECONDS} s, then with abuse for ${ABUSE_SECONDS} s ...`)
  const baseline = await visitors(BASELINE_SECONDS)
  const address = `198.51.100.${1 + (Number.parseInt(context.runId.slice(0, 2), 16) % 250)}`
  const slowClients = Array.from({ length: SLOW_CLIENTS }, slowClient)
  const [underAbuse, flooded, oversizedAnswers] = await Promise.all([
    visitors(ABUSE_SECONDS),
    flood({ address, seconds: ABUSE_SECONDS }),
    Promise.all(Array.from({ length: OVERSIZED_REQUESTS }, oversized)),
  ])
  slowClients.forEach((client) => client.stop())
  const storedCount = await withDatabase(context.postgres.url, async (client) => {
    const { rows } = await client.query<{ count: number }>('select count(*)::int as count from leads where email = $1', [
      `flood@${address}.example.com`,
    ])
    return rows[0]?.count ?? 0
  })
  const floodStatuses = Object.entries(flooded.statusCodeStats ?? {})
  const tooMany = flooded.statusCodeStats?.['429']?.count ?? 0
  const floodAnswers = floodStatuses.reduce((sum, [, stat]) => sum + (stat.count ?? 0), 0)
  const allowedP99 = Math.max(SLOWDOWN_LIMIT * p99(baseline), 500)

  return {
    scenario: 'abuse',
    title: SCENARIO_TITLES.abuse,
    method:
      `${VISITOR_CONNECTIONS} visitor connections load / for ${BASELINE_SECONDS} s alone, then for ` +
      `${ABUSE_SECONDS} s while ${SLOW_CLIENTS} slow clients hold connections open (request headers sent a ` +
      `byte every 2 s, never finished), ${FLOOD_CONNECTIONS} connections flood POST /api/leads/capture from ` +
      `one address, and ${OVERSIZED_REQUESTS} requests announce a 40 MB body and send a few bytes of it.`,
    checks: [
      check('visitors: no error, timeout or non-2xx under abuse', failures(underAbuse) === 0, `${failures(underAbuse)}`),
      check(
        `visitors: p99 under abuse ≤ ${SLOWDOWN_LIMIT}x alone (or 500 ms)`,
        p99(underAbuse) <= allowedP99,
        `${ms(p99(underAbuse))} vs ${ms(p99(baseline))} alone`,
      ),
      check(
        'flood: answered 429 beyond the rate limit',
        floodAnswers > 0 && tooMany >= floodAnswers - RATE_LIMIT,
        `${tooMany} of ${floodAnswers} answers 429`,
      ),
      check(`flood: at most ${RATE_LIMIT} leads stored`, storedCount <= RATE_LIMIT, `${storedCount} stored`),
      check(
        'oversized bodies: 413 JSON within 2 s, body not read',
        oversizedAnswers.every((answer) => answer.status === 413 && answer.isJson && answer.ms < 2000),
        `${oversizedAnswers.filter((answer) => answer.status === 413).length}/${OVERSIZED_REQUESTS} 413, slowest ` +
          ms(Math.max(...oversizedAnswers.map((answer) => answer.ms))),
      ),
    ],
    figures: [
      ['Visitors alone: requests/s, p50 / p99', `${Math.round(baseline.requests.average)}, ${ms(baseline.latency.p50)} / ${ms(p99(baseline))}`],
      ['Visitors under abuse: requests/s, p50 / p99', `${Math.round(underAbuse.requests.average)}, ${ms(underAbuse.latency.p50)} / ${ms(p99(underAbuse))}`],
      ['Flood answers', floodStatuses.map(([code, stat]) => `${code}: ${stat.count}`).join(', ')],
      ['Flood latency p50 / p99', `${ms(flooded.latency.p50)} / ${ms(p99(flooded))}`],
    ],
    notes: [],
  }
}
