import { randomUUID } from 'node:crypto'
import nodemailer from 'nodemailer'
import { describe, expect, it } from 'vitest'
import { DATABASE_KINDS, useTestDatabase } from '../../tests/support/databases'
import { freePort } from '../../tests/e2e/support/server'
import { startSmtpServer, type TestSmtpServer } from '../../tests/support/smtp'
import { BOOKING_OUTBOX } from '~/bookings/notification.server'
import { submitRequest } from '~/bookings/repository.server'
import { PROBLEM_REPORT_OUTBOX } from '~/problem-reports/notification.server'
import { submitReport } from '~/problem-reports/repository.server'
import type { Database } from '~/storage/database.server'
import { Notifier, retryDelaySeconds } from './notifier.server'

/** Every outbox, as server/app.ts gives them to the site's notifier. */
const OUTBOXES = [BOOKING_OUTBOX, PROBLEM_REPORT_OUTBOX]

const booking = {
  slug: 'counselling-appointment',
  title: 'Book a counselling appointment',
  serviceTitle: 'Counselling',
  notifyEmail: 'intake@altogether.example',
}
const settings = {
  from: 'Altogether better care <bookings@altogether.example>',
  retryBaseSeconds: 0.05,
  retryMaxSeconds: 0.4,
  pollSeconds: 0.1,
}

async function submitMany(db: Database, count: number) {
  const references: string[] = []
  for (let index = 0; index < count; index++) {
    const { reference } = await submitRequest(
      db,
      {
        idempotencyKey: randomUUID(),
        booking,
        details: {
          for: 'me',
          contactName: `Person ${index}`,
          contactMethod: 'email',
          email: `person${index}@example.com`,
        },
      },
      'altogether.example',
    )
    references.push(reference)
  }
  return references
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

const transport = (smtp: TestSmtpServer) => nodemailer.createTransport({ url: smtp.url, pool: true })

it('backs off exponentially, with jitter, up to the maximum', () => {
  expect([1, 2, 3, 4].map((attempt) => retryDelaySeconds(attempt, 30, 3600, () => 1))).toEqual([30, 60, 120, 240])
  expect(retryDelaySeconds(20, 30, 3600, () => 1)).toBe(3600)
  expect(retryDelaySeconds(3, 30, 3600, () => 0)).toBe(60)
})

describe.each(DATABASE_KINDS)('the outbox in %s', (kind) => {
  const current = useTestDatabase(kind)

  it('delivers every notification exactly once to a mail server that fails, then recovers', async () => {
    const smtp = await startSmtpServer({ failing: true })
    const references = await submitMany(current.db, 40)
    const notifier = new Notifier(current.db, transport(smtp), OUTBOXES, settings)
    const started = Date.now()
    notifier.start()
    await until(() => smtp.rejected >= 80)
    smtp.failing = false
    await until(() => smtp.received.length >= references.length)
    const recovered = Date.now() - started
    // Every row recorded as sent (none can be claimed again), then stop, which waits for the sends in
    // flight: a notification sent twice has arrived by then.
    await until(
      async () => (await current.db.query('select id from booking_outbox where sent_at is null')).length === 0,
    )
    await notifier.stop()
    await smtp.close()

    const ids = smtp.received.map((mail) => mail.messageId)
    expect(ids.length).toBe(references.length)
    expect(new Set(ids)).toEqual(new Set(references.map((reference) => `<${reference}@altogether.example>`)))
    expect(smtp.received.every((mail) => mail.to.join() === booking.notifyEmail)).toBe(true)
    const unsent = await current.db.query('select id from booking_outbox where sent_at is null')
    expect(unsent).toEqual([])
    const [{ max }] = (await current.db.query<{ max: number }>(
      'select max(attempts)::int as max from booking_outbox',
    )) as [{ max: number }]
    expect(max).toBeGreaterThan(1)
    console.log(
      `[${kind}] outbox: ${references.length} notifications, ${smtp.rejected} refused deliveries, every one received exactly once after ${recovered} ms (max ${max} attempts)`,
    )
  })

  it('two senders on one outbox never send the same notification twice', async () => {
    const smtp = await startSmtpServer({ delayMs: 5 })
    const references = await submitMany(current.db, 60)
    const first = new Notifier(current.db, transport(smtp), OUTBOXES, { ...settings, batchSize: 5 })
    const second = new Notifier(current.db, transport(smtp), OUTBOXES, { ...settings, batchSize: 5 })
    const other = kind === 'postgres' ? await current.storage.open() : current.db
    const third = new Notifier(other, transport(smtp), OUTBOXES, { ...settings, batchSize: 5 })
    await Promise.all([first.drain(), second.drain(), third.drain()])
    await Promise.all([first.stop(), second.stop(), third.stop()])
    if (other !== current.db) await other.close()
    await smtp.close()
    const ids = smtp.received.map((mail) => mail.messageId)
    expect(ids.length).toBe(references.length)
    expect(new Set(ids).size).toBe(references.length)
  })

  it('delivers booking requests and problem reports, each to its own address, each once', async () => {
    const smtp = await startSmtpServer()
    const bookings = await submitMany(current.db, 3)
    const reports = []
    for (let index = 0; index < 3; index++) {
      const listing = { path: `services/service-${index}`, id: `service-${index}`, title: `Service ${index}` }
      reports.push(
        (
          await submitReport(
            current.db,
            {
              idempotencyKey: randomUUID(),
              listing,
              details: { wrong: ['phone'] },
              notifyEmail: 'content@altogether.example',
            },
            'altogether.example',
          )
        ).reference,
      )
    }
    const notifier = new Notifier(current.db, transport(smtp), OUTBOXES, settings)
    await notifier.drain()
    await notifier.stop()
    await smtp.close()
    const sent = (references: string[]) =>
      smtp.received.filter((mail) =>
        references.some((reference) => mail.messageId === `<${reference}@altogether.example>`),
      )
    expect(sent(bookings).map((mail) => mail.to.join())).toEqual(bookings.map(() => booking.notifyEmail))
    expect(sent(reports).map((mail) => mail.to.join())).toEqual(reports.map(() => 'content@altogether.example'))
    expect(sent(reports)[0]?.raw).toContain('Subject: Problem report PR-')
  })

  it('without a mail server, notifications stay queued, and are sent once one answers', async () => {
    const references = await submitMany(current.db, 3)
    // A port where no mail server listens yet: every delivery is refused.
    const port = await freePort()
    const notifier = new Notifier(
      current.db,
      nodemailer.createTransport({ url: `smtp://127.0.0.1:${port}` }),
      OUTBOXES,
      settings,
    )
    const scheduled = () =>
      current.db.query<{ id: number; attempts: number; lastError: string | null; at: string }>(
        'select id, attempts, last_error as "lastError", next_attempt_at::text as at from booking_outbox where sent_at is null order by id',
      )
    const before = await scheduled()
    await notifier.drain()
    const queued = await scheduled()
    // Still there, each tried once, with the error kept and the next attempt put off.
    expect(queued.map((row) => row.id)).toEqual(before.map((row) => row.id))
    expect(queued).toHaveLength(references.length)
    expect(queued.map((row) => row.attempts)).toEqual(references.map(() => 1))
    expect(queued.every((row) => row.lastError)).toBe(true)
    expect(queued.every((row, index) => Date.parse(row.at) > Date.parse(before[index]?.at ?? ''))).toBe(true)

    const smtp = await startSmtpServer({ port })
    await until(async () => {
      await notifier.drain()
      return smtp.received.length >= references.length
    })
    await notifier.stop()
    await smtp.close()
    expect(new Set(smtp.received.map((mail) => mail.messageId))).toEqual(
      new Set(references.map((reference) => `<${reference}@altogether.example>`)),
    )
    expect(await current.db.query('select id from booking_outbox where sent_at is null')).toEqual([])
  })
})
