import { randomBytes } from 'node:crypto'
import { createRequestHandler } from '@react-router/express'
import express from 'express'
import helmet from 'helmet'
import { RouterContextProvider } from 'react-router'
import { bookingGuards, bookingRateLimitedContext } from '~/bookings/guards.server'
import { bookingStore } from '~/bookings/store.server'
import { env } from '~/config/env.server'
import { contentClient } from '~/content/client.server'
import { mediaRouter } from '~/content/media/router.server'
import { settingsQuery } from '~/content/queries/site'
import { LocalContentSource } from '~/content/source/local.server'
import { tileImageSource } from '~/locations/map-tiles'
import { errorFields, log } from '~/logging/log.server'
import { cspNonceContext } from '~/security/nonce'

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
  // Bookings must be storable before the site answers: open the database and run its migrations now.
  const bookings = await bookingStore()

  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', settings.TRUST_PROXY)
  app.use(requestLog)
  app.use((_request, response, next) => {
    response.locals.cspNonce = randomBytes(16).toString('base64')
    next()
  })
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'", (_request, response) => `'nonce-${(response as express.Response).locals.cspNonce}'`],
          'img-src': ["'self'", 'data:', 'https://cdn.sanity.io', tileImageSource(settings.MAP_TILE_URL)],
          'style-src': ["'self'", "'unsafe-inline'"],
          'connect-src': ["'self'", 'https://*.api.sanity.io', 'wss://*.api.sanity.io'],
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // Other sites learn nothing of the page a visitor came from (a search address says a lot about
      // them); this site's own form posts still carry their origin for the booking same-origin check.
      referrerPolicy: { policy: 'same-origin' },
    }),
  )

  app.get('/healthz', (_request, response) => {
    response.set('Cache-Control', 'no-store').json({ status: 'ok', content: content.source.name, contentVersion: content.version })
  })

  if (content.source instanceof LocalContentSource) app.use('/media', mediaRouter(content.source))
  app.use('/booking', bookingGuards(settings))

  app.all(
    '/{*path}',
    createRequestHandler({
      build: () => import('virtual:react-router/server-build'),
      mode: settings.NODE_ENV === 'development' ? 'development' : 'production',
      getLoadContext: (_request, response) => {
        const context = new RouterContextProvider()
        context.set(cspNonceContext, response.locals.cspNonce as string)
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
