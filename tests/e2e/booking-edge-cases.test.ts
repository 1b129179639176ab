import { describe, expect, test as it, waitForHydration } from './support/fixture'
import { startServer } from './support/server'
import { validBookingBody } from './support/booking-body'

/** Booking edge cases (issue 16 point 5): what counts toward the rate limit, answers kept on 429, a reused key, no-store. */
const FORM = '/booking/counselling-appointment'
const CONFIRMATION = /\/booking\/counselling-appointment\/confirmation\/(BK-[A-Z0-9]{4}-[A-Z0-9]{4})$/

const post = (base: string, path: string, body: URLSearchParams) =>
  fetch(base + path, { method: 'POST', redirect: 'manual', body })
const hiddenKey = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1]

/** The machine running the tests may be slow: a server of its own starts its embedded database on the first post. */
const SLOW = 240_000

describe('the booking rate limit counts accepted requests', () => {
  it(
    '16 invalid posts, then valid ones are accepted up to the limit; a 429 keeps the answers',
    async ({ newPage, pageErrors }) => {
      const server = await startServer({ BOOKING_RATE_LIMIT: '4', BOOKING_RATE_WINDOW_MINUTES: '10' })
      try {
        const invalid: number[] = []
        for (let attempt = 0; attempt < 16; attempt++)
          invalid.push((await post(server.baseUrl, FORM, validBookingBody({ email: 'nope' }))).status)
        expect(invalid).toEqual(Array(16).fill(422))
        const accepted: number[] = []
        for (let attempt = 0; attempt < 4; attempt++)
          accepted.push((await post(server.baseUrl, FORM, validBookingBody())).status)
        expect(accepted).toEqual([303, 303, 303, 303])

        // Over the limit without JavaScript: the page carries everything typed, and the same key (nothing was stored).
        const body = validBookingBody({ contactName: 'Robin Typed' })
        const limited = await post(server.baseUrl, FORM, body)
        expect(limited.status).toBe(429)
        const html = await limited.text()
        expect(html).toMatch(/You have sent this form many times in a short while. Please wait (\d+ minutes|a minute)/)
        expect(html).toContain('value="Robin Typed"')
        expect(html).toContain('My private message</textarea>')
        expect(hiddenKey(html)).toBe(body.get('idempotencyKey'))

        // With JavaScript: what the visitor typed is still in the form.
        pageErrors.ignore(/status of 429/)
        const page = await newPage()
        await page.goto(server.baseUrl + FORM)
        await waitForHydration(page)
        await page.getByLabel('Someone I support or care for').check()
        await page.getByLabel('Their name').fill('Sam Example')
        await page.getByLabel('Your name').fill('Alex Example')
        await page.getByLabel('Text message (SMS)').check()
        await page.locator('#booking-phone').fill('02 9876 5432')
        await page.getByLabel('Yes, you can contact me').check()
        await page.getByRole('button', { name: 'Send request' }).click()
        await page.locator('.error-summary').waitFor()
        expect(await page.locator('.error-summary').textContent()).toContain(
          'You have sent this form many times in a short while.',
        )
        expect(await page.getByLabel('Their name').inputValue()).toBe('Sam Example')
        expect(await page.getByLabel('Your name').inputValue()).toBe('Alex Example')
        expect(await page.locator('#booking-phone').inputValue()).toBe('02 9876 5432')
        expect(await page.getByLabel('Text message (SMS)').isChecked()).toBe(true)
        expect(await page.getByLabel('Yes, you can contact me').isChecked()).toBe(true)
        expect(pageErrors.messages).toEqual([])

        // Over the limit, every post waits, valid or not.
        expect((await post(server.baseUrl, FORM, validBookingBody({ email: 'nope' }))).status).toBe(429)
      } finally {
        await server.stop()
      }
    },
    SLOW,
  )
})

describe('a reused idempotency key', () => {
  it(
    'with other answers gets 409, the answers back and a new key; with the same answers, the first reference',
    async ({ baseUrl }) => {
      const first = validBookingBody()
      const key = first.get('idempotencyKey') ?? ''
      const accepted = await post(baseUrl, FORM, first)
      expect(accepted.status).toBe(303)
      expect(accepted.headers.get('location')).toMatch(CONFIRMATION)

      const other = validBookingBody({ idempotencyKey: key, contactName: 'Someone Else' })
      const refused = await post(baseUrl, FORM, other)
      expect(refused.status).toBe(409)
      const html = await refused.text()
      expect(html).toContain('This form was already used to send a different request, so we have not sent this one.')
      expect(html).toContain('value="Someone Else"')
      const newKey = hiddenKey(html)
      expect(newKey).toMatch(/^[0-9a-f-]{36}$/)
      expect(newKey).not.toBe(key)

      const again = await post(baseUrl, FORM, new URLSearchParams(first))
      expect(again.status).toBe(303)
      expect(again.headers.get('location')).toBe(accepted.headers.get('location'))

      const resent = await post(
        baseUrl,
        FORM,
        validBookingBody({ idempotencyKey: newKey ?? '', contactName: 'Someone Else' }),
      )
      expect(resent.status).toBe(303)
      expect(resent.headers.get('location')).not.toBe(accepted.headers.get('location'))
    },
    SLOW,
  )
})

describe('booking pages are never stored', () => {
  it(
    'the form, its answers, its data requests and the confirmation send Cache-Control: no-store',
    async ({ baseUrl }) => {
      const accepted = await post(baseUrl, FORM, validBookingBody())
      const confirmation = accepted.headers.get('location') ?? ''
      const answers = [
        await fetch(baseUrl + FORM),
        await fetch(`${baseUrl}${FORM}.data`),
        await post(baseUrl, FORM, validBookingBody({ email: 'nope' })),
        accepted,
        await fetch(new URL(confirmation, baseUrl)),
      ]
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 422, 303, 200])
      for (const answer of answers) expect(answer.headers.get('cache-control')).toMatch(/(^|,)\s*no-store\s*(,|$)/)
    },
    SLOW,
  )
})
