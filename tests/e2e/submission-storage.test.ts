import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { afterAll, beforeAll } from 'vitest'
import { FIELDS } from '~/bookings/form'
import { countRequests } from '~/bookings/repository.server'
import { REPORT_FIELDS } from '~/problem-reports/report-form'
import { countReports } from '~/problem-reports/repository.server'
import type { Queryable } from '~/storage/database.server'
import { DATABASE_KINDS, testStorage, type TestStorage } from '../support/databases'
import { startSmtpServer } from '../support/smtp'
import { startServer, type RunningServer } from './support/server'
import { describe, expect, test as it } from './support/fixture'
import { ifSet } from '../support/if-set'

/**
 * The promises every form that sends something to staff makes (the booking form, the problem report),
 * tested through the website itself (a production server as a child process), once with the embedded
 * database and once with a real PostgreSQL server: 500 at once stored once each and notified once each,
 * nothing acknowledged lost to SIGKILL, and a 4xx, never a 5xx, for whatever else is sent.
 */
interface FormUnderTest {
  /** Where the form is and what its confirmation address looks like (the reference is its first group). */
  path: string
  confirmation: RegExp
  confirmationPath: (reference: string) => string
  /** A valid submission, different for each index. */
  submission: (index: number, idempotencyKey?: string) => URLSearchParams
  count: (db: Queryable) => Promise<number>
  /** Who its notifications go to. */
  recipient: string
  /** What the fuzz names fields: every field but one the form cannot do without, so no body is valid. */
  fuzzFields: string[]
  /** Other addresses the fuzz posts to. */
  otherPaths: string[]
}

const BOOKING = '/booking/counselling-appointment'
const REPORT = '/report/services/community-counselling-dandenong'

const FORMS: Record<string, FormUnderTest> = {
  'booking requests': {
    path: BOOKING,
    confirmation: /\/confirmation\/(BK-[A-Z0-9]{4}-[A-Z0-9]{4})$/,
    confirmationPath: (reference) => `${BOOKING}/confirmation/${reference}`,
    submission: (index, idempotencyKey = randomUUID()) =>
      new URLSearchParams({
        idempotencyKey,
        for: 'me',
        contactName: `Load Tester ${index}`,
        contactMethod: 'phone',
        phone: '0412 345 678',
        days: 'monday',
        consent: 'yes',
      }),
    count: countRequests,
    recipient: 'intake.counselling@altogether.example',
    fuzzFields: FIELDS.filter((field) => field !== 'consent'),
    otherPaths: [
      '/booking/support-coordination-meeting',
      `${BOOKING}.data`,
      `${BOOKING}?index`,
      '/booking/no-such-booking',
      `${BOOKING}/confirmation/BK-AAAA-AAAA`,
    ],
  },
  'problem reports': {
    path: REPORT,
    confirmation: /\/sent\/(PR-[A-Z0-9]{4}-[A-Z0-9]{4})$/,
    confirmationPath: (reference) => `${REPORT}/sent/${reference}`,
    submission: (index, idempotencyKey = randomUUID()) =>
      new URLSearchParams({ idempotencyKey, wrong: index % 2 ? 'phone' : 'hours', note: `Load test ${index}` }),
    count: countReports,
    recipient: 'content@altogether.example',
    fuzzFields: REPORT_FIELDS.filter((field) => field !== 'wrong'),
    otherPaths: [
      '/report/locations/alice-springs-office',
      `${REPORT}.data`,
      `${REPORT}?index`,
      '/report/services/no-such-service',
      '/report/articles/x',
      `${REPORT}/sent/PR-AAAA-AAAA`,
    ],
  },
}

const post = (server: RunningServer, body: URLSearchParams, path: string) =>
  fetch(server.baseUrl + path, { method: 'POST', body, redirect: 'manual' })

/** Waits (two minutes at most) until `condition` holds: what the stand-in mail server or the client has seen. */
async function until(condition: () => boolean, what: string) {
  await expect.poll(condition, { timeout: 120_000, interval: 50, message: `timed out waiting for ${what}` }).toBe(true)
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(2)

describe.each(DATABASE_KINDS.flatMap((kind) => Object.keys(FORMS).map((name) => [name, kind] as const)))(
  '%s stored in %s, through the website',
  (name, kind) => {
    const form = FORMS[name] as FormUnderTest
    const submission = form.submission
    const REFERENCE = form.confirmation
    let storage: TestStorage
    beforeAll(async () => {
      storage = await testStorage(kind)
    })
    afterAll(() => ifSet(storage)?.remove())

    /** The storage's settings, with the rate limits out of the way: these tests are one client sending a lot. */
    const serverEnv = (extra: Record<string, string> = {}) => ({
      ...storage.settings,
      BOOKING_RATE_LIMIT: '1000000',
      REPORT_RATE_LIMIT: '1000000',
      LOG_LEVEL: 'warn',
      ...extra,
    })

    async function storedCount() {
      const db = await storage.open()
      try {
        return await form.count(db)
      } finally {
        await db.close()
      }
    }

    it('500 concurrent submissions are stored exactly once each, and a mail server that fails, then recovers, receives each notification once', async () => {
      const smtp = await startSmtpServer({ failing: true })
      const server = await startServer(
        serverEnv({
          SMTP_URL: smtp.url,
          NOTIFY_RETRY_BASE_SECONDS: '0.2',
          NOTIFY_RETRY_MAX_SECONDS: '2',
          NOTIFY_POLL_SECONDS: '0.5',
        }),
      )
      const before = await fetch(server.baseUrl + '/healthz')
      expect(before.ok).toBe(true)

      const bodies = Array.from({ length: 500 }, (_, index) => submission(index))
      let started = performance.now()
      const responses = await Promise.all(bodies.map((body) => post(server, body, form.path)))
      const submitSeconds = seconds(started)
      expect(responses.map((response) => response.status)).toEqual(bodies.map(() => 303))
      const references = responses.map((response) => REFERENCE.exec(response.headers.get('location') ?? '')?.[1])
      expect(new Set(references).size).toBe(500)

      // The same 500 again, 100 at a time, as retries and double clicks: still 500 stored, same references.
      started = performance.now()
      const repeats = await Promise.all(bodies.slice(0, 100).map((body) => post(server, body, form.path)))
      expect(repeats.map((response) => REFERENCE.exec(response.headers.get('location') ?? '')?.[1])).toEqual(
        references.slice(0, 100),
      )

      await until(() => smtp.rejected >= 250, 'the mail server to refuse deliveries')
      const refusedBeforeRecovery = smtp.rejected
      smtp.failing = false
      const recovered = performance.now()
      await until(() => smtp.received.length >= 500, 'every notification to arrive')
      const deliverySeconds = seconds(recovered)
      // Stopping waits for the notifier's sends in flight (it exits 0 only after them): a notification
      // sent twice has arrived by then, and none can be sent after it.
      expect(await server.stop()).toBe(0)
      await smtp.close()

      expect(await storedCount()).toBe(500)
      const messageIds = smtp.received.map((mail) => mail.messageId)
      expect(messageIds.length).toBe(500)
      expect(new Set(messageIds)).toEqual(new Set(references.map((reference) => `<${reference}@altogether.example>`)))
      expect(smtp.received.every((mail) => mail.to.join() === form.recipient)).toBe(true)
      expect(server.output()).not.toContain('"level":"error"')
      console.log(
        `[${name}, ${kind}] 500 concurrent submissions: 500 × 303 in ${submitSeconds} s, 500 stored; 100 repeats returned the same references; ` +
          `mail server refused ${refusedBeforeRecovery} deliveries (${smtp.rejected} in all), then received all 500 notifications exactly once within ${deliverySeconds} s of recovering`,
      )
    }, 240_000)

    it('a server killed with SIGKILL in the middle of a run, then restarted, has every submission it acknowledged', async () => {
      const before = await storedCount()
      let server = await startServer(serverEnv())
      const acknowledged: string[] = []
      let cutOff = 0
      let killed = false
      const sender = async (worker: number) => {
        for (let index = 0; !killed; index++) {
          try {
            const response = await post(server, submission(worker * 10_000 + index), form.path)
            const reference = REFERENCE.exec(response.headers.get('location') ?? '')?.[1]
            if (response.status === 303 && reference) acknowledged.push(reference)
          } catch {
            cutOff++
          }
        }
      }
      const senders = Array.from({ length: 20 }, (_, worker) => sender(worker))
      await until(() => acknowledged.length >= 300, '300 acknowledged submissions')
      server.process.kill('SIGKILL')
      killed = true
      await Promise.all(senders)
      await server.stop()
      expect(server.process.signalCode).toBe('SIGKILL')

      const restarted = performance.now()
      server = await startServer(serverEnv())
      const restartSeconds = seconds(restarted)
      const confirmations = []
      for (let batch = 0; batch < acknowledged.length; batch += 50) {
        confirmations.push(
          ...(await Promise.all(
            acknowledged
              .slice(batch, batch + 50)
              .map(async (reference) => (await fetch(server.baseUrl + form.confirmationPath(reference))).status),
          )),
        )
      }
      await server.stop()
      expect(confirmations.filter((status) => status !== 200)).toEqual([])
      const stored = (await storedCount()) - before
      expect(stored).toBeGreaterThanOrEqual(acknowledged.length)
      console.log(
        `[${name}, ${kind}] SIGKILL mid-run: ${acknowledged.length} acknowledged before the kill, ${cutOff} cut off in flight; ` +
          `restarted in ${restartSeconds} s with all ${acknowledged.length} acknowledged present (${stored} stored: ${stored - acknowledged.length} more were committed when the answer was cut off)`,
      )
    }, 240_000)

    it('1,000 malformed or random bodies get a 4xx, never a 5xx', async () => {
      const server = await startServer(serverEnv())
      const statuses = new Map<number, number>()
      const text = fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.string({ unit: 'binary', maxLength: 40 }),
        fc.constantFrom(
          '',
          ' ',
          '\u0000',
          '%',
          '%ZZ',
          '\uD800',
          'yes',
          'me',
          'phone',
          'sms',
          'email',
          'location',
          '0412 345 678',
          'a@b',
          'x'.repeat(2_000),
        ),
      )
      // Every field but one the form cannot do without (consent, what is wrong): no body can be valid.
      const field = fc.oneof(
        fc.constantFrom(...form.fuzzFields, 'idempotencyKey', 'website'),
        fc.string({ maxLength: 12 }),
      )
      // Mostly with a well-formed idempotency key, so that most bodies reach the validation of the answers.
      const pairs = fc
        .tuple(
          fc.option(fc.uuid(), { freq: 4 }),
          fc.array(fc.tuple(field, fc.oneof(text, fc.uuid())), { maxLength: 25 }),
        )
        .map(([key, list]) => (key ? [['idempotencyKey', key] as [string, string], ...list] : list))
      const body = fc.oneof(
        pairs.map((list) => new URLSearchParams(list).toString()),
        pairs.map((list) => list.map(([key, value]) => `${key}=${value}`).join('&')),
        fc.string({ unit: 'binary', maxLength: 500 }),
        fc.uint8Array({ maxLength: 500 }),
        fc.json().map((json) => json),
        fc.integer({ min: 33_000, max: 80_000 }).map((size) => `message=${'m'.repeat(size)}`),
      )
      const contentType = fc.oneof(
        {
          weight: 6,
          arbitrary: fc.constantFrom(
            'application/x-www-form-urlencoded',
            'application/x-www-form-urlencoded; charset=UTF-8',
            'APPLICATION/X-WWW-FORM-URLENCODED',
          ),
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            'multipart/form-data; boundary=----fuzz',
            'application/json',
            'text/plain',
            'application/octet-stream',
          ),
        },
      )
      const request = fc.record({
        method: fc.oneof(
          { weight: 8, arbitrary: fc.constant('POST') },
          { weight: 1, arbitrary: fc.constantFrom('PUT', 'PATCH', 'DELETE') },
        ),
        path: fc.oneof(
          { weight: 6, arbitrary: fc.constant(form.path) },
          { weight: 1, arbitrary: fc.constantFrom(...form.otherPaths) },
        ),
        contentType,
        origin: fc.oneof(
          { weight: 8, arbitrary: fc.constantFrom(undefined, 'same') },
          { weight: 1, arbitrary: fc.constantFrom('null', 'https://evil.example') },
        ),
        body,
      })
      const started = performance.now()
      await fc.assert(
        fc.asyncProperty(request, async ({ method, path, contentType: type, origin, body: payload }) => {
          const headers: Record<string, string> = { 'Content-Type': type }
          if (origin) headers.Origin = origin === 'same' ? server.baseUrl : origin
          const response = await fetch(server.baseUrl + path, { method, headers, body: payload, redirect: 'manual' })
          await response.arrayBuffer()
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
          return response.status >= 400 && response.status < 500
        }),
        { numRuns: 1_000, seed: 20_261_122, endOnFailure: true },
      )
      const fuzzSeconds = seconds(started)
      expect((await fetch(server.baseUrl + form.path)).status).toBe(200)
      await server.stop()
      expect(server.output()).not.toContain('"level":"error"')
      const total = [...statuses.values()].reduce((sum, count) => sum + count, 0)
      expect(total).toBe(1_000)
      const summary = [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(', ')
      console.log(
        `[${name}, ${kind}] fuzz: ${total} malformed or random bodies in ${fuzzSeconds} s, no 5xx: ${summary}`,
      )
    }, 240_000)
  },
)
