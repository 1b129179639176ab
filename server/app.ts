import express from 'express'
import helmet from 'helmet'
import { createRequestHandler, RouterContextProvider } from 'react-router'
import { thirdPartySources } from '~/analytics/third-party.server'
import { env } from '~/config/env.server'
import {
  formGuards,
  formRateLimitedContext,
  formRefusedContext,
  type FormRefusal,
} from '~/form-submission/guards.server'
import { contentClient } from '~/content/client.server'
import { LIVE_EVENTS_PATH, liveEvents } from '~/content/live/live-events.server'
import { localStreamCounts, sharedStreamCounts } from '~/content/live/stream-counts.server'
import { hsdsCatalogue } from '~/hsds/catalogue.server'
import { documentRequestContext } from '~/http/document-request'
import { unreadableRequest } from '~/http/malformed-address.server'
import { crossSiteFormRefusal } from '~/shell/cross-site-form.server'
import { answerUnhandledError } from '~/shell/unhandled-error.server'
import { sendFetchResponse } from '~/http/send-fetch-response.server'
import { IN_MEMORY, sharedRateLimits } from '~/http/shared-rate-limits.server'
import { outageResponse } from '~/shell/outage.server'
import { FALLBACK_EXIT_URL } from '~/shell/fallback-shell'
import { EXIT_ROUTE } from '~/shell/safe-exit/exit-page'
import { exitRedirect } from '~/shell/safe-exit/exit-response.server'
import { PageCache } from '~/http/page-cache.server'
import { pageHandler } from '~/http/page-handler.server'
import { mediaRouter, type TransformerModule } from '~/content/media/router.server'
import { settingsQuery } from '~/content/queries/site'
import { LocalContentSource } from '~/content/source/local.server'
import { tileImageSource } from '~/locations/map-tiles'
import { searchIndex } from '~/search/search-index.server'
import { understanding } from '~/search/understanding/understanding.server'
import { servicesIndex } from '~/services/services-index.server'
import { siteStore } from '~/storage/store.server'
import { startSiteNotifier, stopSiteNotifier } from '~/outbox/site-notifier.server'
import { BOOKING_OUTBOX } from '~/bookings/notification.server'
import { PROBLEM_REPORT_OUTBOX } from '~/problem-reports/notification.server'
import { errorFields, log } from '~/logging/log.server'
import { siteMetrics } from '~/metrics/metrics.server'
import { pendingCounts } from '~/bookings/repository.server'
import { contentSecurityPolicy } from '~/security/csp.server'
import { PERMISSIONS_POLICY } from '~/security/permissions-policy'
import { cspNonceContext } from '~/security/nonce'
import { todayInSiteTimeZone } from '~/ui/dates'

/** Rendered pages kept in memory at most this long while content does not change: some show dates that move on. */
const PAGE_CACHE_TTL_MS = 5 * 60_000

export interface AppOptions {
  /** The built client's files (server/main.ts): served after the security headers, so they carry them too, and before the request log. */
  staticFiles?: express.RequestHandler[]
  /** What the processes that make images run (server/main.ts): the built file, or the source in development. */
  imageTransformer: TransformerModule
}

/**
 * The application: security headers, static files, request logs, health, media and the React Router handler.
 * server/main.ts adds compression and the listening socket around it.
 */
export async function createApp(options: AppOptions) {
  const settings = env()
  const content = await contentClient()
  // Warm the cache with what every page needs, without waiting: a content service that hangs must not
  // keep the server from listening. Until content comes, pages answer from the snapshot, the bundled
  // dataset or the 503 shell, and /readyz says which (issue 16).
  void content
    .fetch(settingsQuery)
    .catch((error: unknown) => log.warn('content not reachable at start-up', errorFields(error)))
  let draining = false
  const store = await siteStore()
  // Every outbox the notifier delivers: booking requests to intake teams, problem reports to the content team.
  await startSiteNotifier(store.db, [BOOKING_OUTBOX, PROBLEM_REPORT_OUTBOX], settings)
  // Limits every server counts together (PostgreSQL), or this process alone (the embedded database).
  const rateLimits = store.db.pool ? await sharedRateLimits(store.db.pool) : IN_MEMORY
  // Loading the pages' code holds the event loop (decision 0050): in production, do it before
  // listening, and hand React Router the build itself (given a function, it builds its route tree again
  // for every request, about a twentieth of a page's time); in development Vite loads it afresh for every request.
  const loadBuild = () => import('virtual:react-router/server-build')
  const build = settings.NODE_ENV === 'development' ? loadBuild : await loadBuild()
  // Every page's print header formats today's date: the process's first Intl formatter loads ICU's data
  // (decision 0050), here rather than in the first visitor's request.
  todayInSiteTimeZone()
  // The server listens at once (health checks answer), while the indexes are built in turns, one after
  // another. Pages wait once for the services index, which most page types read (lists, counts, the
  // finder). The search index comes next (a second or two on the large dataset): only the search page,
  // the suggestions, the finder's keywords and the HSDS search read it, and their first request waits
  // for it, while every other page is already answered. Then the HSDS catalogue, which only the HSDS API needs.
  const pagesReady = warmUp([servicesIndex])
  void pagesReady.then(() => warmUp([searchIndex, understanding, hsdsCatalogue]))

  const pageCache =
    settings.PAGE_CACHE_MB > 0 && settings.NODE_ENV !== 'development'
      ? new PageCache({ maxBytes: settings.PAGE_CACHE_MB * 1024 * 1024, ttlMs: PAGE_CACHE_TTL_MS })
      : null

  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', settings.TRUST_PROXY)
  // The Studio's Presentation tool shows pages in a frame on its own origin: that origin, and no other, may frame them.
  const studioOrigin = settings.SANITY_STUDIO_URL ? new URL(settings.SANITY_STUDIO_URL).origin : undefined
  const thirdParty = thirdPartySources(settings)
  const policy = {
    images: [tileImageSource(settings.MAP_TILE_URL), ...thirdParty.images],
    scripts: thirdParty.scripts,
    connections: thirdParty.connections,
    frameAncestors: studioOrigin ? [studioOrigin] : [],
  }
  app.use(
    helmet({
      // Set below: every answer gets the site's policy; pages replace it with one that names their inline scripts' hashes.
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      // Other sites learn nothing of the page a visitor came from (a search address says a lot about
      // them); this site's own form posts still carry their origin for the booking same-origin check.
      referrerPolicy: { policy: 'same-origin' },
      // X-Frame-Options cannot name another origin: with a Studio, CSP frame-ancestors alone says who may frame the site.
      xFrameOptions: studioOrigin ? false : { action: 'sameorigin' },
    }),
  )
  const defaultPolicy = contentSecurityPolicy(policy)
  app.use((_request, response, next) => {
    response.set('Content-Security-Policy', defaultPolicy)
    response.set('Permissions-Policy', PERMISSIONS_POLICY)
    next()
  })
  // Operators' metrics (METRICS_PORT): every request is timed, static files included; they are served on their own port (server/main.ts).
  const metrics = settings.METRICS_PORT
    ? siteMetrics(
        {
          contentState: () => content.source.status().state,
          pageCache: () => (pageCache ? { entries: pageCache.size, bytes: pageCache.bytes } : null),
          imageWork: () => media?.imageWork() ?? null,
          liveStreams: () => live.connections,
          bookingsPending: () => pendingCounts(store.db),
        },
        typeof build === 'function' ? null : build.routes,
      )
    : null
  if (metrics) app.use(metrics.measure)
  // An address that cannot be decoded, or a method the Fetch API refuses, is no file's: the page handler
  // answers it in the site's own shell (app/http/malformed-address.server.ts), never a static handler's bare text.
  for (const handler of options.staticFiles ?? [])
    app.use((request, response, next) =>
      unreadableRequest(request.method, request.path) ? next() : handler(request, response, next),
    )
  app.use(requestLog)

  // Images are made by the local backend only (Sanity's CDN makes them otherwise).
  const media =
    content.source instanceof LocalContentSource
      ? mediaRouter(content.source, settings, options.imageTransformer)
      : null

  const liveCounts = store.db.pool ? sharedStreamCounts(store.db) : localStreamCounts()
  const live = liveEvents(
    content,
    { perClient: settings.LIVE_STREAMS_PER_CLIENT, total: settings.LIVE_STREAMS_TOTAL },
    { counts: liveCounts },
  )

  // Liveness: the process answers. Whether its content is fresh is /readyz's question.
  app.get('/healthz', (_request, response) => {
    response.set('Cache-Control', 'no-store').json({
      status: 'ok',
      content: content.source.name,
      contentVersion: content.version,
      liveStreams: live.connections,
      images: media?.imageWork(),
    })
  })
  // Readiness: 200 only while fresh content is served and the server is not shutting down.
  app.get('/readyz', (_request, response) => {
    const status = content.source.status()
    response.set('Cache-Control', 'no-store')
    if (draining)
      return void response
        .status(503)
        .json({ status: 'not ready', content: 'draining', reason: 'the server is shutting down' })
    if (status.state !== 'fresh')
      return void response.status(503).json({ status: 'not ready', content: status.state, reason: status.reason })
    response.json({ status: 'ready', content: 'fresh', contentVersion: content.version })
  })
  // No content at all: pages answer the 503 shell at once rather than a render that cannot succeed.
  // 'Exit this page' without scripts still leaves then, for the built-in exit site (app/routes/exit.ts).
  app.use((request, response, next) => {
    if (content.source.status().state !== 'none') return next()
    if (request.path === EXIT_ROUTE) return void sendFetchResponse(response, exitRedirect(FALLBACK_EXIT_URL))
    void sendFetchResponse(response, outageResponse(new URL(request.originalUrl, 'http://site')))
  })

  // Open pages hear of content changes here and refetch (app/content/live): one stream per browser, its tabs share it.
  app.all(LIVE_EVENTS_PATH, live.handler)

  if (media) app.use('/media', media.router)
  // Forms that send something to staff: each checked before React Router reads it, with limits of its own.
  app.use(
    '/booking',
    formGuards(
      {
        name: 'booking',
        bodyLimitBytes: settings.BOOKING_BODY_LIMIT_BYTES,
        rateLimit: settings.BOOKING_RATE_LIMIT,
        rateWindowMinutes: settings.BOOKING_RATE_WINDOW_MINUTES,
      },
      rateLimits,
    ),
  )
  app.use(
    '/report',
    formGuards(
      {
        name: 'report',
        bodyLimitBytes: settings.REPORT_BODY_LIMIT_BYTES,
        rateLimit: settings.REPORT_RATE_LIMIT,
        rateWindowMinutes: settings.REPORT_RATE_WINDOW_MINUTES,
      },
      rateLimits,
    ),
  )

  // A form from another website to any other page: the site's own refusal page, not React Router's bare text.
  app.use((request, response, next) => {
    const refusal = crossSiteFormRefusal(request)
    if (refusal) return void sendFetchResponse(response, refusal)
    next()
  })

  const handle = withOutageShell(
    createRequestHandler(build, settings.NODE_ENV === 'development' ? 'development' : 'production'),
    () => content.source.status().state === 'none',
  )
  if (settings.NODE_ENV !== 'development') await renderBeforeListening(handle, settings.SITE_URL)
  // Mounted without a path pattern: a pattern's parameters are decoded by Express, which answers a
  // broken percent-encoding with its own bare 400 page; React Router answers it in the site's shell
  // (app/http/malformed-address.server.ts).
  app.use(
    pageHandler({
      handle,
      ready: pagesReady,
      cache: pageCache,
      contentVersion: () => content.version,
      policy,
      loadContext: (_request, response, nonce) => {
        const context = new RouterContextProvider()
        context.set(cspNonceContext, nonce)
        context.set(
          formRateLimitedContext,
          (response.locals.formRateLimited as { retryAfterSeconds: number } | undefined) ?? null,
        )
        context.set(formRefusedContext, (response.locals.formRefused as FormRefusal | undefined) ?? null)
        return context
      },
    }),
  )

  // Last: whatever an Express piece throws is answered in the site's words and logged as one JSON line.
  app.use(answerUnhandledError)

  return {
    app,
    settings,
    /** GET /metrics, for server/main.ts to serve on METRICS_PORT; null when METRICS_PORT is not set. */
    metrics: metrics?.serve ?? null,
    /** Shutdown has begun and the process exits within `graceMs`: readiness fails from now on, and image work is wound up in time. */
    drain: (graceMs: number) => {
      draining = true
      media?.drain(graceMs)
    },
    endStreams: () => live.close(),
    close: async () => {
      // The live streams' rows go before the database they are in, and the notifier stops before it too.
      await live.stop()
      await Promise.all([content.close(), stopSiteNotifier().then(() => store.close()), media?.close()])
    },
  }
}

/** Longest the server waits, before it listens, for the page it renders to warm V8 up (renderBeforeListening). */
const START_UP_RENDER_LIMIT_MS = 1_000

/**
 * V8 compiles React's server renderer, the site's layout and the queries every page makes the first
 * time it renders a page: on the large dataset the first visitor's page held the event loop, and a
 * health check asked meanwhile waited as long (issue 10: /healthz within 100 ms at any moment;
 * decision 0050 has the figures). A page nobody asked for (the page-not-found page, which needs neither index) is rendered
 * here instead, before the server listens. Content that is slow to come must not keep the server from
 * listening: after START_UP_RENDER_LIMIT_MS the server listens and the render finishes on its own.
 */
async function renderBeforeListening(
  handle: (request: Request, context: RouterContextProvider) => Promise<Response>,
  siteUrl: string,
) {
  const context = new RouterContextProvider()
  context.set(documentRequestContext, true)
  const rendered = handle(new Request(new URL('/404', siteUrl)), context)
    .then((answer) => answer.arrayBuffer())
    .catch((error: unknown) => log.warn('the page rendered at start-up failed', errorFields(error)))
  await Promise.race([rendered, new Promise((resolve) => setTimeout(resolve, START_UP_RENDER_LIMIT_MS).unref())])
}

/** A render that failed because no content can be had answers the 503 shell, never a bare 500. */
function withOutageShell<Context>(
  handle: (request: Request, context: Context) => Promise<Response>,
  unavailable: () => boolean,
) {
  return async (request: Request, context: Context) => {
    const answer = await handle(request, context)
    return answer.status >= 500 && unavailable() ? outageResponse(new URL(request.url)) : answer
  }
}

/**
 * Makes each piece in turn (one at a time keeps the memory the builds need for a moment low) and
 * resolves when all are made or have failed; a failure is logged, and its first request tries again.
 */
async function warmUp(pieces: Array<() => Promise<unknown>>): Promise<void> {
  for (const piece of pieces) {
    const started = performance.now()
    await piece().then(
      () => log.info('ready', { piece: piece.name, ms: Math.round(performance.now() - started) }),
      (error: unknown) => log.warn('could not prepare at start-up', { piece: piece.name, ...errorFields(error) }),
    )
  }
}

/** One line a request: method, path without the query string (it can hold search terms), status, time. */
function requestLog(request: express.Request, response: express.Response, next: express.NextFunction) {
  const started = process.hrtime.bigint()
  // Read now: a router mounted on a prefix (/booking, /report) strips it from request.path while it runs.
  const path = request.path
  response.on('finish', () => {
    log.info('request', {
      method: request.method,
      path,
      status: response.statusCode,
      ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
    })
  })
  next()
}
