import express from 'express'
import { rateLimit } from 'express-rate-limit'
import { createContext, type RouterContextProvider } from 'react-router'
import { originIsThisSite } from '~/http/origin.server'
import { IN_MEMORY, type RateLimitStores } from '~/http/shared-rate-limits.server'

/** Set when this client has sent too many of a form: the action answers 429 with the form and this wait. */
export const formRateLimitedContext = createContext<{ retryAfterSeconds: number } | null>(null)

/** Why a submission was refused before it was read. */
export type RefusalReason = 'cross-site' | 'not-a-form' | 'too-large'

/** A submission refused before it was read: the action answers with this status and why, and stores nothing. */
export interface FormRefusal {
  status: 403 | 413 | 415
  reason: RefusalReason
  /** The body is a form small enough to read: the answers are shown again, so nothing typed is lost. */
  answersReadable: boolean
}

export const formRefusedContext = createContext<FormRefusal | null>(null)

/** What the guards found, for the form's action (which answers every refusal in the form's own page). */
export function submissionChecks(context: Readonly<RouterContextProvider>) {
  return { rateLimited: context.get(formRateLimitedContext), refused: context.get(formRefusedContext) }
}

/** The limits of one form: its largest body, and how many accepted submissions one client may send in a window. */
export interface FormLimits {
  /** The form's name, naming its counters in a shared store ('booking', 'report'). */
  name: string
  bodyLimitBytes: number
  rateLimit: number
  rateWindowMinutes: number
}

/**
 * Checks on every submission of the forms under a path (the booking forms, the problem reports) before
 * React Router reads it: same origin (403), a form body (415), not too large (413) and not too many from
 * one client (429). Each is passed on to the action, so the visitor gets the site's own form page with
 * the reason (and, where the request was a form, what they typed), never a bare text; nothing refused is
 * stored. Mounted by server/app.ts, one router (with counters of its own, named `limits.name`) per form.
 * The limits are counted in `rateLimits`: PostgreSQL, shared by every server, when the site has DATABASE_URL.
 */
export function formGuards(limits: FormLimits, rateLimits: RateLimitStores = IN_MEMORY): express.Router {
  const router = express.Router()
  const submitting = (request: express.Request) => request.method !== 'GET' && request.method !== 'HEAD'
  router.use((request, response, next) => {
    if (!submitting(request)) return next()
    const isForm =
      (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ===
      'application/x-www-form-urlencoded'
    const tooLarge = Number(request.headers['content-length'] ?? 0) > limits.bodyLimitBytes
    const refusal = refusalOf(request, isForm, tooLarge)
    if (refusal) {
      response.locals.formRefused = refusal
      // Refused here, with the site's own page: React Router's own check would answer a bare 'Bad Request'.
      delete request.headers.origin
    }
    next()
  })
  // Only accepted submissions (answered below 400: the redirect to the confirmation) count toward the limit,
  // so a visitor correcting their answers is never locked out. Refused ones have a limit of their own,
  // INVALID_LIMIT_FACTOR times higher, so scripted posts are still slowed (docs/decisions/0026).
  const windowMs = limits.rateWindowMinutes * 60_000
  router.use(
    rateLimit({
      windowMs,
      limit: limits.rateLimit,
      skip: (request) => !submitting(request),
      skipFailedRequests: true,
      store: rateLimits.store(`${limits.name}-accepted`),
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      handler: rateLimited,
    }),
  )
  router.use(
    rateLimit({
      windowMs,
      limit: limits.rateLimit * INVALID_LIMIT_FACTOR,
      skip: (request) => !submitting(request),
      skipSuccessfulRequests: true,
      store: rateLimits.store(`${limits.name}-refused`),
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
  response.locals.formRateLimited = { retryAfterSeconds }
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

function refusalOf(request: express.Request, isForm: boolean, tooLarge: boolean): FormRefusal | null {
  if (!sameOrigin(request)) return { status: 403, reason: 'cross-site', answersReadable: isForm && !tooLarge }
  if (!isForm) return { status: 415, reason: 'not-a-form', answersReadable: false }
  if (tooLarge) return { status: 413, reason: 'too-large', answersReadable: false }
  return null
}
