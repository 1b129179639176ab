import { TZDate } from '@date-fns/tz'
import Holidays from 'date-holidays'
import type { Page } from 'playwright-core'
import { axeViolations } from './support/browser'
import { describe, expect, test as it, waitForHydration } from './support/fixture'

/**
 * Opening hours as a visitor sees them (issue 35, point 1). The server renders with its own clock;
 * with JavaScript, Playwright's clock stands in for the visitor's, so the tests choose the moment.
 */

const PERTH = 'Australia/Perth'
/** A transparent 1×1 PNG: the map tiles' answer, since the tests have no internet. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
const withLocalTiles = async (page: Page) => {
  await page
    .context()
    .route('https://tile.openstreetmap.org/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
    )
  return page
}
const statusOf = (page: Page) => page.locator('.opening-status').first().textContent()
const cardOf = (page: Page, title: string) =>
  page.locator('.location-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) })
const cardStatus = (page: Page, title: string) => cardOf(page, title).locator('.opening-status').textContent()

/** The next Friday (Perth time, from today) that is not a public holiday in WA, nor the Monday after it. */
function nextPlainFriday(): { year: number; month: number; day: number } {
  const holidays = new Holidays('AU', 'WA', { types: ['public'] })
  const isHoliday = (date: Date) => Boolean(holidays.isHoliday(date))
  const today = new TZDate(Date.now(), PERTH)
  for (let ahead = 1; ahead < 30; ahead++) {
    const day = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + ahead, 12, 0, PERTH)
    const monday = new TZDate(day.getFullYear(), day.getMonth(), day.getDate() + 3, 12, 0, PERTH)
    if (day.getDay() === 5 && !isHoliday(day) && !isHoliday(monday))
      return { year: day.getFullYear(), month: day.getMonth(), day: day.getDate() }
  }
  throw new Error('No plain Friday in the next month')
}

describe('opening hours without JavaScript', () => {
  it('shows each location’s status on its card, and the week as a table on its page', async ({ newPage, baseUrl }) => {
    const page = await newPage({ javaScriptEnabled: false })
    await page.goto(`${baseUrl}/locations`)
    expect(await page.locator('.location-card').count()).toBe(40)
    expect(await page.locator('.location-card .opening-status').count()).toBe(40)
    const card = (title: string) => cardOf(page, title)
    expect(await cardStatus(page, 'Fortitude Valley Housing Hub')).toBe('Open now · open 24 hours')
    expect(await card('Dubbo Office').locator('.opening-status').textContent()).toBe(
      'Temporarily closed until further notice' +
        'Closed while we move to a new office in Dubbo. Call us and we will help by phone meanwhile.',
    )
    for (const text of await page.locator('.location-card .opening-status').allTextContents())
      expect(text).toMatch(
        /^(Open now · (closes|open 24 hours)|Closed( today for the public holiday)?( · opens|$)|Temporarily closed)/,
      )

    // The week folds away in a card; it opens without JavaScript.
    await card('Midland Community Hub').locator('summary').click()
    const table = card('Midland Community Hub').getByRole('table', { name: 'Opening hours' })
    await expect.poll(() => table.isVisible(), { timeout: 5000 }).toBe(true)

    const response = await page.goto(`${baseUrl}/locations/midland-community-hub`)
    // Shared (by the page cache and a CDN) only until its status changes, a minute at most.
    expect(response?.headers()['cache-control']).toMatch(
      /^public, max-age=0, s-maxage=([1-9]|[1-5]\d|60), stale-if-error=86400$/,
    )
    const week = page.getByRole('table', { name: 'Opening hours' })
    expect(await week.locator('thead th[scope="col"]').allTextContents()).toEqual(['Day', 'Hours'])
    const rows = await week
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [
          tr.querySelector('th[scope="row"]')?.textContent.replace(' (today)', ''),
          tr.querySelector('td')?.textContent,
        ]),
      )
    expect(rows).toEqual([
      ['Monday', '9 am to 5 pm'],
      ['Tuesday', '9 am to 5 pm'],
      ['Wednesday', '9 am to 5 pm'],
      ['Thursday', '9 am to 5 pm'],
      ['Friday', '9 am to 5 pm'],
      ['Saturday', 'Closed'],
      ['Sunday', 'Closed'],
      ['Public holidays', 'Closed'],
    ])
    expect(await week.locator('tr[aria-current="date"]').count()).toBe(1)
    expect(await statusOf(page)).toMatch(
      /^(Open now · closes 5 pm|Closed( today for the public holiday)? · opens \w+ 9 am|Closed · opens 9 am)$/,
    )
  })

  it('filters the locations page and the finder by "Open now" and "Open on weekends"', async ({ newPage, baseUrl }) => {
    const page = await newPage({ javaScriptEnabled: false })
    await page.goto(`${baseUrl}/locations`)
    await page.getByLabel('Open on weekends').check()
    await page.getByRole('button', { name: 'Find locations' }).click()
    await page.waitForURL(/weekends=1/)
    const weekendTitles = await page.locator('.location-card h2').allTextContents()
    expect(weekendTitles).toEqual(expect.arrayContaining(['Fortitude Valley Housing Hub', 'Redfern Housing Hub']))
    expect(weekendTitles).not.toContain('Midland Community Hub')
    expect(await page.locator('.results-count').textContent()).toBe(
      `${weekendTitles.length} locations open on weekends`,
    )

    await page.goto(`${baseUrl}/locations?opennow=1`)
    expect(await page.getByLabel('Open now').isChecked()).toBe(true)
    const openTitles = await page.locator('.location-card h2').allTextContents()
    expect(openTitles).toContain('Fortitude Valley Housing Hub')
    expect(openTitles).not.toContain('Dubbo Office')
    for (const text of await page.locator('.location-card .opening-status').allTextContents())
      expect(text).toMatch(/^Open now/)

    await page.goto(`${baseUrl}/services/filter`)
    await page.getByLabel(/^Open now/).check()
    await page.getByRole('button', { name: 'Show services' }).click()
    await page.waitForURL(/opennow=1/)
    expect(await page.locator('.active-filters__list').textContent()).toContain('Open now')
    expect(Number((await page.locator('#finder-results').textContent())?.match(/^\d+/)?.[0])).toBeGreaterThan(0)
  })
})

describe('opening hours with JavaScript', () => {
  it('corrects a cached status to the visitor’s clock, then changes at 5 pm in Perth without a reload', async ({
    newPage,
    baseUrl,
    pageErrors,
  }) => {
    const friday = nextPlainFriday()
    const page = await withLocalTiles(await newPage())
    await page.clock.install({ time: new TZDate(friday.year, friday.month, friday.day, 16, 59, 30, PERTH).getTime() })
    await page.goto(`${baseUrl}/locations/midland-community-hub`)
    await waitForHydration(page)
    await expect.poll(() => statusOf(page), { timeout: 10_000 }).toBe('Open now · closes 5 pm')
    expect(await page.locator('tr[aria-current="date"] th').textContent()).toBe('Friday (today)')

    await page.clock.runFor(45_000)
    await expect.poll(() => statusOf(page), { timeout: 10_000 }).toBe('Closed · opens Monday 9 am')
    expect(await page.locator('[data-opening-status]').getAttribute('data-opening-status')).toBe('closed')
    expect(pageErrors.messages).toEqual([])
  })

  it('keeps every card on /locations to its own time zone, and passes axe with the week open', async ({
    newPage,
    baseUrl,
    pageErrors,
  }) => {
    const friday = nextPlainFriday()
    const page = await withLocalTiles(await newPage())
    // 4.30 pm in Perth is 6.30 pm in Sydney (or 7.30 pm in summer): Perth's sites are open, Sydney's closed.
    await page.clock.install({ time: new TZDate(friday.year, friday.month, friday.day, 16, 30, PERTH).getTime() })
    await page.goto(`${baseUrl}/locations`)
    await waitForHydration(page)
    const status = (title: string) => cardStatus(page, title)
    await expect.poll(() => status('Midland Community Hub'), { timeout: 10_000 }).toBe('Open now · closes 5 pm')
    expect(await status('Parramatta Community Hub')).toMatch(/^Closed · opens /)
    await cardOf(page, 'Midland Community Hub').locator('summary').click()
    expect(await axeViolations(page)).toEqual([])
    expect(pageErrors.messages).toEqual([])
  })
})
