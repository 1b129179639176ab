import express from 'express'
import helmet from 'helmet'
import { createRequestHandler, RouterContextProvider } from 'react-router'
import { thirdPartySources } from '~/analytics/third-party.server'
import { bookingGuards, bookingRateLimitedContext } from '~/bookings/guards.server'
import { bookingStore } from '~/bookings/store.server'
import { env } from '~/config/env.server'
import { contentClient } from '~/content/client.server'
import { hsdsCatalogue } from '~/hsds/catalogue.server'
import { PageCache } from '~/http/page-cache.server'
import { pageHandler } from '~/http/page-handler.server'
import { mediaRouter } from '~/content/media/router.server'
import { settingsQuery } from '~/content/queries/site'
import { LocalContentSource } from '~/content/source/local.server'
import { tileImageSource } from '~/locations/map-tiles'
import { searchIndex } from '~/search/search-index.server'
import { servicesIndex } from '~/services/services-index.server'
import { errorFields, log } from '~/logging/log.server'
import { contentSecurityPolicy } from '~/security/csp.server'
import { cspNonceContext } from '~/security/nonce'

/** Rendered pages kept in memory at most this long while content does not change: some show dates that move on. */
const PAGE_CACHE_TTL_MS = 5 * 60_000

/**
 * The application: security headers, request logs, health, media and the React Router handler.
 * server/main.ts adds compression, static files and the listening socket around it.
 */
export async function createApp() {
  const settings = env()
  const content = await contentClient()
  // Warm the cache with what every page needs. A content service that is down now may be back soon:
  // start anyway, and let pages answer with the error page until it is.
  await content.fetch(settingsQuery).catch((error: unknown) => log.warn('content not reachable at start-up', errorFields(error)))
  const bookings = await bookingStore()
  // Loading the pages' code holds the event loop a few hundred milliseconds: in production, do it before
  // listening, and hand React Router the build itself (given a function, it builds its route tree again
  // for every request, about a twentieth of a page's time); in development Vite loads it afresh for every request.
  const loadBuild = () => import('virtual:react-router/server-build')
  const build = settings.NODE_ENV === 'development' ? loadBuild : await loadBuild()
  // The server listens at once (health checks answer), while the indexes are built in turns; pages wait
  // for the finder's and the search's once, so no visitor's first page of a kind waits for an index of
  // its own (the search index alone takes a second or two on the large dataset). The HSDS catalogue is
  // made next, without holding pages up: only the HSDS API needs it, and its first request waits for it.
  const warm = warmUp([servicesIndex, searchIndex])
  void warm.then(() => warmUp([hsdsCatalogue]))

  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', settings.TRUST_PROXY)
  app.use(requestLog)
  const thirdParty = thirdPartySources(settings)
  const policy = { images: [tileImageSource(settings.MAP_TILE_URL), ...thirdParty.images], scripts: thirdParty.scripts, connections: thirdParty.connections }
  app.use(
    helmet({
      // Set below: every answer gets the site's policy; pages replace it with one that names their inline scripts' hashes.
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      // Other sites learn nothing of the page a visitor came from (a search address says a lot about
      // them); this site's own form posts still carry their origin for the booking same-origin check.
      referrerPolicy: { policy: 'same-origin' },
    }),
  )
  const defaultPolicy = contentSecurityPolicy(policy)
  app.use((_request, response, next) => {
    response.set('Content-Security-Policy', defaultPolicy)
    next()
  })

  app.get('/healthz', (_request, response) => {
    response.set('Cache-Control', 'no-store').json({ status: 'ok', content: content.source.name, contentVersion: content.version })
  })

  if (content.source instanceof LocalContentSource) app.use('/media', mediaRouter(content.source))
  app.use('/booking', bookingGuards(settings))

  // Mounted without a path pattern: a pattern's parameters are decoded by Express, which answers a
  // broken percent-encoding with its own bare 400 page; React Router answers it in the site's shell
  // (app/http/malformed-address.server.ts).
  app.use(
    pageHandler({
      handle: createRequestHandler(build, settings.NODE_ENV === 'development' ? 'development' : 'production'),
      ready: warm,
      cache: settings.PAGE_CACHE_MB > 0 && settings.NODE_ENV !== 'development' ? new PageCache({ maxBytes: settings.PAGE_CACHE_MB * 1024 * 1024, ttlMs: PAGE_CACHE_TTL_MS }) : null,
      contentVersion: () => content.version,
      policy,
      loadContext: (_request, response, nonce) => {
        const context = new RouterContextProvider()
        context.set(cspNonceContext, nonce)
        context.set(bookingRateLimitedContext, (response.locals.bookingRateLimited as { retryAfterSeconds: number } | undefined) ?? null)
        return context
      },
    }),
  )

  return {
    app,
    settings,
    close: async () => {
      await Promise.all([content.close(), bookings.close()])
    },
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
  // Read now: a router mounted on a prefix (/booking) strips it from request.path while it runs.
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
