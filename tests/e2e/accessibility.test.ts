import type { Page } from 'playwright-core'
import { axeViolations } from './support/browser'
import { describe, expect, test as it, type NewPage } from './support/fixture'

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
  '/report/services/home-care-packages-blacktown',
  '/services/financial-counselling-ipswich',
  '/no-such-page',
  '/articles?page=0',
  '/search',
  '/search?q=counselling',
  '/search?q=support&type=services&page=2',
  '/search?q=sychososhal',
  '/search?q=counselling&type=people',
  '/saved',
  '/saved?ids=service-0002,location-0001,no-such-listing,not.an.id',
]

/** Every page of the list in turn, a few seconds each on a busy machine: the tests that go through them all take longer than the default. */
const ALL_PAGES_TIMEOUT_MS = 180_000

async function check(page: Page, baseUrl: string) {
  for (const path of PAGES) {
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' })
    expect(await axeViolations(page), path).toEqual([])
  }
}

describe('axe-core finds no violations', () => {
  it(
    'on every page type, with default settings',
    async ({ page, baseUrl }) => {
      await check(page, baseUrl)
    },
    ALL_PAGES_TIMEOUT_MS,
  )

  it(
    'on every page type, at 320 px wide',
    async ({ newPage, baseUrl }) => {
      await check(await newPage({ viewport: { width: 320, height: 640 } }), baseUrl)
    },
    ALL_PAGES_TIMEOUT_MS,
  )

  it('with a main-navigation menu open', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' })
    await page.locator('.site-nav__toggle').first().click()
    await expect.poll(() => page.locator('.menu-panel:not([hidden])').count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('.menu-panel:not([hidden])').count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('site-nav__toggle')
  })
})

/** The visitor's stored settings, as the settings panel saves them. */
async function withSettings(
  newPage: NewPage,
  settings: Record<string, unknown>,
  viewport = { width: 1280, height: 900 },
) {
  const page = await newPage({ viewport })
  await page
    .context()
    .addInitScript(
      (stored) => localStorage.setItem('altogether-better-care:preferences', stored),
      JSON.stringify({ serviceGridLayout: 'grid', accessibilitySettings: settings }),
    )
  return page
}

describe('with high contrast and 200 % text', () => {
  it(
    'axe-core finds no violations on every page type',
    async ({ newPage, baseUrl }) => {
      await check(await withSettings(newPage, { fontSize: 200, isHighContrast: true }), baseUrl)
    },
    ALL_PAGES_TIMEOUT_MS,
  )

  it(
    'every page type reflows at 320 px wide without scrolling sideways',
    async ({ newPage, baseUrl }) => {
      const page = await withSettings(newPage, { fontSize: 200, isHighContrast: true }, { width: 320, height: 640 })
      for (const path of PAGES) {
        await page.goto(baseUrl + path, { waitUntil: 'networkidle' })
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320)
      }
    },
    ALL_PAGES_TIMEOUT_MS,
  )
})
