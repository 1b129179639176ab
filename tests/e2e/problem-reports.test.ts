import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { promisify } from 'node:util'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { DATABASE_KINDS, testStorage, type TestStorage } from '../support/databases'
import { startSmtpServer, type TestSmtpServer } from '../support/smtp'
import { axeViolations } from './support/browser'
import { describe, expect, test as it } from './support/fixture'
import { startServer, withoutBookingStorage, type RunningServer } from './support/server'
import { ifSet } from '../support/if-set'

/**
 * 'Tell us something is wrong' from a service or location page: a report sent in Chromium, with and
 * without JavaScript, is stored, emailed to the content team and listed by the staff tool, on the
 * embedded database and on PostgreSQL. The storage guarantees (500 at once, SIGKILL) are in
 * submission-storage.test.ts, with the booking form's.
 */
const SERVICE = '/services/community-counselling-dandenong'
const FORM = '/report/services/community-counselling-dandenong'
const SENT = /\/report\/services\/community-counselling-dandenong\/sent\/(PR-[A-Z0-9]{4}-[A-Z0-9]{4})$/
const NOTE = 'The number rings out; they moved to Walker Street.'

const summaryEntries = (page: Page) => page.locator('.error-summary li').allTextContents()
const send = (page: Page) => page.getByRole('button', { name: 'Send report' }).click()

describe.each(DATABASE_KINDS)('a report sent from a service page, stored in %s', (kind) => {
  let storage: TestStorage
  let smtp: TestSmtpServer
  let server: RunningServer
  const references: string[] = []
  beforeAll(async () => {
    storage = await testStorage(kind)
    smtp = await startSmtpServer()
    // With SMTP the database opens (and migrates) as the server starts, so the first report waits for nothing.
    server = await startServer({ ...storage.settings, SMTP_URL: smtp.url, LOG_LEVEL: 'warn' })
  })
  afterAll(async () => {
    await ifSet(server)?.stop()
    await ifSet(smtp)?.close()
    await ifSet(storage)?.remove()
  })

  it.for([true, false])(
    'with JavaScript %s: the link, the errors, then the thank-you page with a reference',
    async (javaScriptEnabled, { newPage, pageErrors }) => {
      // Chromium reports every 4xx answer as a console error; the form's 422 is expected.
      pageErrors.ignore(/^Failed to load resource: the server responded with a status of 422/)
      const page = await newPage({ javaScriptEnabled })
      page.setDefaultTimeout(30_000)
      await page.goto(server.baseUrl + SERVICE)
      await page.getByRole('link', { name: 'Tell us something is wrong' }).click()
      await page.waitForURL(server.baseUrl + FORM)
      await page.locator('.report-form').waitFor()
      expect(await page.locator('h1').textContent()).toBe('Tell us something is wrong')
      expect(await page.locator('.page-header__lead').textContent()).toBe('About Community Counselling – Dandenong')
      expect(
        await page
          .locator('input[name="wrong"]')
          .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.textContent.trim())),
      ).toEqual(['The phone number', 'The address', 'The opening hours', 'This service has closed', 'Something else'])
      // Nothing about the visitor is asked, and browsers are asked not to fill anything in.
      expect(
        await page
          .locator(
            '.report-form input[type="text"]:not(#report-website), .report-form input[type="email"], .report-form input[type="tel"]',
          )
          .count(),
      ).toBe(0)
      expect(await page.locator('.report-form').getAttribute('autocomplete')).toBe('off')
      if (javaScriptEnabled) expect(await axeViolations(page), 'the form').toEqual([])

      await page.getByLabel('Something else').check()
      await send(page)
      await expect.poll(() => summaryEntries(page), { timeout: 30_000 }).toEqual(['Tell us what else is wrong'])
      expect(await page.title()).toBe(
        'Error: Tell us something is wrong: Community Counselling – Dandenong - Altogether better care',
      )
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('error-summary')
      if (javaScriptEnabled) expect(await axeViolations(page), 'the error state').toEqual([])

      await page.getByLabel('The phone number').check()
      await page.getByLabel('Tell us more (optional)').fill(NOTE)
      await send(page)
      await page.waitForURL((url) => SENT.test(url.pathname))
      await expect.poll(() => page.locator('h1').textContent(), { timeout: 30_000 }).toBe('Report sent')
      const reference = SENT.exec(new URL(page.url()).pathname)?.[1] ?? ''
      expect(await page.locator('.confirmation-panel__reference').textContent()).toBe(reference)
      expect(await page.title()).not.toContain('rings out')
      await page.getByRole('link', { name: 'Back to Community Counselling – Dandenong' }).waitFor()
      if (javaScriptEnabled) expect(await axeViolations(page), 'the thank-you page').toEqual([])
      expect(pageErrors.messages).toEqual([])
      references.push(reference)
    },
  )

  it('emails each report to the content team, and the staff tool lists them', async () => {
    expect(references).toHaveLength(2)
    await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBe(2)
    expect(smtp.received.map((mail) => mail.messageId).sort()).toEqual(
      references.map((reference) => `<${reference}@altogether.example>`).sort(),
    )
    for (const mail of smtp.received) {
      expect(mail.to).toEqual(['content@altogether.example'])
      expect(mail.raw).toMatch(/Reference: PR-/)
    }
    // The embedded database serves one process at a time: the staff tool runs once the website has stopped.
    await server.stop()
    const env = { ...withoutBookingStorage(process.env), ...storage.settings }
    const { stdout } = await promisify(execFile)(
      'node_modules/.bin/tsx',
      ['scripts/bookings/cli.ts', 'reports', 'list'],
      { env },
    )
    for (const reference of references) {
      expect(stdout).toMatch(
        new RegExp(
          `${reference} .* new +/services/community-counselling-dandenong +The phone number; Something else +${NOTE.replace('.', '\\.')} +sent `,
        ),
      )
    }
    expect(stdout).toContain('2 reports\n')
    expect(server.output()).not.toContain('rings out')
  }, 60_000)
})

const baseUrl = inject('baseUrl')
const post = (path: string, init: RequestInit = {}) =>
  fetch(baseUrl + path, { method: 'POST', redirect: 'manual', ...init })
const validReport = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({ idempotencyKey: randomUUID(), wrong: 'address', ...overrides })

describe('sending a report over HTTP', () => {
  it('answers the same key with the same report: a double click or a retry makes one', async () => {
    const body = validReport()
    const [first, second] = [await post(FORM, { body }), await post(FORM, { body })]
    expect(first.status).toBe(303)
    expect(second.headers.get('location')).toBe(first.headers.get('location'))
    expect(first.headers.get('location')).toMatch(SENT)
    // The thank-you page is one visitor's: never kept by the server or a CDN, never indexed.
    const sent = await fetch(new URL(first.headers.get('location') ?? '', baseUrl))
    expect(sent.headers.get('cache-control')).toBe('private, no-store')
    expect(await sent.text()).toContain('<meta name="robots" content="noindex"/>')
  })

  it('answers a location page too, in its own words, and only pages that exist', async () => {
    const form = await fetch(baseUrl + '/report/locations/alice-springs-office')
    expect(form.status).toBe(200)
    expect(form.headers.get('cache-control')).toBe('private, no-store')
    expect(await form.text()).toContain('This location has closed')
    for (const path of [
      '/report/services/no-such-service',
      '/report/articles/using-your-ndis-plan',
      `${FORM}/sent/PR-AAAA-AAAA`,
      `${FORM}/sent/BK-AAAA-AAAA`,
    ]) {
      expect((await fetch(baseUrl + path)).status, path).toBe(404)
    }
  })

  it.each([
    [
      'a post from another site',
      { body: validReport(), headers: { Origin: 'https://evil.example' } },
      403,
      'can only be sent from our own website',
    ],
    [
      'a sandboxed frame (Origin: null)',
      { body: validReport(), headers: { Origin: 'null' } },
      403,
      'can only be sent from our own website',
    ],
    [
      'a JSON body',
      { body: '{}', headers: { 'Content-Type': 'application/json' } },
      415,
      'We could not read this report',
    ],
    [
      'a body over the limit',
      { body: validReport({ note: 'x'.repeat(9_000) }) },
      413,
      'Your report is too long to send',
    ],
    ['a form without its key', { body: new URLSearchParams({ wrong: 'phone' }) }, 400, 'We could not send your report'],
    [
      'the honeypot filled in',
      { body: validReport({ website: 'http://spam.example' }) },
      400,
      'We could not send your report',
    ],
    [
      'a note over 500 characters',
      { body: validReport({ note: 'x'.repeat(501) }) },
      422,
      'Your note must be 500 characters or fewer',
    ],
    ['a choice not on the list', { body: validReport({ wrong: 'price' }) }, 422, 'Select what is wrong from the list'],
    ['a PUT', { method: 'PUT', body: validReport() }, 405, 'Send this form with the button'],
  ])('%s gets %s with words a person understands', async (_name, init, status, words) => {
    const response = await post(FORM, init)
    expect(response.status).toBe(status)
    const page = await response.text()
    expect(page).toContain(words)
    expect(page).toContain('Exit this page')
  })
})

describe('a server of its own', () => {
  it('limits reports per client (429 with Retry-After, the answers kept) and keeps notes out of its logs', async () => {
    const server = await startServer({ REPORT_RATE_LIMIT: '2', REPORT_RATE_WINDOW_MINUTES: '10', LOG_LEVEL: 'debug' })
    const secret = 'Ursula Hiddenperson told me the office shut'
    try {
      const statuses = []
      for (let attempt = 0; attempt < 3; attempt++)
        statuses.push(
          (
            await fetch(server.baseUrl + FORM, {
              method: 'POST',
              body: validReport({ note: secret }),
              redirect: 'manual',
            })
          ).status,
        )
      expect(statuses).toEqual([303, 303, 429])
      const limited = await fetch(server.baseUrl + FORM, {
        method: 'POST',
        body: validReport({ note: secret, wrong: 'closed' }),
        redirect: 'manual',
      })
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500)
      const html = await limited.text()
      expect(html).toContain('You have sent this form many times in a short while. Please wait 10 minutes')
      expect(html).toContain(secret)
      expect(html).not.toContain(`<title>${secret}`)
      expect((await fetch(server.baseUrl + FORM)).status).toBe(200)
    } finally {
      await server.stop()
    }
    expect(server.output()).toContain('"msg":"problem report stored"')
    expect(server.output()).not.toContain('Hiddenperson')
  })
})
