import type { Page } from 'playwright-core'
import { describe, expect, test as it, waitForHydration } from './support/fixture'
import { loadPage, PAGE_TYPES, storeSettings } from './support/page-types'

const PHONE = { width: 390, height: 844 }
const SMALL_PHONE = { width: 320, height: 568 }

/** Whether the element is on the screen and nothing else is drawn over its middle: a finger can reach it. */
async function reachable(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.top < 0 || box.bottom > innerHeight || box.left < 0 || box.right > innerWidth)
        return false
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return top !== null && element.contains(top)
    })
}

const CONTROLS = {
  'Exit this page': '.safe-exit__button',
  search: '.search-toggle',
  'language help': '.site-header__tool[href="/get-help/help-in-your-language"]',
  settings: '.settings-menu__toggle',
  menu: '.menu-toggle',
}

/**
 * On every page type: where the <h1> starts if lower than `headingBelow` px, and each header control a
 * finger cannot reach (scrolled to first when the header may be taller than the screen).
 */
async function headerFindings(
  page: Page,
  baseUrl: string,
  { headingBelow, scrollToControls }: { headingBelow: number; scrollToControls: boolean },
) {
  const found: string[] = []
  for (const path of PAGE_TYPES) {
    await loadPage(page, baseUrl + path)
    const top = await page
      .locator('h1')
      .first()
      .evaluate((heading) => heading.getBoundingClientRect().top)
    if (top > headingBelow) found.push(`${path}: <h1> at ${Math.round(top)} px`)
    for (const [name, selector] of Object.entries(CONTROLS)) {
      if (scrollToControls) await page.locator(selector).first().scrollIntoViewIfNeeded()
      if (!(await reachable(page, selector))) found.push(`${path}: ${name} is not reachable`)
    }
  }
  return found
}

describe('a compact phone header (issue 17, point 4)', () => {
  it(
    'starts every page type’s <h1> within 200 px at 390×844, with every header control one tap away',
    { timeout: 180_000 },
    async ({ newPage, baseUrl }) => {
      const page = await newPage({ viewport: PHONE })
      expect(await headerFindings(page, baseUrl, { headingBelow: 200, scrollToControls: false })).toEqual([])
    },
  )

  it(
    'keeps every page type’s <h1> on the first screen at 200 % text, with every header control reachable',
    { timeout: 180_000 },
    async ({ newPage, baseUrl }) => {
      const page = await newPage({ viewport: PHONE })
      await page.goto(baseUrl + '/robots.txt')
      await storeSettings(page, { fontSize: 200 })
      expect(await headerFindings(page, baseUrl, { headingBelow: PHONE.height - 1, scrollToControls: true })).toEqual(
        [],
      )
    },
  )

  // The heading's top at least 16 px above the screen's bottom edge, so some of it shows (issue 32, point 7).
  it(
    'collapses to a compact bar at 320×568 and 200 % text: every page type’s <h1> starts on the first screen',
    { timeout: 180_000 },
    async ({ newPage, baseUrl }) => {
      const page = await newPage({ viewport: SMALL_PHONE })
      await page.goto(baseUrl + '/robots.txt')
      await storeSettings(page, { fontSize: 200 })
      expect(
        await headerFindings(page, baseUrl, { headingBelow: SMALL_PHONE.height - 16, scrollToControls: true }),
      ).toEqual([])
    },
  )

  it('keeps the compact bar’s buttons at least 24 px and the page from scrolling sideways at 320×568 and 200 % text', async ({
    newPage,
    baseUrl,
  }) => {
    const page = await newPage({ viewport: SMALL_PHONE })
    await page.goto(baseUrl + '/robots.txt')
    await storeSettings(page, { fontSize: 200 })
    await loadPage(page, baseUrl + '/booking/counselling-appointment')
    for (const [name, selector] of Object.entries(CONTROLS)) {
      const box = await page.locator(selector).first().boundingBox()
      expect({ name, tallEnough: (box?.height ?? 0) >= 24, wideEnough: (box?.width ?? 0) >= 24 }).toEqual({
        name,
        tallEnough: true,
        wideEnough: true,
      })
    }
    expect(await page.locator('.menu-toggle').getAttribute('aria-expanded')).toBe('false')
    expect(await page.getByRole('button', { name: 'Menu' }).count()).toBe(1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SMALL_PHONE.width)
  })

  it('opens the search field from its button, with focus in it, and searches', async ({ newPage, baseUrl }) => {
    const page = await newPage({ viewport: PHONE })
    await page.goto(baseUrl + '/about-us')
    await waitForHydration(page)
    await expect.poll(() => page.locator('#header-search-q').isVisible()).toBe(false)
    await page.locator('.search-toggle').click()
    expect(await page.locator('.search-toggle').getAttribute('aria-expanded')).toBe('true')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('header-search-q')
    await page.keyboard.type('counselling')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/search\?q=counselling/)
  })

  it('shows the search form without JavaScript, where there is no button to open it', async ({ newPage, baseUrl }) => {
    const page = await newPage({ viewport: PHONE, javaScriptEnabled: false })
    await page.goto(baseUrl + '/about-us')
    expect(await page.locator('#header-search-q').isVisible()).toBe(true)
    expect(await page.locator('.search-toggle').isVisible()).toBe(false)
  })

  it('offers ‘Help in your language’ once on a phone, not twice', async ({ newPage, baseUrl }) => {
    const page = await newPage({ viewport: PHONE })
    await page.goto(baseUrl + '/')
    // Everything above and around the page's content: the exit row, the header and the quick links.
    const links = page.locator(
      ':is(.safe-exit-links, .site-header, .quick-links) a[href="/get-help/help-in-your-language"]',
    )
    expect(await links.count()).toBe(1)
    expect(await page.locator('.quick-links a').count()).toBeGreaterThan(0)
  })
})
