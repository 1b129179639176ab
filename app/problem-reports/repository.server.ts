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
import { insertOnce, type Inserted } from '~/storage/insert-once.server'
import { newReference as drawReference, referencePattern } from '~/storage/references'
import type { ReportDetails } from './report-form'

/** A problem report's reference, like PR-7KQM-2XDP. */
export const REPORT_REFERENCE_PATTERN = referencePattern('PR')
export const newReportReference = () => drawReference('PR')

/** The page a report is about. */
export interface ReportedListing {
  /** The page's address without its leading slash: 'services/{slug}' or 'locations/{slug}'. */
  path: string
  /** The document behind it, so editors find it in the Studio. */
  id: string
  title: string
}

export interface NewProblemReport {
  idempotencyKey: string
  listing: ReportedListing
  details: ReportDetails
  /** Who is told: the content team's address (Site settings). */
  notifyEmail: string
}

/**
 * Stores a report and queues its notification in one statement, once per idempotency key, as booking
 * requests are (app/storage/insert-once.server.ts). Without an address to notify, the report is stored
 * with no notification: the staff tool lists it all the same.
 */
export async function submitReport(db: Queryable, report: NewProblemReport, mailDomain: string): Promise<Inserted> {
  return insertOnce(db, {
    table: 'problem_reports',
    prefix: 'PR',
    idempotencyKey: report.idempotencyKey,
    slug: report.listing.path,
    details: report.details,
    insert: (tx, reference) =>
      tx.query<{ reference: string; slug: string }>(
        `with inserted as (
           insert into problem_reports (reference, idempotency_key, listing_path, listing_id, listing_title, details)
           values ($1, $2, $3, $4, $5, $6::jsonb)
           on conflict (idempotency_key) do nothing
           returning id, reference, listing_path
         ), queued as (
           insert into problem_report_outbox (report_id, recipient, message_id)
           select id, $7, $8 from inserted where $7 <> ''
         )
         select reference, listing_path as slug from inserted`,
        [
          reference,
          report.idempotencyKey,
          report.listing.path,
          report.listing.id,
          report.listing.title,
          JSON.stringify(report.details),
          report.notifyEmail,
          `<${reference}@${mailDomain}>`,
        ],
      ),
  })
}

/** Whether a report with this reference was made about this page (its thank-you page shows nothing else). */
export async function reportExists(db: Queryable, listingPath: string, reference: string): Promise<boolean> {
  if (!REPORT_REFERENCE_PATTERN.test(reference)) return false
  return existsIn(db, 'problem_reports', listingPath, reference)
}

export type ReportStatus = SubmissionStatus

export interface StoredReport extends StoredSubmission {
  listingPath: string
  listingId: string
  listingTitle: string
  details: ReportDetails
  /** False when no notification was queued: there was no address to send it to. */
  notifyQueued: boolean
}

/** Reports, oldest first, with how their notification went. */
export async function listReports(db: Queryable, filter: { status?: ReportStatus } = {}): Promise<StoredReport[]> {
  return db.query<StoredReport>(
    `select ${STORED_SUBMISSION_COLUMNS}, r.listing_path as "listingPath", r.listing_id as "listingId", r.listing_title as "listingTitle", r.details,
            o.id is not null as "notifyQueued"
       from problem_reports r left join problem_report_outbox o on o.report_id = r.id
      where $1::text is null or r.status = $1
      order by r.created_at, r.id`,
    [filter.status ?? null],
  )
}

/** Marks a report handled (the details are checked or corrected): 'handled', 'already' when it was, 'unknown' when there is no such reference. */
export const markReportHandled = (db: Queryable, reference: string) => markHandledIn(db, 'problem_reports', reference)

/** Deletes handled reports (and their notifications) made more than `days` days ago; new ones are never purged. */
export const purgeHandledReports = (db: Queryable, days: number) => purgeHandledIn(db, 'problem_reports', days)

export const countReports = (db: Queryable) => countIn(db, 'problem_reports')
