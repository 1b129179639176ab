import { insertOnce, type Inserted } from '~/storage/insert-once.server'
import type { Queryable } from '~/storage/database.server'
import {
  countIn,
  existsIn,
  markHandledIn,
  purgeHandledIn,
  STORED_SUBMISSION_COLUMNS,
  type StoredSubmission,
  type SubmissionStatus,
} from '~/storage/handling.server'
import { newReference as drawReference, referencePattern } from '~/storage/references'
import type { BookingDetails } from './form'

export { IdempotencyKeyReused } from '~/storage/insert-once.server'

/** A booking request's reference, like BK-7KQM-2XDP. */
export const REFERENCE_PATTERN = referencePattern('BK')
export const newReference = () => drawReference('BK')

export interface NewBookingRequest {
  idempotencyKey: string
  booking: { slug: string; title: string; serviceTitle: string | null; notifyEmail: string }
  details: BookingDetails
}

export type SubmittedRequest = Inserted

/**
 * Stores a request and queues its notification in one statement, so there is never a request without
 * its notification. A second submission with the same idempotency key and the same answers returns the
 * first one's reference; with other answers it throws IdempotencyKeyReused (app/storage/insert-once.server.ts).
 */
export async function submitRequest(
  db: Queryable,
  request: NewBookingRequest,
  mailDomain: string,
): Promise<SubmittedRequest> {
  return insertOnce(db, {
    table: 'booking_requests',
    prefix: 'BK',
    idempotencyKey: request.idempotencyKey,
    slug: request.booking.slug,
    details: request.details,
    insert: (tx, reference) =>
      tx.query<{ reference: string; slug: string }>(
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
      ),
  })
}

/** Whether a request with this reference was made from this booking page (the confirmation page shows nothing else). */
export async function requestExists(db: Queryable, slug: string, reference: string): Promise<boolean> {
  if (!REFERENCE_PATTERN.test(reference)) return false
  return existsIn(db, 'booking_requests', slug, reference)
}

export type RequestStatus = SubmissionStatus

export interface StoredRequest extends StoredSubmission {
  bookingSlug: string
  bookingTitle: string
  serviceTitle: string | null
  details: BookingDetails
}

/** Requests, oldest first, with how their notification went. */
export async function listRequests(db: Queryable, filter: { status?: RequestStatus } = {}): Promise<StoredRequest[]> {
  return db.query<StoredRequest>(
    `select ${STORED_SUBMISSION_COLUMNS}, r.booking_slug as "bookingSlug", r.booking_title as "bookingTitle", r.service_title as "serviceTitle", r.details
       from booking_requests r left join booking_outbox o on o.request_id = r.id
      where $1::text is null or r.status = $1
      order by r.created_at, r.id`,
    [filter.status ?? null],
  )
}

/** Marks a request handled: 'handled', 'already' when it was, 'unknown' when there is no such reference. */
export const markHandled = (db: Queryable, reference: string) => markHandledIn(db, 'booking_requests', reference)

/** Deletes handled requests (and their notifications) made more than `days` days ago; new ones are never purged. */
export const purgeHandled = (db: Queryable, days: number) => purgeHandledIn(db, 'booking_requests', days)

export const countRequests = (db: Queryable) => countIn(db, 'booking_requests')

/** Requests not yet handled, and notifications not yet sent: what the operator's metrics show (app/metrics). */
export async function pendingCounts(db: Queryable): Promise<{ requests: number; notifications: number }> {
  const [row] = await db.query<{ requests: number; notifications: number }>(
    `select (select count(*)::int from booking_requests where status = 'new') as requests,
            (select count(*)::int from booking_outbox where sent_at is null) as notifications`,
  )
  return { requests: row?.requests ?? 0, notifications: row?.notifications ?? 0 }
}
