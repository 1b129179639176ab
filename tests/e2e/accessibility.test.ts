import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { axeViolations, launchBrowser } from './support/browser'

const baseUrl = inject('baseUrl')

/** One page of every type this site serves so far. */
const PAGES = [
  '/',
  '/about-us',
  '/about-us/leadership/board',
  '/get-help/browsing-safely',
  '/articles',
  '/articles?category=stories',
  '/articles/using-your-ndis-plan',
  '/campaigns/carers-week',
  '/work-with-us/careers/open-roles',
  '/work-with-us/careers/open-roles/aboriginal-family-worker-darwin',
  '/work-with-us/careers/open-roles/intake-officer-logan',
  '/policies-and-statements/privacy-policy',
  '/services/home-care-packages-blacktown',
  '/services/filter?category=aged-care&near=Parramatta',
  '/locations',
  '/locations/parramatta-community-hub',
  '/booking/counselling-appointment',
  '/booking/support-coordination-meeting',
  '/no-such-page',
  '/articles?page=0',
  '/search',
  '/search?q=counselling',
  '/search?q=support&type=services&page=2',
  '/search?q=sychososhal',
  '/search?q=counselling&type=people',
]

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser?.close())

async function check(page: Page) {
  for (const path of PAGES) {
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' })
    expect(await axeViolations(page), path).toEqual([])
  }
}

describe('axe-core finds no violations', () => {
  it('on every page type, with default settings', async () => {
    const page = await browser.newPage()
    await check(page)
    await page.close()
  })

  it('on every page type, at 320 px wide', async () => {
    const page = await browser.newPage({ viewport: { width: 320, height: 640 } })
    await check(page)
    await page.close()
  })

  it('with a main-navigation menu open', async () => {
    const page = await browser.newPage()
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' })
    await page.locator('.site-nav__toggle').first().click()
    await expect.poll(() => page.locator('.menu-panel:not([hidden])').count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('.menu-panel:not([hidden])').count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('site-nav__toggle')
    await page.close()
  })
})

/** The visitor's stored settings, as the settings panel saves them. */
async function withSettings(settings: Record<string, unknown>, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport })
  await context.addInitScript(
    (stored) => localStorage.setItem('altogether-better-care:preferences', stored),
    JSON.stringify({ serviceGridLayout: 'grid', accessibilitySettings: settings }),
  )
  return context
}

describe('with high contrast and 200 % text', () => {
  it('axe-core finds no violations on every page type', async () => {
    const context = await withSettings({ fontSize: 200, isHighContrast: true })
    await check(await context.newPage())
    await context.close()
  })

  it('every page type reflows at 320 px wide without scrolling sideways', async () => {
    const context = await withSettings({ fontSize: 200, isHighContrast: true }, { width: 320, height: 640 })
    const page = await context.newPage()
    for (const path of PAGES) {
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' })
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320)
    }
    await context.close()
  })
})
