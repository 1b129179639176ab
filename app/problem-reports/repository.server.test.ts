import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { DATABASE_KINDS, useTestDatabase } from '../../tests/support/databases'
import { IdempotencyKeyReused } from '~/storage/insert-once.server'
import type { ReportDetails } from './report-form'
import {
  countReports,
  listReports,
  markReportHandled,
  newReportReference,
  purgeHandledReports,
  REPORT_REFERENCE_PATTERN,
  reportExists,
  submitReport,
  type NewProblemReport,
} from './repository.server'

const listing = {
  path: 'services/community-counselling-dandenong',
  id: 'service-46',
  title: 'Community Counselling – Dandenong',
}
const details: ReportDetails = { wrong: ['phone', 'hours'], note: 'The number rings out.\nThey moved.' }
const report = (overrides: Partial<NewProblemReport> = {}): NewProblemReport => ({
  idempotencyKey: randomUUID(),
  listing,
  details,
  notifyEmail: 'content@altogether.example',
  ...overrides,
})

it('references say they are reports, and match their pattern', () => {
  const references = new Set(Array.from({ length: 2000 }, newReportReference))
  expect(references.size).toBe(2000)
  for (const reference of references) expect(reference).toMatch(REPORT_REFERENCE_PATTERN)
  expect('BK-7KQM-2XDP').not.toMatch(REPORT_REFERENCE_PATTERN)
})

describe.each(DATABASE_KINDS)('problem reports in %s', (kind) => {
  const current = useTestDatabase(kind)

  it('stores a report with its queued notification and finds it by page and reference', async () => {
    const submitted = await submitReport(current.db, report(), 'altogether.example')
    expect(submitted).toMatchObject({ slug: listing.path, created: true })
    expect(submitted.reference).toMatch(REPORT_REFERENCE_PATTERN)
    expect(await reportExists(current.db, listing.path, submitted.reference)).toBe(true)
    expect(await reportExists(current.db, 'locations/dandenong-family-centre', submitted.reference)).toBe(false)
    expect(await reportExists(current.db, listing.path, "'; drop table problem_reports; --")).toBe(false)
    const [outbox] = await current.db.query<{ recipient: string; message_id: string }>(
      'select recipient, message_id from problem_report_outbox o join problem_reports r on r.id = o.report_id where r.reference = $1',
      [submitted.reference],
    )
    expect(outbox).toEqual({
      recipient: 'content@altogether.example',
      message_id: `<${submitted.reference}@altogether.example>`,
    })
    const stored = (await listReports(current.db)).find((row) => row.reference === submitted.reference)
    expect(stored).toMatchObject({
      status: 'new',
      listingPath: listing.path,
      listingId: listing.id,
      listingTitle: listing.title,
      details,
      notifiedAt: null,
      notifyAttempts: 0,
      notifyQueued: true,
    })
  })

  it('stores a report with no address to notify, without a notification', async () => {
    const submitted = await submitReport(current.db, report({ notifyEmail: '' }), 'altogether.example')
    const stored = (await listReports(current.db)).find((row) => row.reference === submitted.reference)
    expect(stored).toMatchObject({ status: 'new', notifyQueued: false })
  })

  it('makes one report from many submissions with the same idempotency key, even at the same moment, and refuses the key with other answers', async () => {
    const before = await countReports(current.db)
    const same = report()
    const results = await Promise.all(
      Array.from({ length: 25 }, () => submitReport(current.db, same, 'altogether.example')),
    )
    expect(new Set(results.map((result) => result.reference)).size).toBe(1)
    expect(results.filter((result) => result.created)).toHaveLength(1)
    expect(await countReports(current.db)).toBe(before + 1)
    await expect(
      submitReport(current.db, { ...same, details: { wrong: ['address'] } }, 'altogether.example'),
    ).rejects.toBeInstanceOf(IdempotencyKeyReused)
    await expect(
      submitReport(
        current.db,
        { ...same, listing: { ...listing, path: 'locations/dandenong-family-centre' } },
        'altogether.example',
      ),
    ).rejects.toBeInstanceOf(IdempotencyKeyReused)
    expect(await countReports(current.db)).toBe(before + 1)
  })

  it('marks a report handled once, and purges only handled reports older than the retention period', async () => {
    const old = await submitReport(current.db, report(), 'altogether.example')
    const oldButNew = await submitReport(current.db, report(), 'altogether.example')
    await current.db.query(
      `update problem_reports set created_at = now() - interval '40 days' where reference in ($1, $2)`,
      [old.reference, oldButNew.reference],
    )
    expect(await markReportHandled(current.db, old.reference)).toBe('handled')
    expect(await markReportHandled(current.db, old.reference)).toBe('already')
    expect(await markReportHandled(current.db, 'PR-ZZZZ-ZZZZ')).toBe('unknown')
    expect((await listReports(current.db, { status: 'new' })).map((row) => row.reference)).not.toContain(old.reference)
    expect(await purgeHandledReports(current.db, 30)).toEqual([old.reference])
    const left = (await listReports(current.db)).map((row) => row.reference)
    expect(left).toContain(oldButNew.reference)
    expect(left).not.toContain(old.reference)
    expect(
      await current.db.query('select 1 from problem_report_outbox where message_id = $1', [
        `<${old.reference}@altogether.example>`,
      ]),
    ).toEqual([])
  })
})
