import type { Page } from 'playwright-core'
import { describe, expect, test as it, waitForHydration, waitForHashSettled } from './support/fixture'

/** The one polite live region for page changes (app/shell/page-change), in the root layout. */
const announcer = (page: Page) => page.locator('[data-page-announcer]')

/** What has focus, in words a test can compare: its tag, its id and its text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    return {
      tag: element?.tagName.toLowerCase(),
      id: element?.id ?? '',
      text: element?.textContent.trim() ?? '',
      inMain: Boolean(element?.closest('main')),
    }
  })

/** The page's own <h1>, as `focused` gives it. */
const heading = async (page: Page) => ({
  tag: 'h1',
  id: '',
  text: ((await page.locator('main h1').first().textContent()) ?? '').trim(),
  inMain: true,
})

async function openHydrated(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'networkidle' })
  await waitForHydration(page)
}

/** Waits for the live region to speak, then gives what it said and the page's title at that moment. */
async function announcement(page: Page) {
  await expect.poll(() => announcer(page).textContent()).not.toBe('')
  return { said: await announcer(page).textContent(), title: await page.title() }
}

/** After a client navigation: focus on the new page's <h1>, and the live region says the new title. */
async function expectAnnouncedWithFocusOnHeading(page: Page, path: string, previousTitle: string) {
  await page.waitForURL((url) => url.pathname === path)
  const { said, title } = await announcement(page)
  expect(said).toBe(title)
  expect(title).not.toBe(previousTitle)
  expect(await focused(page)).toEqual(await heading(page))
}

describe('a page change', () => {
  it('is announced from one polite live region that is in the page from the first render, silent on the first load', async ({
    page,
    baseUrl,
  }) => {
    const html = await (await fetch(baseUrl + '/services')).text()
    expect(html.match(/data-page-announcer/g)).toHaveLength(1)
    await openHydrated(page, baseUrl + '/services')
    expect(await announcer(page).getAttribute('role')).toBe('status')
    expect(await announcer(page).getAttribute('aria-live')).toBe('polite')
    expect(await announcer(page).textContent()).toBe('')
    expect((await focused(page)).tag).toBe('body')
  })

  it('moves focus to the new page’s heading and announces its title after a card link', async ({
    newPage,
    baseUrl,
  }) => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } })
    await openHydrated(page, baseUrl + '/services')
    const card = page.locator('.category-card .card__link').first()
    const path = new URL((await card.getAttribute('href')) ?? '', baseUrl).pathname
    const before = await page.title()
    await card.click()
    await expectAnnouncedWithFocusOnHeading(page, path, before)
  })

  it('does the same after a breadcrumb', async ({ page, baseUrl }) => {
    await openHydrated(page, baseUrl + '/get-help/browsing-safely')
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Get help now' }).click()
    await expectAnnouncedWithFocusOnHeading(page, '/get-help', 'Browsing safely - Altogether better care')
  })

  it('does the same after a main-menu link, so focus leaves the header', async ({ newPage, baseUrl }) => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } })
    await openHydrated(page, baseUrl + '/get-help')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }).click()
    await expectAnnouncedWithFocusOnHeading(page, '/services', 'Get help now - Altogether better care')
    expect((await focused(page)).inMain).toBe(true)
  })

  it('after a finder submit puts focus on the results summary and scrolls it into view', async ({
    newPage,
    baseUrl,
  }) => {
    const page = await newPage({ viewport: { width: 390, height: 844 } })
    await openHydrated(page, baseUrl + '/services/filter')
    await page.selectOption('#finder-category', 'aged-care')
    await page.getByRole('button', { name: 'Show services' }).click()
    await page.waitForURL((url) => url.searchParams.get('category') === 'aged-care')
    const { said, title } = await announcement(page)
    expect(said).toBe(title)
    expect(said).toMatch(/^Find a service: \d+ found - Altogether better care$/)
    // ScrollToHash has had its turn (#finder) and left focus where it was.
    await waitForHashSettled(page, '#finder')
    const now = await focused(page)
    expect(now).toMatchObject({ tag: 'h2', id: 'finder-results', inMain: true })
    expect(now.text).toMatch(/^\d+ services? found$/)
    const box = await page.locator('#finder-results').boundingBox()
    expect(box?.y).toBeGreaterThanOrEqual(0)
    expect(box?.y).toBeLessThan(844)
  })

  it('after a search submit puts focus on the results summary', async ({ page, baseUrl }) => {
    await openHydrated(page, baseUrl + '/search')
    await page.locator('#search-page-q').fill('counselling')
    await page.locator('.search-form').getByRole('button', { name: 'Search' }).click()
    await page.waitForURL((url) => url.searchParams.get('q') === 'counselling')
    expect(await announcement(page)).toEqual({
      said: 'Search results - Altogether better care',
      title: 'Search results - Altogether better care',
    })
    expect((await focused(page)).text).toMatch(/^[\d,]+ results? for ‘counselling’/)
  })

  it('is not announced when only the #hash changes, and the hash target keeps focus', async ({ page, baseUrl }) => {
    await openHydrated(page, baseUrl + '/get-help/browsing-safely')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.hash === '#main')
    await waitForHashSettled(page, '#main')
    expect(await announcer(page).textContent()).toBe('')
    expect((await focused(page)).tag).toBe('main')
  })

  it('keeps Back and Forward restoring the scroll position', async ({ newPage, baseUrl }) => {
    const page = await newPage({ viewport: { width: 390, height: 844 } })
    await openHydrated(page, baseUrl + '/services')
    const card = page.locator('.category-card .card__link').last()
    await card.scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(300)
    await card.click()
    await page.waitForURL((url) => url.pathname !== '/services')
    const groupTitle = (await announcement(page)).title
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/services')
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(scrolled))
    await expect.poll(() => announcer(page).textContent()).not.toBe(groupTitle)
    await expectAnnouncedWithFocusOnHeading(page, '/services', groupTitle)
  })
})
