import type { Page } from 'playwright-core'
import { monthsBefore } from '~/trust/details-checked'
import { todayInSiteTimeZone } from '~/ui/dates'
import { describe, expect, test as it } from './support/fixture'

/**
 * What a visitor sees to trust a listing and act on it: when its details were last checked (and a plain
 * warning when that was long ago), the way to say they are wrong, and the free interpreter line beside
 * every phone number, tap to call. Server-rendered: the same without JavaScript.
 */
const INTERPRETER = 'tel:131450'
const FULL_LINE = 'Need an interpreter? Call TIS National on 131 450 and ask for us.'
const SHORT_LINE = 'Need an interpreter? Call TIS National on 131 450'
const STALE = /These details were last checked more than 12 months ago\.\s+Please call to check them before you go\./

/** Whether a day is older than the default 12 months by the clock of the site's time zone today. */
const olderThanAYear = (day: string) => day < monthsBefore(todayInSiteTimeZone(), 12)

const text = (page: Page, selector: string) => page.locator(selector).first().textContent()
const interpreterLines = (page: Page, scope: string) => page.locator(`${scope} .interpreter-line`).allTextContents()

describe.each([true, false])('with JavaScript %s', (javaScriptEnabled) => {
  it('a service page says when its details were checked, links to a report, and puts the interpreter line, with the languages its staff speak, beside its number', async ({
    newPage,
    baseUrl,
  }) => {
    const page = await newPage({ javaScriptEnabled })
    await page.goto(`${baseUrl}/services/community-counselling-dandenong`)
    // The later of the sync (27 September 2026) and the editor's review (1 October 2026).
    expect(await text(page, '.details-checked__line')).toBe(
      'Details checked on 1 October 2026 Tell us something is wrong',
    )
    expect(await page.locator('.details-checked time').getAttribute('datetime')).toBe('2026-10-01')
    expect(await page.locator('.details-checked__notice').count()).toBe(olderThanAYear('2026-10-01') ? 1 : 0)
    expect(await page.getByRole('link', { name: 'Tell us something is wrong' }).getAttribute('href')).toBe(
      '/report/services/community-counselling-dandenong',
    )

    // In the header, beside 'Call 03 5550 3855': the full line and the languages.
    expect((await text(page, '.service__header .interpreter-line'))?.trim()).toBe(
      `${FULL_LINE} Staff at this service also speak Dari, Vietnamese and Khmer.`,
    )
    expect(await page.locator('.service__header .interpreter-line a').getAttribute('href')).toBe(INTERPRETER)
    // Each location's number and the service's contact number: the short line.
    expect((await interpreterLines(page, '.service__locations')).map((line) => line.trim())).toEqual([
      SHORT_LINE,
      SHORT_LINE,
    ])
    // Each location in the same block as the locations list's (LocationCard), its heading under 'Where to find us'.
    const locationCards = page.locator('.service__locations .location-card')
    expect(await locationCards.count()).toBe(2)
    expect(await locationCards.locator('h3 a[href^="/locations/"]').count()).toBe(2)
    expect(await locationCards.locator('.interpreter-line--compact').count()).toBe(2)
    expect((await interpreterLines(page, '#contact-service + .contact-lines')).map((line) => line.trim())).toEqual([
      SHORT_LINE,
    ])
    expect(await page.locator('main a[href="tel:131450"]').count()).toBeGreaterThanOrEqual(4)
  })

  it('a service not checked for more than a year says so plainly', async ({ newPage, baseUrl }) => {
    const page = await newPage({ javaScriptEnabled })
    await page.goto(`${baseUrl}/services/financial-counselling-ipswich`)
    expect(await text(page, '.details-checked__notice')).toMatch(STALE)
    expect(await text(page, '.details-checked__line')).toBe('Details checked on 3 June 2025 Tell us something is wrong')
    // A service whose staff speak no other language (as far as the content says) names none.
    expect((await text(page, '.service__header .interpreter-line'))?.trim()).toBe(FULL_LINE)
    // An editor's review brings a listing the sync has not touched for a long time back to date.
    await page.goto(`${baseUrl}/services/no-interest-loans-hobart`)
    expect(await text(page, '.details-checked__line')).toBe(
      'Details checked on 1 September 2026 Tell us something is wrong',
    )
    expect(await page.locator('.details-checked__notice').count()).toBe(olderThanAYear('2026-09-01') ? 1 : 0)
  })

  it('a location page does the same, and so does each location card', async ({ newPage, baseUrl }) => {
    const page = await newPage({ javaScriptEnabled })
    await page.goto(`${baseUrl}/locations/alice-springs-office`)
    expect(await text(page, '.details-checked__notice')).toMatch(STALE)
    expect(await text(page, '.details-checked__line')).toBe(
      'Details checked on 10 April 2025 Tell us something is wrong',
    )
    expect(await page.getByRole('link', { name: 'Tell us something is wrong' }).getAttribute('href')).toBe(
      '/report/locations/alice-springs-office',
    )
    expect((await text(page, '.location-facts .interpreter-line'))?.trim()).toBe(FULL_LINE)
    expect(await page.locator('.location-facts .interpreter-line a').getAttribute('href')).toBe(INTERPRETER)

    await page.goto(`${baseUrl}/locations`)
    const cards = page.locator('.location-card')
    const withPhone = await page.locator('.location-card a[href^="tel:"]:not([href="tel:131450"])').count()
    expect(withPhone).toBeGreaterThan(0)
    expect(await cards.locator('.interpreter-line--compact').count()).toBe(withPhone)
    expect(new Set((await cards.locator('.interpreter-line').allTextContents()).map((line) => line.trim()))).toEqual(
      new Set([SHORT_LINE]),
    )
    // Beside the organisation's number in the footer of every page, too.
    expect((await text(page, '.site-footer .interpreter-line'))?.trim()).toBe(SHORT_LINE)
  })
})
