import { request as httpRequest } from 'node:http'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { inject } from 'vitest'
import { startPostgres } from '../../scripts/local-services/postgres'
import { axeViolations } from './support/browser'
import { describe, expect, test as it, type NewPage, type PageErrors } from './support/fixture'
import { startServer } from './support/server'
import { validBookingBody } from './support/booking-body'

// The HTTP tables below are built when the file loads, before any test's fixtures.
const baseUrl = inject('baseUrl')
const FORM = '/booking/counselling-appointment'
const CONFIRMATION = /\/booking\/counselling-appointment\/confirmation\/(BK-[A-Z0-9]{4}-[A-Z0-9]{4})$/

/** The booking form in a new page; `pageErrors` then holds everything but the form's expected 422. */
async function open(
  { newPage, pageErrors }: { newPage: NewPage; pageErrors: PageErrors },
  options: BrowserContextOptions = {},
) {
  // Chromium reports every 4xx answer as a console error; the form's 422 is expected.
  pageErrors.ignore(/^Failed to load resource: the server responded with a status of 422/)
  const page = await newPage(options)
  // The first request sent starts the embedded PostgreSQL (WebAssembly) and migrates it: on a busy 2-core
  // machine that took over 15 s, and the test then failed waiting for a confirmation a visitor would see.
  // The waits stay waits for what the visitor sees; only their ceiling allows for a loaded machine.
  page.setDefaultTimeout(60_000)
  await page.goto(baseUrl + FORM)
  return page
}

const summaryEntries = (page: Page) => page.locator('.error-summary li').allTextContents()
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.className)
const send = (page: Page) => page.getByRole('button', { name: 'Send request' }).click()

/** The answers every request needs, with a text message to a mobile number. */
async function fillRequired(page: Page) {
  await page.getByLabel('Someone I support or care for').check()
  await page.getByLabel('Their name').fill('Sam Example')
  await page.getByLabel('Your name').fill('Alex Example')
  await page.getByLabel('Text message (SMS)').check()
  await page.locator('#booking-phone').fill('02 9876 5432')
  await page.getByLabel('Yes, you can contact me').check()
}

// axe-core runs in the page and needs its timers, which do not run with JavaScript off: it checks each
// state with JavaScript on (the markup is the same, bar the dependent fields that JavaScript hides).
describe('the booking form in Chromium', () => {
  it.for([true, false])(
    'with JavaScript %s: errors beside each field, answers kept, then the confirmation',
    // Many steps, and the first request may start the embedded database (open() above).
    { timeout: 180_000 },
    async (javaScriptEnabled, { newPage, pageErrors }) => {
      const page = await open({ newPage, pageErrors }, { javaScriptEnabled })
      expect(await page.locator('h1').textContent()).toBe('Book a counselling appointment')
      expect(await page.locator('.page-header__lead').textContent()).toBe(
        'A request for Community Counselling – Dandenong',
      )
      expect(await page.locator('#booking-locationId option').allTextContents()).toEqual([
        'Choose a location',
        'Broadmeadows Family Centre, Broadmeadows VIC',
        'Dandenong Family Centre, Dandenong VIC',
      ])
      // askFor of this booking page has no NDIS question.
      expect(await page.locator('input[name="ndis"]').count()).toBe(0)
      if (javaScriptEnabled) expect(await axeViolations(page), 'the form').toEqual([])

      await send(page)
      await page.locator('.error-summary').waitFor()
      expect(await summaryEntries(page)).toEqual([
        'Select who this request is for',
        'Enter your name',
        'Select how you would like us to contact you',
        'Confirm that we can contact you about this request',
      ])
      expect(await focusedId(page)).toBe('error-summary')
      expect(await page.locator('#booking-contactName').getAttribute('aria-describedby')).toBe(
        'booking-contactName-hint booking-contactName-error',
      )
      expect(await page.locator('#booking-contactName-error').textContent()).toBe('Error: Enter your name')
      if (javaScriptEnabled) expect(await axeViolations(page), 'the error state').toEqual([])

      await fillRequired(page)
      await page.getByLabel('Monday').check()
      await page.locator('#booking-message').fill('Mornings are best.\nThank you.')
      await send(page)
      await expect
        .poll(() => summaryEntries(page))
        .toEqual(['Enter an Australian mobile number for text messages, like 0412 345 678'])
      // Everything typed is still there.
      expect(await page.getByLabel('Their name').inputValue()).toBe('Sam Example')
      expect(await page.getByLabel('Your name').inputValue()).toBe('Alex Example')
      expect(await page.getByLabel('Text message (SMS)').isChecked()).toBe(true)
      expect(await page.locator('#booking-phone').inputValue()).toBe('02 9876 5432')
      expect(await page.getByLabel('Monday').isChecked()).toBe(true)
      expect(await page.locator('#booking-message').inputValue()).toBe('Mornings are best.\nThank you.')
      expect(await page.getByLabel('Yes, you can contact me').isChecked()).toBe(true)

      await page.locator('#booking-phone').fill('0412 345 678')
      await send(page)
      // Without scripts the form posts to #error-summary (so an answer with problems opens at the summary),
      // and a browser keeps that fragment on the redirect to the confirmation: the page is the same.
      await page.waitForURL((url) => CONFIRMATION.test(url.pathname))
      await expect.poll(() => page.locator('h1').textContent()).toBe('Request sent')
      const reference = CONFIRMATION.exec(new URL(page.url()).pathname)?.[1]
      expect(await page.locator('.confirmation-panel__reference').textContent()).toBe(reference)
      expect(await page.textContent('main')).toContain('We have your request and will call you within two working days')
      expect(await page.textContent('main')).not.toContain('Alex Example')
      // A confirmation is one visitor's: never kept by the server or a CDN.
      const again = await fetch(page.url())
      expect(again.headers.get('cache-control')).toBe('private, no-store')
      expect(again.headers.get('etag')).toBeNull()
      if (javaScriptEnabled) expect(await axeViolations(page), 'the confirmation').toEqual([])
      expect(pageErrors.messages).toEqual([])
    },
  )

  it('opens from the service it books, and sends from there (a client-side navigation)', async ({ page }) => {
    await page.goto(`${baseUrl}/services/community-counselling-dandenong`)
    await page.getByRole('link', { name: 'Book a counselling appointment' }).click()
    await page.waitForURL(`${baseUrl}${FORM}`)
    await page.locator('.booking-form').waitFor()
    await fillRequired(page)
    await page.locator('#booking-phone').fill('0412 345 678')
    await send(page)
    await page.waitForURL(CONFIRMATION)
    await expect.poll(() => page.locator('h1').textContent()).toBe('Request sent')
  })

  it('an aged care service with no booking document of its own offers the default booking, which sends and confirms', async ({
    newPage,
    pageErrors,
  }) => {
    const page = await newPage({ viewport: { width: 390, height: 844 } })
    await page.goto(`${baseUrl}/services/home-care-packages-greenway`)
    await page.getByRole('link', { name: 'Request this service' }).click()
    await page.waitForURL(`${baseUrl}/booking/home-care-packages-greenway`)
    await page.locator('.booking-form').waitFor()
    expect(await page.locator('h1').textContent()).toBe('Request Home Care Packages – Greenway')
    expect(await page.locator('.page-header__lead').textContent()).toBe('A request for Home Care Packages – Greenway')
    expect(await page.textContent('main')).toContain('for yourself or for someone you care for, such as a parent')
    expect(await page.locator('#booking-locationId option').count()).toBeGreaterThan(1)
    expect(await axeViolations(page), 'the default form').toEqual([])
    await fillRequired(page)
    await page.locator('#booking-phone').fill('0412 345 678')
    await send(page)
    await page.waitForURL(/\/booking\/home-care-packages-greenway\/confirmation\/BK-[A-Z0-9]{4}-[A-Z0-9]{4}$/)
    await expect.poll(() => page.locator('h1').textContent()).toBe('Request sent')
    expect(await page.textContent('main')).toContain(
      'We have your request and will contact you within two working days',
    )
    expect(await page.textContent('main')).not.toContain('Alex Example')
    expect(pageErrors.messages).toEqual([])
  })

  it('a service with a booking document of its own has no default booking beside it', async () => {
    expect((await fetch(`${baseUrl}/booking/community-counselling-dandenong`)).status).toBe(404)
    expect((await fetch(`${baseUrl}/booking/computer-classes-for-seniors-retired`)).status).toBe(404)
    expect((await fetch(`${baseUrl}/booking/no-such-service-request`)).status).toBe(404)
  })

  it('with JavaScript, shows the fields an answer needs only when it is chosen', async ({ newPage, pageErrors }) => {
    const page = await open({ newPage, pageErrors })
    await expect.poll(() => page.getByLabel('Their name').isVisible()).toBe(false)
    await page.getByLabel('Someone I support or care for').check()
    expect(await page.getByLabel('Their name').isVisible()).toBe(true)
    expect(await page.locator('#booking-phone').isVisible()).toBe(false)
    await page.getByLabel('Text message (SMS)').check()
    expect(await page.getByLabel('Mobile number').isVisible()).toBe(true)
    expect(await page.getByLabel('Email address').isVisible()).toBe(false)
    await page.getByLabel('Email', { exact: true }).check()
    expect(await page.getByLabel('Email address').isVisible()).toBe(true)
    expect(await page.locator('#booking-phone').isVisible()).toBe(false)
    await page.getByLabel('At one of our locations').check()
    expect(await page.getByLabel('Which location?').isVisible()).toBe(true)
  })

  it('without JavaScript, every field is there to fill in', async ({ newPage, pageErrors }) => {
    const page = await open({ newPage, pageErrors }, { javaScriptEnabled: false })
    for (const label of ['Their name', 'Phone number', 'Email address', 'Which location?', 'Which language?'])
      expect(await page.getByLabel(label).isVisible(), label).toBe(true)
    // The honeypot is off screen, out of the tab order and hidden from assistive technology.
    const trap = await page.locator('#booking-website').boundingBox()
    expect((trap?.x ?? 0) + (trap?.width ?? 0)).toBeLessThanOrEqual(0)
    expect(await page.locator('#booking-website').getAttribute('tabindex')).toBe('-1')
    expect(await page.locator('.form-trap').getAttribute('aria-hidden')).toBe('true')
  })

  it('can be completed with the keyboard alone', async ({ newPage, pageErrors }) => {
    const page = await open({ newPage, pageErrors })
    /** Tab forward (never click) until the element matching `selector` has focus. */
    const tabTo = async (selector: string) => {
      for (let presses = 0; presses < 150; presses++) {
        await page.keyboard.press('Tab')
        if (await page.evaluate((wanted) => document.activeElement?.matches(wanted), selector)) return
      }
      throw new Error(`Tab never reached ${selector}`)
    }
    await tabTo('#booking-for')
    await page.keyboard.press('Space')
    await tabTo('#booking-contactName')
    // The error summary's link takes the cursor to its field.
    await page.keyboard.press('Enter')
    await page.locator('.error-summary').waitFor()
    expect(await focusedId(page)).toBe('error-summary')
    await tabTo('.error-summary a[href="#booking-contactName"]')
    await page.keyboard.press('Enter')
    expect(await focusedId(page)).toBe('booking-contactName')
    await page.keyboard.type('Kim Keyboard')
    await tabTo('#booking-contactMethod')
    await page.keyboard.press('ArrowDown') // Text message (SMS)
    expect(await page.getByLabel('Text message (SMS)').isChecked()).toBe(true)
    await tabTo('#booking-phone')
    await page.keyboard.type('0412 345 678')
    await tabTo('#booking-consent')
    await page.keyboard.press('Space')
    await tabTo('button[type="submit"]')
    await page.keyboard.press('Enter')
    await page.waitForURL(CONFIRMATION)
    await expect.poll(() => page.locator('h1').textContent()).toBe('Request sent')
  })

  it('a double click sends one request', async ({ newPage, pageErrors }) => {
    const page = await open({ newPage, pageErrors })
    await fillRequired(page)
    await page.locator('#booking-phone').fill('0412 345 678')
    const keys: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST')
        keys.push(new URLSearchParams(request.postData() ?? '').get('idempotencyKey') ?? '')
    })
    await page.getByRole('button', { name: 'Send request' }).dblclick()
    await page.waitForURL(CONFIRMATION)
    // The button is disabled while sending; any post that still got through carries the same key, so the
    // server returns the same request (see 'answers the same key with the same request' below).
    expect(keys.length).toBeGreaterThanOrEqual(1)
    expect(new Set(keys).size).toBe(1)
    console.log(`double click: ${keys.length} post(s) reached the server, one request`)
  })
})

const post = (base: string, path: string, init: RequestInit = {}) =>
  fetch(base + path, { method: 'POST', redirect: 'manual', ...init })

describe('submitting the form over HTTP', () => {
  it('answers the same key with the same request: a double click or a retry makes one', async () => {
    const body = validBookingBody()
    const first = await post(baseUrl, FORM, { body })
    const second = await post(baseUrl, FORM, { body })
    expect(first.status).toBe(303)
    expect(second.status).toBe(303)
    expect(second.headers.get('location')).toBe(first.headers.get('location'))
    expect(first.headers.get('location')).toMatch(CONFIRMATION)
  })

  it.each([
    ['an unknown booking page', '/booking/no-such-booking', { body: validBookingBody() }, 404, 'Page Not Found'],
    [
      'a post from another site',
      FORM,
      { body: validBookingBody(), headers: { Origin: 'https://evil.example' } },
      403,
      'can only be sent from our own booking page',
    ],
    [
      'another site, named only by Sec-Fetch-Site',
      FORM,
      { body: validBookingBody(), headers: { 'Sec-Fetch-Site': 'cross-site' } },
      403,
      'can only be sent from our own booking page',
    ],
    [
      'a sandboxed frame (Origin: null)',
      FORM,
      { body: validBookingBody(), headers: { Origin: 'null' } },
      403,
      'can only be sent from our own booking page',
    ],
    [
      'a JSON body',
      FORM,
      { body: '{}', headers: { 'Content-Type': 'application/json' } },
      415,
      'Send the form from our booking page',
    ],
    [
      'a body over the limit',
      FORM,
      { body: validBookingBody({ message: 'x'.repeat(40_000) }) },
      413,
      'too long to send',
    ],
    [
      'a form without its key',
      FORM,
      { body: new URLSearchParams({ for: 'me' }) },
      400,
      'We could not send your request',
    ],
    [
      'the honeypot filled in',
      FORM,
      { body: validBookingBody({ website: 'http://spam.example' }) },
      400,
      'We could not send your request',
    ],
    [
      'invalid answers',
      FORM,
      { body: validBookingBody({ email: 'nope' }) },
      422,
      'Enter an email address in the correct format',
    ],
    ['a PUT', FORM, { method: 'PUT', body: validBookingBody() }, 405, 'Send this form with the button'],
  ])('%s gets %s with words a person understands', async (_name, path, init, status, words) => {
    const response = await post(baseUrl, path, init)
    expect(response.status).toBe(status)
    const page = await response.text()
    expect(page).toContain(words)
    // The site's own page, never a bare text: the way out is on it (issue 32).
    expect(page).toContain('Exit this page')
  })

  it('a body over the limit sent in chunks (no Content-Length) gets 413 once the limit is passed', async () => {
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        baseUrl + FORM,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Transfer-Encoding': 'chunked' },
        },
        (response) => {
          let text = ''
          response.on('data', (chunk: Buffer) => (text += chunk.toString()))
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
        },
      )
      // The server answers before the body ends and closes the connection: writing after that fails, as it should.
      request.on('error', (error) =>
        error.message.includes('EPIPE') || error.message.includes('ECONNRESET') ? undefined : reject(error),
      )
      for (let chunk = 0; chunk < 40; chunk++) request.write('message=' + 'x'.repeat(1_000))
      request.end()
    })
    expect(status).toBe(413)
    expect(body).toContain('too long to send')
  })

  it('the same-origin post of a browser is accepted', async () => {
    const response = await post(baseUrl, FORM, {
      body: validBookingBody(),
      headers: { Origin: baseUrl, 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(response.status).toBe(303)
  })
})

describe('a server of its own', () => {
  it('limits submissions per client: 429 with Retry-After and the form again', async () => {
    const server = await startServer({ BOOKING_RATE_LIMIT: '3', BOOKING_RATE_WINDOW_MINUTES: '10' })
    try {
      const statuses: number[] = []
      for (let attempt = 0; attempt < 5; attempt++)
        statuses.push((await post(server.baseUrl, FORM, { body: validBookingBody() })).status)
      expect(statuses).toEqual([303, 303, 303, 429, 429])
      const limited = await post(server.baseUrl, FORM, { body: validBookingBody() })
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500)
      const html = await limited.text()
      expect(html).toContain('You have sent this form many times in a short while. Please wait 10 minutes')
      expect(html).toContain('name="contactName"')
      // Reading the page is never limited.
      expect((await fetch(server.baseUrl + FORM)).status).toBe(200)
    } finally {
      await server.stop()
    }
  })

  it('when its database is down, says so with 503 and keeps the answers; nothing is acknowledged', async () => {
    const postgres = await startPostgres()
    const server = await startServer({ DATABASE_URL: await postgres.createDatabase() })
    try {
      expect((await post(server.baseUrl, FORM, { body: validBookingBody() })).status).toBe(303)
      await postgres.stop()
      const refused = await post(server.baseUrl, FORM, { body: validBookingBody({ contactName: 'Dana Downtime' }) })
      expect(refused.status).toBe(503)
      expect(refused.headers.get('retry-after')).toBe('60')
      const html = await refused.text()
      expect(html).toContain('We could not save your request just now')
      expect(html).toContain('value="Dana Downtime"')
    } finally {
      await server.stop()
      await postgres.stop()
    }
    expect(server.output()).toContain('"msg":"booking request not stored"')
    expect(server.output()).not.toContain('Dana Downtime')
  })

  it('keeps names, phone numbers, emails and messages out of its logs', async () => {
    const server = await startServer({ LOG_LEVEL: 'debug' })
    const secrets = {
      contactName: 'Quentin Secretname',
      personName: 'Ursula Hiddenperson',
      phone: '0499 876 543',
      message: 'My very private message',
      language: 'Klingonese',
    }
    let reference = ''
    try {
      const sent = await post(server.baseUrl, FORM, {
        body: validBookingBody({ ...secrets, for: 'someone-else', contactMethod: 'phone', interpreter: 'yes' }),
      })
      expect(sent.status).toBe(303)
      reference = CONFIRMATION.exec(sent.headers.get('location') ?? '')?.[1] ?? ''
      const invalid = await post(server.baseUrl, FORM, {
        body: validBookingBody({
          ...secrets,
          email: 'secret.address@example.com',
          contactMethod: 'email',
          consent: '',
        }),
      })
      expect(invalid.status).toBe(422)
    } finally {
      await server.stop()
    }
    const log = server.output()
    expect(log).toContain(`"reference":"${reference}"`)
    for (const secret of [...Object.values(secrets), '0499876543', 'secret.address', 'pat.private'])
      expect(log).not.toContain(secret)
  })
})
