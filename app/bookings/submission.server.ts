import { randomUUID } from 'node:crypto'
import { data, href, redirect } from 'react-router'
import { env } from '~/config/env.server'
import type { ForPage } from '~/content/for-page'
import type { BookingPageQueryResult } from '~/content/sanity.types'
import { log } from '~/logging/log.server'
import { formValues, HONEYPOT_FIELD, IDEMPOTENCY_FIELD, OPTIONAL_SECTIONS, validateBooking, type FieldErrors, type FormValues, type OptionalSection } from './form'
import type { BookingRefusal } from './guards.server'
import { IdempotencyKeyReused, submitRequest } from './repository.server'
import { bookingStore } from './store.server'

export type BookingPage = ForPage<NonNullable<BookingPageQueryResult>>

/** What the server's guards found before the action (app/bookings/guards.server.ts). */
export interface SubmissionChecks {
  rateLimited: { retryAfterSeconds: number } | null
  refused: BookingRefusal | null
}

/** What the booking page shows again when a submission is not accepted: why, and what the visitor typed. */
export interface SubmissionProblem {
  /** A problem with the whole submission, shown at the top of the error summary. */
  problem: string | null
  errors: FieldErrors
  values: FormValues
  idempotencyKey: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const askedSections = (booking: Pick<BookingPage, 'askFor'>): OptionalSection[] => OPTIONAL_SECTIONS.filter((section) => booking.askFor?.includes(section))

class TooLarge extends Error {}

/** The body as form fields, read no further than the limit (a body without Content-Length is counted as it arrives). */
async function readForm(request: Request, limitBytes: number): Promise<URLSearchParams> {
  if (!request.body) return new URLSearchParams()
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of request.body) {
    size += chunk.byteLength
    if (size > limitBytes) throw new TooLarge()
    chunks.push(chunk)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

/**
 * Handles a booking form submission (the page's action). Accepted: stored with its notification, then
 * 303 to the confirmation page (post, redirect, get). Not accepted: the form again, with a 4xx status,
 * the reasons and everything the visitor typed. Only the reference is ever logged.
 */
export async function submitBooking(request: Request, booking: BookingPage, { rateLimited, refused }: SubmissionChecks) {
  const settings = env()
  const problem = (status: number, reason: Partial<SubmissionProblem>, headers?: HeadersInit) =>
    data<SubmissionProblem>({ problem: null, errors: {}, values: {}, idempotencyKey: randomUUID(), ...reason }, { status, headers })

  if (request.method !== 'POST') return problem(405, { problem: 'Send this form with the button at the end of it.' }, { Allow: 'GET, POST' })
  // Refused before it was read (app/bookings/guards.server.ts): nothing is stored; a readable form's answers come back.
  if (refused) {
    const values = refused.answersReadable ? formValues(await readForm(request, settings.BOOKING_BODY_LIMIT_BYTES).catch(() => new URLSearchParams())) : {}
    return problem(refused.status, { problem: refused.problem, values })
  }
  let body: URLSearchParams
  try {
    body = await readForm(request, settings.BOOKING_BODY_LIMIT_BYTES)
  } catch (error) {
    if (error instanceof TooLarge) return problem(413, { problem: 'Your request is too long to send. Shorten your answers and send it again, or call us.' })
    return problem(400, { problem: 'We could not read your request. Check your answers and send it again.' })
  }
  const values = formValues(body)
  const submittedKey = body.get(IDEMPOTENCY_FIELD) ?? ''
  const idempotencyKey = UUID.test(submittedKey) ? submittedKey.toLowerCase() : randomUUID()
  // Too many requests: nothing is stored, so the form comes back with everything typed and the same key.
  if (rateLimited) {
    const minutes = Math.ceil(rateLimited.retryAfterSeconds / 60)
    return problem(429, {
      problem: `You have sent this form many times in a short while. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and send it again, or call us.`,
      values,
      idempotencyKey,
    })
  }
  // People never see the honeypot; simple bots fill in every field. A person whose browser filled it by
  // mistake gets the form back, with the trap empty, and can send it again.
  if (body.get(HONEYPOT_FIELD) || !UUID.test(submittedKey)) {
    return problem(400, { problem: 'We could not send your request. Check your answers and send it again.', values, idempotencyKey })
  }
  const result = validateBooking(values, { askFor: askedSections(booking), locations: booking.service?.locations ?? [] })
  if (!result.ok) return problem(422, { errors: result.errors, values, idempotencyKey })

  const store = await bookingStore()
  let submitted
  try {
    submitted = await submitRequest(
      store.db,
      {
        idempotencyKey,
        booking: { slug: booking.slug ?? '', title: booking.title ?? '', serviceTitle: booking.service?.title ?? null, notifyEmail: booking.notifyEmail ?? '' },
        details: result.details,
      },
      store.mailDomain,
    )
  } catch (error) {
    // The key made another request with other answers: this one is not stored. The form comes back with
    // these answers and a new key, so sending it again makes a request of its own.
    if (error instanceof IdempotencyKeyReused) {
      log.warn('booking idempotency key reused with other answers', { booking: booking.slug })
      return problem(409, { problem: 'This form was already used to send a different request, so we have not sent this one. Check your answers and send it again.', values })
    }
    // Not stored, so not acknowledged: keep the answers and the key (a retry cannot make a second request).
    // Database messages can quote the values: log only the error's code and name.
    const { code } = (error ?? {}) as { code?: string }
    log.error('booking request not stored', { booking: booking.slug, database: store.db.kind, code, errorName: error instanceof Error ? error.name : typeof error })
    return problem(503, { problem: 'We could not save your request just now. Please send it again in a minute, or call us.', values, idempotencyKey }, { 'Retry-After': '60' })
  }
  log.info(submitted.created ? 'booking request stored' : 'booking request repeated', { reference: submitted.reference, booking: submitted.slug })
  store.notifier?.wake()
  return redirect(href('/booking/:slug/confirmation/:reference', { slug: submitted.slug, reference: submitted.reference }), 303)
}
