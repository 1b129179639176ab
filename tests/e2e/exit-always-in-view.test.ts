import type { Page } from 'playwright-core'
import { describe, expect, test as it, waitForHydration } from './support/fixture'
import { loadPage, PAGE_TYPES, storeSettings } from './support/page-types'

/**
 * Issue 32 points 1 and 6: 'Exit this page' is on screen at every scroll position, on every page, at
 * every text size, portrait and landscape; a focused error summary starts at the top of the screen.
 */

/** The longest page of the bundled site at large text: a family violence service. */
const LONGEST = '/services/family-violence-support-maroochydore'
const SIZES = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 320, height: 568 },
  { width: 1280, height: 800 },
]
const TEXT_SIZES = [100, 150, 200]

/** Where the button is, whether it is the element at its centre (nothing covers it), and how far the page was scrolled. */
const exitInView = (page: Page) =>
  page.evaluate(() => {
    const button = document.querySelector('.safe-exit__button')!
    const box = button.getBoundingClientRect()
    const atCentre = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    return {
      top: Math.round(box.top),
      bottom: Math.round(box.bottom),
      onTop: button.contains(atCentre),
      scrolled: window.scrollY,
      clearance: parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
      rowBottom: Math.round(document.querySelector('.safe-exit')!.getBoundingClientRect().bottom),
    }
  })

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
}

describe('Exit this page never leaves the screen', () => {
  for (const viewport of SIZES) {
    for (const fontSize of TEXT_SIZES) {
      it(`at the bottom of the longest page at ${viewport.width}×${viewport.height} and ${fontSize} % text, with and without the dyslexia font and spacing`, async ({
        newPage,
        baseUrl,
      }) => {
        const page = await newPage({ viewport, reducedMotion: 'reduce' })
        for (const extra of [{}, { isDyslexiaFont: true, isLetterSpacing: true, isBold: true }]) {
          await page.goto(baseUrl + '/robots.txt')
          await storeSettings(page, { fontSize, ...extra })
          await loadPage(page, baseUrl + LONGEST)
          await scrollToEnd(page)
          const seen = await exitInView(page)
          const label = `${JSON.stringify(extra)} ${JSON.stringify(seen)}`
          expect(seen.scrolled, label).toBeGreaterThan(viewport.height)
          expect(seen.top, label).toBeGreaterThanOrEqual(0)
          expect(seen.onTop, label).toBe(true)
          // GOV.UK's button is 40 px; this one is never shorter, and never taller than the room focus keeps clear of it.
          expect(seen.bottom - seen.top, label).toBeGreaterThanOrEqual(40)
          expect(seen.rowBottom, label).toBeLessThanOrEqual(seen.clearance)
          // Compact: a small part of the screen.
          expect(seen.rowBottom, label).toBeLessThanOrEqual(viewport.height * 0.2)
        }
      })
    }
  }

  it('on every page type, the not-found page and a refused booking, at 320×568 and 200 % text', async ({
    newPage,
    baseUrl,
  }) => {
    const page = await newPage({ viewport: { width: 320, height: 568 }, reducedMotion: 'reduce' })
    await page.goto(baseUrl + '/robots.txt')
    await storeSettings(page, { fontSize: 200 })
    for (const path of [...PAGE_TYPES, '/no-such-page']) {
      await loadPage(page, baseUrl + path)
      await scrollToEnd(page)
      const seen = await exitInView(page)
      expect(seen.top, path).toBeGreaterThanOrEqual(0)
      expect(seen.onTop, path).toBe(true)
    }
    // A booking sent from a page that does not name its origin: the site's own refusal page, with the answers.
    await page.setContent(
      `<form method="post" action="${baseUrl}/booking/counselling-appointment"><input name="contactName" value="Alex Example"><button>Send</button></form>`,
    )
    await Promise.all([
      page.waitForURL(baseUrl + '/booking/counselling-appointment'),
      page.getByRole('button', { name: 'Send' }).click(),
    ])
    expect(await page.title()).toMatch(/^Error: /)
    expect(await page.getByLabel('Your name').inputValue()).toBe('Alex Example')
    await scrollToEnd(page)
    const seen = await exitInView(page)
    expect(seen.top).toBeGreaterThanOrEqual(0)
    expect(seen.onTop).toBe(true)
  })
})

describe('a focused error summary is in view, its heading at the top of the screen', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 320, height: 568 },
  ]) {
    for (const javaScriptEnabled of [true, false]) {
      it(`at ${viewport.width}×${viewport.height} and 200 % text, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async ({
        newPage,
        baseUrl,
        pageErrors,
      }) => {
        pageErrors.ignore(/status of 422/)
        // Settings need scripts to be stored and applied: without JavaScript, the browser's own zoom does the same.
        const page = await newPage({
          viewport: javaScriptEnabled ? viewport : { width: viewport.width / 2, height: viewport.height / 2 },
          javaScriptEnabled,
          reducedMotion: 'reduce',
        })
        if (javaScriptEnabled) {
          await page.goto(baseUrl + '/robots.txt')
          await storeSettings(page, { fontSize: 200 })
        }
        await page.goto(baseUrl + '/booking/counselling-appointment')
        if (javaScriptEnabled) await waitForHydration(page)
        await page.getByRole('button', { name: 'Send request' }).click()
        const summary = page.locator('.error-summary')
        await summary.waitFor()
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.className), { timeout: 10_000 })
          .toBe('error-summary')
        await expect.poll(() => page.title(), { timeout: 10_000 }).toMatch(/^Error: Book a counselling appointment/)
        const heading = await page.evaluate(() => {
          const box = document.querySelector('.error-summary')!.getBoundingClientRect()
          return {
            top: Math.round(box.top),
            clearance: parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
            height: innerHeight,
          }
        })
        // Below the exit button's row, and near the top of the screen.
        expect(heading.top, JSON.stringify(heading)).toBeGreaterThanOrEqual(Math.floor(heading.clearance) - 1)
        expect(heading.top, JSON.stringify(heading)).toBeLessThan(heading.height / 3)
      })
    }
  }
})

describe('refusals are the site’s own pages, with the way out', () => {
  it('a form from another website, or one that hides its origin, to any page', async ({ baseUrl }) => {
    for (const [path, origin, status] of [
      ['/services', 'https://evil.example', 403],
      ['/', 'null', 403],
      ['/search', 'null', 403],
      // The booking page keeps the answers of a form it refuses (tests/e2e/booking.test.ts has the rest).
      ['/booking/counselling-appointment', 'null', 403],
    ] as const) {
      const answer = await fetch(baseUrl + path, {
        method: 'POST',
        headers: {
          Origin: origin,
          'Sec-Fetch-Site': 'same-origin',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'contactName=Alex+Example',
      })
      const page = await answer.text()
      expect(answer.status, path).toBe(status)
      expect(answer.headers.get('content-type'), path).toContain('text/html')
      expect(page, path).toContain('Emergency </span>Exit this page')
      expect(page, path).toContain('href="tel:1300975707"')
      expect(page, path).toMatch(/<title>Error: /)
      expect(page, path).not.toContain('Bad Request')
      if (path.startsWith('/booking')) expect(page).toContain('value="Alex Example"')
    }
  })
})
