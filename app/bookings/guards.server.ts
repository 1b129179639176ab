import express from 'express'
import { rateLimit } from 'express-rate-limit'
import { createContext } from 'react-router'
import type { BookingSettings } from '~/config/env.server'
import { PRODUCT } from '~/shell/title'

/** Set when this client has sent too many booking forms: the action answers 429 with the form and this wait. */
export const bookingRateLimitedContext = createContext<{ retryAfterSeconds: number } | null>(null)

/**
 * Checks on every booking form submission before React Router reads it: same origin (403), a form body
 * (415), not too large (413) and not too many from one client (429, passed on to the action so the visitor
 * sees the form again with the reason). Mounted by server/app.ts on /booking.
 */
export function bookingGuards(settings: Pick<BookingSettings, 'BOOKING_BODY_LIMIT_BYTES' | 'BOOKING_RATE_LIMIT' | 'BOOKING_RATE_WINDOW_MINUTES'>): express.Router {
  const router = express.Router()
  const submitting = (request: express.Request) => request.method !== 'GET' && request.method !== 'HEAD'
  router.use((request, response, next) => {
    if (!submitting(request)) return next()
    if (!sameOrigin(request)) return refuse(response, 403, 'This form can only be sent from our own booking page. Go back to the booking page and send it from there.')
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase()
    if (type !== 'application/x-www-form-urlencoded') return refuse(response, 415, 'We could not read this request. Send the form from our booking page.')
    if (Number(request.headers['content-length'] ?? 0) > settings.BOOKING_BODY_LIMIT_BYTES) {
      return refuse(response, 413, 'Your request is too long to send. Shorten your message and try again, or call us.')
    }
    next()
  })
  // Only accepted requests (answered below 400: the redirect to the confirmation) count toward the limit,
  // so a visitor correcting their answers is never locked out. Refused ones have a limit of their own,
  // INVALID_LIMIT_FACTOR times higher, so scripted posts are still slowed (docs/decisions/0026).
  const windowMs = settings.BOOKING_RATE_WINDOW_MINUTES * 60_000
  router.use(
    rateLimit({
      windowMs,
      limit: settings.BOOKING_RATE_LIMIT,
      skip: (request) => !submitting(request),
      skipFailedRequests: true,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      handler: rateLimited,
    }),
  )
  router.use(
    rateLimit({
      windowMs,
      limit: settings.BOOKING_RATE_LIMIT * INVALID_LIMIT_FACTOR,
      skip: (request) => !submitting(request),
      skipSuccessfulRequests: true,
      standardHeaders: false,
      legacyHeaders: false,
      handler: rateLimited,
    }),
  )
  return router
}

/** How many times more refused submissions than accepted ones a client may send in a window. */
export const INVALID_LIMIT_FACTOR = 5

/** Over a limit: the action answers 429 with the form, the visitor's answers and this wait. */
const rateLimited: express.RequestHandler = (request, response, next) => {
  const resetTime = (request as express.Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime
  const retryAfterSeconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now()) - Date.now()) / 1000))
  response.set('Retry-After', String(retryAfterSeconds))
  response.locals.bookingRateLimited = { retryAfterSeconds }
  next()
}

/**
 * A browser names the site a form came from in Sec-Fetch-Site and in Origin. Refuse when either says
 * another site. Origin is 'null' when the page's referrer policy hides it (the site's policy is
 * 'same-origin', server/app.ts, so that it does not) or the form came from a sandboxed frame: then Sec-Fetch-Site must
 * vouch for it. A request with neither header is not from a browser, so it cannot carry a visitor's
 * trust: it goes on to the same validation as everyone else.
 */
function sameOrigin(request: express.Request): boolean {
  const site = request.headers['sec-fetch-site']
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false
  const origin = request.headers.origin
  if (origin === undefined) return true
  if (origin === 'null') return site !== undefined
  try {
    return new URL(origin).host === request.headers.host
  } catch {
    return false
  }
}

function refuse(response: express.Response, status: number, message: string) {
  response
    .status(status)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${status} - ${PRODUCT}</title></head>` +
        `<body><main><h1>We could not send your request</h1><p>${message}</p><p><a href="/">Go to the ${PRODUCT} home page</a></p></main></body></html>`,
    )
}
