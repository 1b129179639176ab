import express from 'express'
import { rateLimit } from 'express-rate-limit'
import { createContext } from 'react-router'
import type { BookingSettings } from '~/config/env.server'
import { originIsThisSite } from '~/http/origin.server'
import { IN_MEMORY, type RateLimitStores } from '~/http/shared-rate-limits.server'

/** Set when this client has sent too many booking forms: the action answers 429 with the form and this wait. */
export const bookingRateLimitedContext = createContext<{ retryAfterSeconds: number } | null>(null)

/** A submission refused before it was read: the action answers with this status and problem, and stores nothing. */
export interface BookingRefusal {
  status: 403 | 413 | 415
  problem: string
  /** The body is a form small enough to read: the answers are shown again, so nothing typed is lost. */
  answersReadable: boolean
}

export const bookingRefusedContext = createContext<BookingRefusal | null>(null)

/**
 * Checks on every booking form submission before React Router reads it: same origin (403), a form body
 * (415), not too large (413) and not too many from one client (429). Each is passed on to the action, so
 * the visitor gets the site's own booking page with the reason (and, where the request was a form, what
 * they typed), never a bare text; nothing refused is stored. Mounted by server/app.ts on /booking. The
 * limits are counted in `rateLimits`: PostgreSQL, shared by every server, when the site has DATABASE_URL.
 */
export function bookingGuards(
  settings: Pick<BookingSettings, 'BOOKING_BODY_LIMIT_BYTES' | 'BOOKING_RATE_LIMIT' | 'BOOKING_RATE_WINDOW_MINUTES'>,
  rateLimits: RateLimitStores = IN_MEMORY,
): express.Router {
  const router = express.Router()
  const submitting = (request: express.Request) => request.method !== 'GET' && request.method !== 'HEAD'
  router.use((request, response, next) => {
    if (!submitting(request)) return next()
    const isForm = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded'
    const tooLarge = Number(request.headers['content-length'] ?? 0) > settings.BOOKING_BODY_LIMIT_BYTES
    const refusal = refusalOf(request, isForm, tooLarge)
    if (refusal) {
      response.locals.bookingRefused = refusal
      // Refused here, with the site's own page: React Router's own check would answer a bare 'Bad Request'.
      delete request.headers.origin
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
      store: rateLimits.store('booking-accepted'),
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
      store: rateLimits.store('booking-refused'),
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
 * another site, or Origin says 'null' (an opaque origin: a sandboxed frame, or a browser that hides it),
 * as React Router does. A request with neither header is not from a browser, so it cannot carry a
 * visitor's trust: it goes on to the same validation as everyone else.
 */
function sameOrigin(request: express.Request): boolean {
  const site = request.headers['sec-fetch-site']
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false
  const origin = request.headers.origin
  return origin === undefined || originIsThisSite(origin, request.headers.host)
}

function refusalOf(request: express.Request, isForm: boolean, tooLarge: boolean): BookingRefusal | null {
  if (!sameOrigin(request)) {
    return {
      status: 403,
      problem:
        'This form can only be sent from our own booking page, and your browser did not say it was, so we have not sent it. Your answers are below: send it again from this page, or call us.',
      answersReadable: isForm && !tooLarge,
    }
  }
  if (!isForm) return { status: 415, problem: 'We could not read this request. Send the form from our booking page: fill it in below, or call us.', answersReadable: false }
  if (tooLarge) return { status: 413, problem: 'Your request is too long to send. Shorten your message and try again, or call us.', answersReadable: false }
  return null
}
