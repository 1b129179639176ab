import type { Queryable } from './database.server'

/**
 * What visitors send, kept the same way whatever it is (app/storage/migrations): each table has a unique
 * `reference` and `idempotency_key`, the page it was sent from, the answers as `details`, `status` ('new'
 * or 'handled'), `created_at` and `handled_at`. Staff mark one handled, delete handled ones after the
 * retention period (their notifications go with them), and count them, with the functions below.
 */
export type SubmissionTable = 'booking_requests' | 'problem_reports'
export type SubmissionStatus = 'new' | 'handled'

/** What every stored submission has, as the staff tool lists it, with how its notification went (`o`: its outbox row). */
export interface StoredSubmission {
  reference: string
  status: SubmissionStatus
  createdAt: Date
  handledAt: Date | null
  /** Null until its notification is sent. */
  notifiedAt: Date | null
  notifyAttempts: number
  notifyError: string | null
}

/** The select list of StoredSubmission over a submission table aliased `r` left-joined to its outbox aliased `o`. */
export const STORED_SUBMISSION_COLUMNS = `r.reference, r.status, r.created_at as "createdAt", r.handled_at as "handledAt",
  o.sent_at as "notifiedAt", coalesce(o.attempts, 0) as "notifyAttempts", o.last_error as "notifyError"`

/** The column naming the page a submission was sent from: a booking page's slug, a listing's path. */
export const PAGE_COLUMN: Record<SubmissionTable, string> = {
  booking_requests: 'booking_slug',
  problem_reports: 'listing_path',
}

/** Whether a submission with this reference was sent from this page (its confirmation page shows nothing else). */
export async function existsIn(
  db: Queryable,
  table: SubmissionTable,
  page: string,
  reference: string,
): Promise<boolean> {
  return (
    (await db.query(`select 1 from ${table} where reference = $1 and ${PAGE_COLUMN[table]} = $2`, [reference, page]))
      .length > 0
  )
}

/** Marks a submission handled: 'handled', 'already' when it was, 'unknown' when there is no such reference. */
export async function markHandledIn(
  db: Queryable,
  table: SubmissionTable,
  reference: string,
): Promise<'handled' | 'already' | 'unknown'> {
  const [row] = await db.query<{ changed: boolean; found: boolean }>(
    `with changed as (update ${table} set status = 'handled', handled_at = now() where reference = $1 and status = 'new' returning 1)
     select exists (select 1 from changed) as changed, exists (select 1 from ${table} where reference = $1) as found`,
    [reference],
  )
  return row?.changed ? 'handled' : row?.found ? 'already' : 'unknown'
}

/** Deletes handled submissions made more than `days` days ago, with their notifications; new ones are never purged. */
export async function purgeHandledIn(db: Queryable, table: SubmissionTable, days: number): Promise<string[]> {
  const rows = await db.query<{ reference: string }>(
    `delete from ${table} where status = 'handled' and created_at < now() - make_interval(days => $1) returning reference`,
    [days],
  )
  return rows.map((row) => row.reference)
}

export async function countIn(db: Queryable, table: SubmissionTable): Promise<number> {
  const [row] = await db.query<{ count: number }>(`select count(*)::int as count from ${table}`)
  return row?.count ?? 0
}
