import type { Page } from 'playwright-core'
import { describe, expect, test as it, waitForHydration, waitForHashSettled } from './support/fixture'
import { storeSettings } from './support/page-types'

/** What could lie over the page: the sticky exit button, the phone's quick links (which must not stick), an open menu or the settings panel. */
const OVERLAYS = [
  '.safe-exit',
  '.quick-links',
  '.menu-panel:not([hidden])',
  '.settings-menu[open] .settings-menu__panel',
]

/**
 * The overlays that cover part of the focused element (WCAG 2.2 2.4.11), other than one it sits in, as
 * the visitor sees it: after the next painted frame, because Chromium can finish scrolling a
 * keyboard-focused element into view there rather than at once (seen on a loaded machine).
 */
async function coveringFocus(overlays: string[]): Promise<string[]> {
  await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)))
  const focused = document.activeElement
  if (!focused || focused === document.body) return []
  const box = focused.getBoundingClientRect()
  const covering: string[] = []
  for (const selector of overlays) {
    for (const overlay of document.querySelectorAll(selector)) {
      if (overlay.contains(focused)) continue
      const over = overlay.getBoundingClientRect()
      const style = getComputedStyle(overlay)
      if (over.width === 0 || style.visibility === 'hidden') continue
      if (over.left < box.right && box.left < over.right && over.top < box.bottom && box.top < over.bottom)
        covering.push(
          `${selector} covers ${focused.tagName.toLowerCase()} '${focused.textContent.trim().slice(0, 40)}'`,
        )
    }
  }
  return covering
}

/** Tabs `count` times from where focus is, collecting every overlay that covers a focused element on the way. */
async function tabAndCheck(page: Page, count: number): Promise<string[]> {
  const found: string[] = []
  for (let step = 0; step < count; step++) {
    await page.keyboard.press('Tab')
    found.push(...(await page.evaluate(coveringFocus, OVERLAYS)))
  }
  return found
}

/** Opens the first main-navigation menu on the home page and waits for its links; returns the open panel. */
async function openFirstMenu(page: Page, baseUrl: string) {
  await page.goto(baseUrl + '/')
  await waitForHydration(page)
  await page.locator('.site-nav__toggle').first().click()
  const panel = page.locator('.menu-panel:not([hidden])')
  await expect.poll(() => panel.locator('a').count(), { timeout: 15_000 }).toBeGreaterThan(1)
  return panel
}

describe('focus is never hidden (issue 17, points 1 and 5)', () => {
  it('closes a main-navigation menu when Tab leaves it, so the next stops are not under it', async ({
    newPage,
    baseUrl,
  }) => {
    const page = await newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' })
    const panel = await openFirstMenu(page, baseUrl)
    await panel.locator('a').last().focus()
    await page.keyboard.press('Tab')
    await expect.poll(() => panel.count()).toBe(0)
    expect(await page.locator('.site-nav__toggle').first().getAttribute('aria-expanded')).toBe('false')
    expect(await tabAndCheck(page, 3)).toEqual([])
  })

  it('keeps a menu open while focus moves inside it, and closes it on a click outside', async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const panel = await openFirstMenu(page, baseUrl)
    await panel.locator('a').first().focus()
    await page.keyboard.press('Tab')
    expect(await panel.count()).toBe(1)
    // A point on no control, outside the header (the open panel lies over the page below the header).
    await page.mouse.click(640, 10)
    await expect.poll(() => panel.count()).toBe(0)
  })

  it(
    'closes the settings panel when Tab leaves it, on a click outside, and on Escape (focus back on its toggle)',
    { timeout: 120_000 },
    async ({ page, baseUrl }) => {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(baseUrl + '/')
      await waitForHydration(page)
      const settings = page.locator('details.settings-menu')
      const isOpen = () => settings.evaluate((details: HTMLDetailsElement) => details.open)
      const toggle = page.locator('summary', { hasText: 'Accessibility settings' })
      await toggle.click()
      const lastControl = page.locator('.settings-menu__panel button').last()
      await lastControl.waitFor()
      await lastControl.focus()
      await page.keyboard.press('Tab')
      await expect.poll(isOpen, { timeout: 10_000 }).toBe(false)
      expect(await page.evaluate(coveringFocus, OVERLAYS)).toEqual([])

      await toggle.click()
      await expect.poll(isOpen, { timeout: 10_000 }).toBe(true)
      await page.locator('h1').click()
      await expect.poll(isOpen, { timeout: 10_000 }).toBe(false)

      await toggle.click()
      await page.locator('.settings-menu__panel input').first().focus()
      await page.keyboard.press('Escape')
      await expect.poll(isOpen, { timeout: 10_000 }).toBe(false)
      expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Accessibility settings')
    },
  )

  it('never hides the focused skip link, or the breadcrumb after skipping, under the exit button at 390 px', async ({
    newPage,
    baseUrl,
  }) => {
    const page = await newPage({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' })
    await page.goto(baseUrl + '/services/home-care-packages-blacktown')
    await waitForHydration(page)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link')
    const boxes = await page.evaluate(() => ({
      skip: document.activeElement!.getBoundingClientRect().toJSON() as DOMRect,
      exit: document.querySelector('.safe-exit__button')!.getBoundingClientRect().toJSON() as DOMRect,
    }))
    const { skip, exit } = boxes
    expect(
      skip.bottom <= exit.top || exit.bottom <= skip.top || skip.right <= exit.left || exit.right <= skip.left,
      JSON.stringify(boxes),
    ).toBe(true)
    await page.keyboard.press('Enter')
    // The shell brings the #hash's target into view and focuses it 100 ms after the address changes (SPEC 2).
    await page.waitForURL(/#main$/)
    await waitForHashSettled(page, '#main')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('nav')?.getAttribute('aria-label'))).toBe(
      'Breadcrumb',
    )
    expect(await page.evaluate(coveringFocus, OVERLAYS)).toEqual([])
  })

  for (const [label, viewport, settings] of [
    ['390 px at 200 % site text', { width: 390, height: 844 }, { fontSize: 200 }],
    ['390 px at 140 % site text', { width: 390, height: 844 }, { fontSize: 140 }],
    ['390 px with default settings', { width: 390, height: 844 }, {}],
    ['320×225 (400 % browser zoom)', { width: 320, height: 225 }, {}],
    ['640×450 (200 % browser zoom)', { width: 640, height: 450 }, {}],
  ] as const) {
    it(`nothing sticky covers a focused control at ${label}, from the top of the page to its content`, async ({
      newPage,
      baseUrl,
    }) => {
      // Without smooth scrolling, so each focused element is where the browser scrolls it to at once.
      const page = await newPage({ viewport, reducedMotion: 'reduce' })
      await page.goto(baseUrl + '/robots.txt')
      await storeSettings(page, settings)
      await page.goto(baseUrl + '/services/home-care-packages-blacktown')
      await waitForHydration(page)
      expect(await tabAndCheck(page, 25)).toEqual([])
      // From the end of the page backwards too: the footer, the quick links and the content above them.
      // Scrolled there at once: the End key's scroll is animated, and while it runs it carries the page back
      // down after the browser has scrolled a focused link into view (one run in four at 140 % text).
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
      await page.locator('.site-footer a').last().focus()
      const found: string[] = []
      for (let step = 0; step < 25; step++) {
        await page.keyboard.press('Shift+Tab')
        found.push(...(await page.evaluate(coveringFocus, OVERLAYS)))
      }
      expect(found).toEqual([])
    })
  }
})
