import { randomInt } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'
import type { Queryable } from './database.server'
import type { BookingDetails } from './form'

/** Letters and digits that cannot be mistaken for each other when read out on the phone. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789'
export const REFERENCE_PATTERN = /^BK-[A-HJKMNP-TV-Z2-9]{4}-[A-HJKMNP-TV-Z2-9]{4}$/

/** A request's reference, like BK-7KQM-2XDP: 30⁸ possibilities, so it cannot be guessed from another. */
export function newReference(): string {
  const part = () => Array.from({ length: 4 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')
  return `BK-${part()}-${part()}`
}

export interface NewBookingRequest {
  idempotencyKey: string
  booking: { slug: string; title: string; serviceTitle: string | null; notifyEmail: string }
  details: BookingDetails
}

export interface SubmittedRequest {
  reference: string
  slug: string
  /** False when the idempotency key had already made this request (a double click or a retry). */
  created: boolean
}

/**
 * A second submission carried an idempotency key that already made a request with other answers (or
 * from another booking page): it is not the same request sent again, so it is refused, not dropped.
 */
export class IdempotencyKeyReused extends Error {
  override name = 'IdempotencyKeyReused'
}

/**
 * Stores a request and queues its notification in one statement, so there is never a request without
 * its notification. A second submission with the same idempotency key and the same answers returns the
 * first one's reference; with other answers it throws IdempotencyKeyReused.
 */
export async function submitRequest(db: Queryable, request: NewBookingRequest, mailDomain: string): Promise<SubmittedRequest> {
  for (let attempt = 0; ; attempt++) {
    const reference = newReference()
    try {
      const [inserted] = await db.query<{ reference: string; slug: string }>(
        `with inserted as (
           insert into booking_requests (reference, idempotency_key, booking_slug, booking_title, service_title, details)
           values ($1, $2, $3, $4, $5, $6::jsonb)
           on conflict (idempotency_key) do nothing
           returning id, reference, booking_slug
         ), queued as (
           insert into booking_outbox (request_id, recipient, message_id)
           select id, $7, $8 from inserted
         )
         select reference, booking_slug as slug from inserted`,
        [
          reference,
          request.idempotencyKey,
          request.booking.slug,
          request.booking.title,
          request.booking.serviceTitle,
          JSON.stringify(request.details),
          request.booking.notifyEmail,
          `<${reference}@${mailDomain}>`,
        ],
      )
      if (inserted) return { ...inserted, created: true }
      const [existing] = await db.query<{ reference: string; slug: string; details: unknown }>(
        'select reference, booking_slug as slug, details from booking_requests where idempotency_key = $1',
        [request.idempotencyKey],
      )
      if (existing) {
        if (!sameAnswers(existing, request)) throw new IdempotencyKeyReused()
        return { reference: existing.reference, slug: existing.slug, created: false }
      }
    } catch (error) {
      // Two requests drew the same reference: draw again.
      if (attempt < 5 && isUniqueViolation(error, 'booking_requests_reference_key')) continue
      throw error
    }
  }
}

/** The stored details come back from jsonb; compare them with the new ones as JSON would store them. */
function sameAnswers(existing: { slug: string; details: unknown }, request: NewBookingRequest): boolean {
  return existing.slug === request.booking.slug && isDeepStrictEqual(existing.details, JSON.parse(JSON.stringify(request.details)))
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const { code, constraint: name } = (error ?? {}) as { code?: string; constraint?: string }
  return code === '23505' && (name === undefined || name === constraint)
}

/** Whether a request with this reference was made from this booking page (the confirmation page shows nothing else). */
export async function requestExists(db: Queryable, slug: string, reference: string): Promise<boolean> {
  if (!REFERENCE_PATTERN.test(reference)) return false
  return (await db.query('select 1 from booking_requests where reference = $1 and booking_slug = $2', [reference, slug])).length > 0
}

export type RequestStatus = 'new' | 'handled'

export interface StoredRequest {
  reference: string
  status: RequestStatus
  bookingSlug: string
  bookingTitle: string
  serviceTitle: string | null
  details: BookingDetails
  createdAt: Date
  handledAt: Date | null
  notifiedAt: Date | null
  notifyAttempts: number
  notifyError: string | null
}

/** Requests, oldest first, with how their notification went. */
export async function listRequests(db: Queryable, filter: { status?: RequestStatus } = {}): Promise<StoredRequest[]> {
  return db.query<StoredRequest>(
    `select r.reference, r.status, r.booking_slug as "bookingSlug", r.booking_title as "bookingTitle", r.service_title as "serviceTitle",
            r.details, r.created_at as "createdAt", r.handled_at as "handledAt",
            o.sent_at as "notifiedAt", coalesce(o.attempts, 0) as "notifyAttempts", o.last_error as "notifyError"
       from booking_requests r left join booking_outbox o on o.request_id = r.id
      where $1::text is null or r.status = $1
      order by r.created_at, r.id`,
    [filter.status ?? null],
  )
}

/** Marks a request handled: 'handled', 'already' when it was, 'unknown' when there is no such reference. */
export async function markHandled(db: Queryable, reference: string): Promise<'handled' | 'already' | 'unknown'> {
  const [row] = await db.query<{ changed: boolean }>(
    `with changed as (update booking_requests set status = 'handled', handled_at = now() where reference = $1 and status = 'new' returning 1)
     select exists (select 1 from changed) as changed, exists (select 1 from booking_requests where reference = $1) as found`,
    [reference],
  )
  const { changed, found } = row as { changed: boolean; found: boolean }
  return changed ? 'handled' : found ? 'already' : 'unknown'
}

/** Deletes handled requests (and their notifications) made more than `days` days ago; new ones are never purged. */
export async function purgeHandled(db: Queryable, days: number): Promise<string[]> {
  const rows = await db.query<{ reference: string }>(
    `delete from booking_requests where status = 'handled' and created_at < now() - make_interval(days => $1) returning reference`,
    [days],
  )
  return rows.map((row) => row.reference)
}

export async function countRequests(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from booking_requests')
  return row?.count ?? 0
}

/** Requests not yet handled, and notifications not yet sent: what the operator's metrics show (app/metrics). */
export async function pendingCounts(db: Queryable): Promise<{ requests: number; notifications: number }> {
  const [row] = await db.query<{ requests: number; notifications: number }>(
    `select (select count(*)::int from booking_requests where status = 'new') as requests,
            (select count(*)::int from booking_outbox where sent_at is null) as notifications`,
  )
  return { requests: row?.requests ?? 0, notifications: row?.notifications ?? 0 }
}
