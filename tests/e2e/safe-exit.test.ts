import type { BrowserContextOptions, Page } from 'playwright-core'
import { inject } from 'vitest'
import { watchForBlanking, type Blanking } from './support/blanking'
import { describe, expect, test as it, waitForHydration, type NewPage, afterNextPaints } from './support/fixture'

const baseUrl = inject('baseUrl')
/** The exit address in the bundled site settings. */
const EXIT_URL = 'https://www.bom.gov.au/'

/**
 * A page whose requests to the exit site (there is no internet here) get a tiny weather page. It
 * records when the exit site was requested and when the page was blanked.
 */
async function openWatched(newPage: NewPage, options: BrowserContextOptions = {}) {
  const page = await newPage(options)
  const exitRequests: number[] = []
  const blankings: Blanking[] = []
  await page.route('https://www.bom.gov.au/**', (route) => {
    exitRequests.push(Date.now())
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Weather</title><h1>Weather</h1>' })
  })
  if (options.javaScriptEnabled !== false) {
    await page.exposeFunction('reportBlanking', (blanking: Blanking) => blankings.push(blanking))
    await page.addInitScript(watchForBlanking)
  }
  return { page, exitRequests, blankings }
}

/** The page was blanked, completely, before the exit site was even requested. */
function expectBlankedBeforeLeaving(exitRequests: number[], blankings: Blanking[]) {
  expect(blankings).toEqual([{ at: expect.any(Number), title: expect.any(String), mainVisible: false }])
  expect(exitRequests).toHaveLength(1)
  expect(blankings[0]?.at).toBeLessThanOrEqual(exitRequests[0] ?? 0)
}

const exitButton = (page: Page) => page.getByRole('link', { name: 'Emergency Exit this page' })
const mainIsVisible = (page: Page) => page.evaluate(() => Boolean(document.querySelector('main')?.checkVisibility()))

/** Visits page A then page B with full page loads, as a visitor following links would. */
async function visitAThenB(page: Page) {
  await page.goto(baseUrl + '/', { waitUntil: 'networkidle' })
  await page.goto(baseUrl + '/page-b-that-does-not-exist', { waitUntil: 'networkidle' })
  await waitForHydration(page)
}

/** After an exit from B: the exit site is shown, and Back goes to A because B's history entry was replaced. */
async function expectExitReplacedHistory(page: Page, expectedBack = baseUrl + '/') {
  await page.waitForURL(EXIT_URL)
  expect(await page.title()).toBe('Weather')
  await page.goBack({ waitUntil: 'networkidle' })
  expect(page.url()).toBe(expectedBack)
  await expect.poll(() => mainIsVisible(page)).toBe(true)
}

describe('Exit this page', () => {
  it('is on every page, before the header, and stays at the top of a small screen while scrolling', async ({
    newPage,
  }) => {
    const { page } = await openWatched(newPage, { viewport: { width: 320, height: 640 } })
    for (const path of ['/', '/page-that-does-not-exist']) {
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' })
      // Without JavaScript the link goes through /exit, which redirects to EXIT_URL (tests/e2e/exit-this-page.test.ts).
      expect(await exitButton(page).getAttribute('href'), path).toBe('/exit')
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
      const box = await exitButton(page).boundingBox()
      expect(box?.y).toBeGreaterThanOrEqual(0)
      expect(box?.y).toBeLessThan(20)
      // Nothing covers it: the element at its centre is the button itself.
      const onTop = await exitButton(page).evaluate((button) => {
        const rect = button.getBoundingClientRect()
        return button.contains(document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2))
      })
      expect(onTop, path).toBe(true)
    }
    const tabOrder: string[] = []
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' })
    for (let press = 0; press < 3; press++) {
      await page.keyboard.press('Tab')
      tabOrder.push(await page.evaluate(() => document.activeElement?.textContent.trim() ?? ''))
    }
    expect(tabOrder).toEqual(['Skip to main content', 'Emergency Exit this page', 'How to browse safely'])
    expect(await page.getByRole('navigation', { name: 'Browsing safely' }).getByRole('link').getAttribute('href')).toBe(
      '/get-help/browsing-safely',
    )
  })

  it('blanks the page at once when pressed, then replaces it in the history with the exit site', async ({
    newPage,
  }) => {
    const { page, exitRequests, blankings } = await openWatched(newPage)
    await visitAThenB(page)
    expect(await mainIsVisible(page)).toBe(true)
    await exitButton(page).click()
    await expectExitReplacedHistory(page)
    expectBlankedBeforeLeaving(exitRequests, blankings)
  })

  it('exits when Shift is pressed three times, announcing each press to screen reader users', async ({ newPage }) => {
    const { page, exitRequests, blankings } = await openWatched(newPage)
    await visitAThenB(page)
    const status = page.getByRole('navigation', { name: 'Exit this page' }).getByRole('status')
    await page.keyboard.press('Shift')
    await expect.poll(() => status.textContent()).toBe('Shift, press 2 more times to exit.')
    await page.keyboard.press('Shift')
    await expect.poll(() => status.textContent()).toBe('Shift, press 1 more time to exit.')
    expect(await page.locator('.safe-exit__presses').getAttribute('data-presses')).toBe('2')
    await page.keyboard.press('Shift')
    await expectExitReplacedHistory(page)
    expectBlankedBeforeLeaving(exitRequests, blankings)
  })

  it('does not exit when the presses are interrupted by typing', async ({ newPage }) => {
    const { page, exitRequests } = await openWatched(newPage)
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' })
    await waitForHydration(page)
    await page.keyboard.press('Shift')
    await page.keyboard.press('Shift')
    await page.keyboard.press('a')
    await page.keyboard.press('Shift')
    // Typing started the count again: one press, two to go.
    await expect
      .poll(() => page.locator('.safe-exit__presses').getAttribute('data-presses'), { timeout: 10_000 })
      .toBe('1')
    await afterNextPaints(page)
    expect(await page.evaluate(() => document.body.hidden)).toBe(false)
    expect(exitRequests).toEqual([])
    expect(page.url()).toBe(baseUrl + '/')
  })

  it('replaces the history entry after navigating inside the app too, and Back shows the earlier page', async ({
    newPage,
  }) => {
    const { page } = await openWatched(newPage)
    await page.goto(baseUrl + '/page-a-that-does-not-exist', { waitUntil: 'networkidle' })
    await waitForHydration(page)
    await page.locator('.site-header__name').click()
    await page.waitForURL(baseUrl + '/')
    await exitButton(page).click()
    await expectExitReplacedHistory(page, baseUrl + '/page-a-that-does-not-exist')
  })

  it('is a link that leaves for the exit site without JavaScript', async ({ newPage }) => {
    const { page } = await openWatched(newPage, { javaScriptEnabled: false })
    await page.goto(baseUrl + '/')
    expect(await exitButton(page).getAttribute('rel')).toBe('noreferrer')
    await exitButton(page).click()
    await page.waitForURL(EXIT_URL)
    expect(await page.title()).toBe('Weather')
  })
})
