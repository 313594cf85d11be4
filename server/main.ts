/**
 * The one process: database, Payload (inside Next, for /admin and /api), the site's static files and
 * server renderer, all on one port. `npm start` runs it in production mode, `npm run dev` in development.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import type { Payload } from 'payload'
import type { ViteDevServer } from 'vite'

import { env, LOCAL_PAYLOAD_SECRET, productionSecretProblems, uploadsDir } from '../cms/env'
import { closePayload, loadPayload, migrateAndSeed, openDatabase, startJobs, type Database } from './boot'
import { buildIfStale } from './build'
import { listenForChanges, type ChangeFeed } from './change-feed'
import { DatabaseHealth } from './database-health'
import { EventHub } from './events'
import { createHealthEndpoints } from './health-endpoints'
import { HtmlCache } from './html-cache'
import { invalidateResponseCache } from '../cms/endpoints/response-cache'
import { closeServer, onShutdown } from './lifecycle'
import { log, logError } from './log'
import { createDevelopmentRenderer, createProductionRenderer } from './renderer'
import { createApiHandler } from './payload-api'
import { createRequestHandler, type NodeHandler } from './request-handler'
import { createSeoFiles, createSitemapCache } from './seo-files'
import { StartupError } from './startup-error'

const root = path.resolve(import.meta.dirname, '..')
const HTML_MAX_AGE_MS = 24 * 60 * 60 * 1000

type Running = {
  server: http.Server
  database?: Database
  payload?: Payload
  feed?: ChangeFeed
  events?: EventHub
  stopJobs?: () => Promise<void>
  health?: DatabaseHealth
  nextApp?: { close?: () => Promise<void> }
  vite?: ViteDevServer
}

function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(new StartupError(`Port ${port} is already in use. Stop the other server or set PORT.`))
      else if (error.code === 'EACCES') reject(new StartupError(`Port ${port} needs privileges this user lacks. Set PORT above 1024.`))
      else reject(error)
    })
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port))
  })
}

async function startNext({ isDev, port }: { isDev: boolean; port: number }) {
  const { default: createNext } = await import('next')
  const nextApp = createNext({ dev: isDev, dir: path.join(root, 'cms'), hostname: 'localhost', port, quiet: !isDev })
  await nextApp.prepare()
  return nextApp
}

export async function runServer({ isDev }: { isDev: boolean }): Promise<void> {
  const problems = productionSecretProblems()
  if (problems.length) {
    console.error(`Refusing to start in production:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    process.exit(1)
  }
  if (env.DEPLOYMENT_ENV === 'local' && env.PAYLOAD_SECRET === LOCAL_PAYLOAD_SECRET) {
    log('Using the local-use secrets (see README). On a real deployment set NODE_ENV=production and real secrets.')
  }

  let handler: NodeHandler = (_req, res) => {
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' })
    res.end('Starting up, try again in a few seconds.')
  }
  const running: Running = { server: http.createServer((req, res) => void handler(req, res)) }
  // Idle keep-alive connections outlive a load balancer's usual 60 s idle timeout (docs/operations.md).
  running.server.keepAliveTimeout = 65_000
  running.server.headersTimeout = 66_000
  // A whole request (headers and body) within 2 minutes: a slow client cannot hold a connection open
  // forever; a 30 MB media upload still fits at 2 Mbit/s.
  running.server.requestTimeout = 120_000

  let draining = false
  const isDraining = () => draining
  const shutdown = onShutdown(() => [
    // Readiness fails from now on, so a load balancer stops sending new requests.
    { name: 'readiness', run: () => void (draining = true) },
    // Vite and the event streams first: open streams would hold the server open.
    { name: 'vite', run: () => running.vite?.close() },
    { name: 'event streams', run: () => running.events?.close() },
    { name: 'stop accepting and finish requests', run: () => closeServer(running.server) },
    { name: 'change feed', run: () => running.feed?.stop() },
    { name: 'database checks', run: () => running.health?.stop() },
    { name: 'jobs', run: () => running.stopJobs?.() },
    { name: 'next', run: () => running.nextApp?.close?.() },
    { name: 'payload', run: () => closePayload(running.payload ?? null) },
    { name: 'database', run: () => running.database?.embedded?.stop() },
  ])

  try {
    // Take the port first: a clear error before any work if it is taken.
    const port = await listen(running.server, env.PORT, env.HOST)
    if (!isDev) await buildIfStale({ log })
    running.database = await openDatabase()
    running.payload = await loadPayload()
    await migrateAndSeed(running.payload, { url: running.database.url, seedIfEmpty: env.SEED_ON_START })
    running.stopJobs = await startJobs(running.payload)
    const health = new DatabaseHealth({
      url: running.database.url,
      onChange: (status) =>
        status.isUp ? log('Database reachable again') : logError('Database unreachable', new Error(status.lastError ?? '')),
    })
    running.health = health
    health.start()

    const cache = new HtmlCache(isDev ? 0 : env.HTML_CACHE_ENTRIES, HTML_MAX_AGE_MS)
    const events = new EventHub()
    running.events = events
    const sitemap = createSitemapCache({ payload: running.payload, siteUrl: env.SITE_URL })
    running.feed = listenForChanges({
      url: running.database.url,
      onChange: (change) => {
        cache.clear()
        sitemap.invalidate()
        invalidateResponseCache()
        events.publish(change)
      },
    })

    const nextApp = await startNext({ isDev, port })
    running.nextApp = nextApp as Running['nextApp']
    const handleNext = nextApp.getRequestHandler()

    const renderContext = {
      apiOrigin: `http://127.0.0.1:${port}`,
      siteUrl: env.SITE_URL,
      onError: (error: unknown) => logError('Page data or render error', error),
      changeCursor: () => events.cursor,
    }
    if (isDev) {
      const { createServer } = await import('vite')
      running.vite = await createServer({
        root,
        server: { middlewareMode: true, ws: { server: running.server } },
        appType: 'custom',
      })
      const upgrade = nextApp.getUpgradeHandler()
      running.server.on('upgrade', (req, socket, head) => {
        if (req.url?.startsWith('/_next/')) void upgrade(req, socket, head)
      })
    }
    const renderPage = running.vite
      ? createDevelopmentRenderer(running.vite, renderContext)
      : await createProductionRenderer(renderContext)

    handler = createRequestHandler({
      handleNext: (req, res) => handleNext(req, res),
      handleApi: createApiHandler(running.payload.config, { database: health }),
      events,
      renderPage,
      cache,
      uploadsDir,
      clientDir: isDev ? undefined : path.join(root, 'dist/client'),
      devMiddleware: running.vite?.middlewares,
      seoFiles: createSeoFiles({ sitemap, siteUrl: env.SITE_URL }),
      health: createHealthEndpoints({ database: health, isDraining }),
      database: health,
    })
    log(`Ready on http://localhost:${port} (site /, admin /admin, API /api)`)
  } catch (error) {
    if (error instanceof StartupError) console.error(`\n${error.message}\n`)
    else logError('Start-up failed', error)
    await shutdown('Start-up failed', 1)
  }
}
