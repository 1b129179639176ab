import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { DATABASE_KINDS, useTestDatabase } from '../../tests/support/databases'
import type { BookingDetails } from './form'
import {
  countRequests,
  IdempotencyKeyReused,
  listRequests,
  markHandled,
  newReference,
  purgeHandled,
  REFERENCE_PATTERN,
  requestExists,
  submitRequest,
  type NewBookingRequest,
} from './repository.server'

const details: BookingDetails = {
  for: 'me',
  contactName: 'Alex Citizen',
  contactMethod: 'phone',
  phone: '0412 345 678',
  message: 'Line one\nLine two',
}
const booking = {
  slug: 'counselling-appointment',
  title: 'Book a counselling appointment',
  serviceTitle: 'Counselling',
  notifyEmail: 'intake@altogether.example',
}
const request = (overrides: Partial<NewBookingRequest> = {}): NewBookingRequest => ({
  idempotencyKey: randomUUID(),
  booking,
  details,
  ...overrides,
})

it('references are easy to read out and match their pattern', () => {
  const references = new Set(Array.from({ length: 2000 }, newReference))
  expect(references.size).toBe(2000)
  for (const reference of references) expect(reference).toMatch(REFERENCE_PATTERN)
})

describe.each(DATABASE_KINDS)('booking requests in %s', (kind) => {
  const current = useTestDatabase(kind)

  it('stores a request with its queued notification and finds it by reference', async () => {
    const submitted = await submitRequest(current.db, request(), 'altogether.example')
    expect(submitted).toMatchObject({ slug: booking.slug, created: true })
    expect(await requestExists(current.db, booking.slug, submitted.reference)).toBe(true)
    expect(await requestExists(current.db, 'support-coordination-meeting', submitted.reference)).toBe(false)
    expect(await requestExists(current.db, booking.slug, 'BK-AAAA-AAAA')).toBe(false)
    expect(await requestExists(current.db, booking.slug, "'; drop table booking_requests; --")).toBe(false)
    const [outbox] = await current.db.query<{ recipient: string; message_id: string; sent_at: Date | null }>(
      'select recipient, message_id, sent_at from booking_outbox o join booking_requests r on r.id = o.request_id where r.reference = $1',
      [submitted.reference],
    )
    expect(outbox).toEqual({
      recipient: booking.notifyEmail,
      message_id: `<${submitted.reference}@altogether.example>`,
      sent_at: null,
    })
    const stored = (await listRequests(current.db)).find((row) => row.reference === submitted.reference)
    expect(stored).toMatchObject({
      status: 'new',
      bookingSlug: booking.slug,
      details,
      notifiedAt: null,
      notifyAttempts: 0,
    })
  })

  it('refuses an idempotency key used again with other answers or on another booking page, and keeps the first request', async () => {
    const first = request()
    const submitted = await submitRequest(current.db, first, 'altogether.example')
    const before = await countRequests(current.db)
    await expect(
      submitRequest(current.db, { ...first, details: { ...details, contactName: 'Sam Other' } }, 'altogether.example'),
    ).rejects.toBeInstanceOf(IdempotencyKeyReused)
    await expect(
      submitRequest(
        current.db,
        { ...first, booking: { ...booking, slug: 'support-coordination-meeting' } },
        'altogether.example',
      ),
    ).rejects.toBeInstanceOf(IdempotencyKeyReused)
    expect(await submitRequest(current.db, { ...first, details: { ...details } }, 'altogether.example')).toEqual({
      ...submitted,
      created: false,
    })
    expect(await countRequests(current.db)).toBe(before)
  })

  it('makes one request from many submissions with the same idempotency key, even at the same moment', async () => {
    const before = await countRequests(current.db)
    const same = request()
    const results = await Promise.all(
      Array.from({ length: 25 }, () => submitRequest(current.db, same, 'altogether.example')),
    )
    expect(new Set(results.map((result) => result.reference)).size).toBe(1)
    expect(results.filter((result) => result.created)).toHaveLength(1)
    expect(await countRequests(current.db)).toBe(before + 1)
    const [{ count }] = (await current.db.query<{ count: number }>(
      'select count(*)::int as count from booking_outbox o join booking_requests r on r.id = o.request_id where r.idempotency_key = $1',
      [same.idempotencyKey],
    )) as [{ count: number }]
    expect(count).toBe(1)
  })

  it('marks a request handled once and says when there is no such reference', async () => {
    const { reference } = await submitRequest(current.db, request(), 'altogether.example')
    expect(await markHandled(current.db, reference)).toBe('handled')
    expect(await markHandled(current.db, reference)).toBe('already')
    expect(await markHandled(current.db, 'BK-ZZZZ-ZZZZ')).toBe('unknown')
    expect((await listRequests(current.db, { status: 'handled' })).map((row) => row.reference)).toContain(reference)
    expect((await listRequests(current.db, { status: 'new' })).map((row) => row.reference)).not.toContain(reference)
  })

  it('purges only handled requests older than the retention period, with their notifications', async () => {
    const old = await submitRequest(current.db, request(), 'altogether.example')
    const oldButNew = await submitRequest(current.db, request(), 'altogether.example')
    const recent = await submitRequest(current.db, request(), 'altogether.example')
    await current.db.query(
      `update booking_requests set created_at = now() - interval '40 days' where reference in ($1, $2)`,
      [old.reference, oldButNew.reference],
    )
    await markHandled(current.db, old.reference)
    await markHandled(current.db, recent.reference)
    expect(await purgeHandled(current.db, 30)).toEqual([old.reference])
    const left = (await listRequests(current.db)).map((row) => row.reference)
    expect(left).toContain(oldButNew.reference)
    expect(left).toContain(recent.reference)
    expect(left).not.toContain(old.reference)
    expect(
      await current.db.query('select 1 from booking_outbox where message_id = $1', [
        `<${old.reference}@altogether.example>`,
      ]),
    ).toEqual([])
  })
})
