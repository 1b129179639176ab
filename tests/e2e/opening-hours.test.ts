import { TZDate } from '@date-fns/tz'
import Holidays from 'date-holidays'
import type { Page } from 'playwright-core'
import { axeViolations } from './support/browser'
import { throughEveryPage } from './support/every-page'
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
/** Each card on the page as its title and its opening status (null for a card without one). */
const cardsWithStatus = (page: Page) =>
  page
    .locator('.location-card')
    .evaluateAll((cards) =>
      cards.map(
        (card) =>
          [
            card.querySelector('h2')?.textContent ?? '',
            card.querySelector('.opening-status')?.textContent ?? null,
          ] as const,
      ),
    )
/** Every location on every page of a list of locations: its title and status, and the address of the page it is on. */
async function everyLocation(page: Page, baseUrl: string, path: string) {
  const found = new Map<string, { status: string | null; pageUrl: string }>()
  const pages = await throughEveryPage(page, baseUrl, path, async () => {
    for (const [title, status] of await cardsWithStatus(page)) found.set(title, { status, pageUrl: page.url() })
  })
  return { found, pages }
}

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
    // Every location, on whichever page of /locations it is, has its status on its card.
    const { found } = await everyLocation(page, baseUrl, '/locations')
    expect(found.size).toBe(40)
    const status = (title: string) => found.get(title)?.status
    expect(status('Fortitude Valley Housing Hub')).toBe('Open now · open 24 hours')
    expect(status('Dubbo Office')).toBe(
      'Temporarily closed until further notice' +
        'Closed while we move to a new office in Dubbo. Call us and we will help by phone meanwhile.',
    )
    for (const [title, { status: text }] of found)
      expect(text, title).toMatch(
        /^(Open now · (closes|open 24 hours)|Closed( today for the public holiday)?( · opens|$)|Temporarily closed)/,
      )

    // The week folds away in a card; it opens without JavaScript.
    await page.goto(found.get('Midland Community Hub')?.pageUrl ?? '')
    const card = (title: string) => cardOf(page, title)
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
    const weekendTitles: string[] = []
    const counts: string[] = []
    const submitted = new URL(page.url())
    const pages = await throughEveryPage(page, baseUrl, submitted.pathname + submitted.search, async () => {
      weekendTitles.push(...(await page.locator('.location-card h2').allTextContents()))
      counts.push((await page.locator('.results-count').textContent()) ?? '')
    })
    expect(weekendTitles).toEqual(expect.arrayContaining(['Fortitude Valley Housing Hub', 'Redfern Housing Hub']))
    expect(weekendTitles).not.toContain('Midland Community Hub')
    expect(counts).toEqual(
      counts.map(
        (_, index) =>
          `${weekendTitles.length} locations open on weekends` + (pages > 1 ? ` (page ${index + 1} of ${pages})` : ''),
      ),
    )

    await page.goto(`${baseUrl}/locations?opennow=1`)
    expect(await page.getByLabel('Open now').isChecked()).toBe(true)
    const open = await everyLocation(page, baseUrl, '/locations?opennow=1')
    expect([...open.found.keys()]).toContain('Fortitude Valley Housing Hub')
    expect([...open.found.keys()]).not.toContain('Dubbo Office')
    for (const [title, { status: text }] of open.found) expect(text, title).toMatch(/^Open now/)

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
    // The page of /locations with both (ten a page, by title).
    await page.goto(`${baseUrl}/locations?page=3`)
    await waitForHydration(page)
    const status = (title: string) => cardStatus(page, title)
    await expect.poll(() => status('Midland Community Hub'), { timeout: 10_000 }).toBe('Open now · closes 5 pm')
    expect(await status('Parramatta Community Hub')).toMatch(/^Closed · opens /)
    await cardOf(page, 'Midland Community Hub').locator('summary').click()
    expect(await axeViolations(page)).toEqual([])
    expect(pageErrors.messages).toEqual([])
  })
})
