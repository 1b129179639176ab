import { isDeepStrictEqual } from 'node:util'
import type { Queryable } from './database.server'
import { PAGE_COLUMN, type SubmissionTable } from './handling.server'
import { newReference } from './references'

/**
 * A second submission carried an idempotency key that already made a submission with other answers (or
 * from another page): it is not the same submission sent again, so it is refused, not dropped.
 */
export class IdempotencyKeyReused extends Error {
  override name = 'IdempotencyKeyReused'
}

export interface Inserted {
  reference: string
  slug: string
  /** False when the idempotency key had already made this submission (a double click or a retry). */
  created: boolean
}

/**
 * How a kind of submission is stored once per idempotency key. `insert` is ONE statement that stores the
 * submission under the reference it is given and queues its notification, `on conflict (idempotency_key)
 * do nothing`, returning its reference and page (as `slug`), or nothing when the key was used before.
 */
export interface InsertOnce {
  table: SubmissionTable
  /** Of its references: 'BK' makes BK-7KQM-2XDP. */
  prefix: string
  idempotencyKey: string
  /** The page it was sent from and the answers, as stored: a repeat must match both. */
  slug: string
  details: unknown
  insert(db: Queryable, reference: string): Promise<Array<{ reference: string; slug: string }>>
}

/**
 * Stores a submission and queues its notification in one statement, so there is never one without the
 * other. A second submission with the same idempotency key and the same answers returns the first one's
 * reference; with other answers it throws IdempotencyKeyReused.
 */
export async function insertOnce(db: Queryable, submission: InsertOnce): Promise<Inserted> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [inserted] = await submission.insert(db, newReference(submission.prefix))
      if (inserted) return { ...inserted, created: true }
      const [existing] = await db.query<{ reference: string; slug: string; details: unknown }>(
        `select reference, ${PAGE_COLUMN[submission.table]} as slug, details from ${submission.table} where idempotency_key = $1`,
        [submission.idempotencyKey],
      )
      if (existing) {
        if (!sameAnswers(existing, submission)) throw new IdempotencyKeyReused()
        return { reference: existing.reference, slug: existing.slug, created: false }
      }
    } catch (error) {
      // Two submissions drew the same reference: draw again.
      if (attempt < 5 && isUniqueViolation(error, `${submission.table}_reference_key`)) continue
      throw error
    }
  }
}

/** The stored details come back from jsonb; compare them with the new ones as JSON would store them. */
function sameAnswers(existing: { slug: string; details: unknown }, submission: InsertOnce): boolean {
  return (
    existing.slug === submission.slug &&
    isDeepStrictEqual(existing.details, JSON.parse(JSON.stringify(submission.details)))
  )
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const { code, constraint: name } = (error ?? {}) as { code?: string; constraint?: string }
  return code === '23505' && (name === undefined || name === constraint)
}
