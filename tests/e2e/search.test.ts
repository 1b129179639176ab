import type { Page } from 'playwright-core'
import { inject } from 'vitest'
import { axeViolations } from './support/browser'
import { startServer } from './support/server'
import { problemDetail } from './support/api-problem'
import { logLinesUpToNow } from './support/server-log'
import { describe, expect, test as it, waitForHeaderCombobox } from './support/fixture'

const baseUrl = inject('baseUrl')

const headerInput = (page: Page) => page.locator('#header-search-q')
const options = (page: Page) => page.locator('#header-search-q-suggestions [role="option"]')
const resultLinks = (page: Page) => page.locator('.search-result__title a')

/** Waits until the header's search box is interactive (a combobox once the page has hydrated). */
async function openHome(page: Page) {
  await page.goto(baseUrl + '/', { waitUntil: 'networkidle' })
  await waitForHeaderCombobox(page)
}

describe('searching with a mouse', () => {
  it('offers suggestions as you type, and a click opens the page', async ({ newPage }) => {
    const page = await newPage()
    await openHome(page)
    await headerInput(page).click()
    await headerInput(page).pressSequentially('tuggeranong fam', { delay: 20 })
    await expect.poll(() => options(page).count()).toBe(1)
    expect(await headerInput(page).getAttribute('aria-expanded')).toBe('true')
    expect(await options(page).first().textContent()).toContain('Tuggeranong Family Centre')
    expect(await page.locator('.combobox [role="status"]').textContent()).toBe(
      '1 suggestion. Use the up and down arrow keys to choose.',
    )
    expect(await axeViolations(page), 'with the suggestions open').toEqual([])
    await options(page).first().click()
    await page.waitForURL(baseUrl + '/locations/tuggeranong-family-centre')
    await expect.poll(() => page.locator('h1').textContent()).toContain('Tuggeranong Family Centre')
  })

  it('shows results grouped by kind with counts, filters by kind and pages through them', async ({ newPage }) => {
    const page = await newPage()
    await openHome(page)
    await headerInput(page).fill('support')
    await page.locator('.header-search__button').click()
    await page.waitForURL(/\/search\?q=support$/)
    await expect.poll(() => page.title()).toBe('Search results - Altogether better care')
    const groups = await page.locator('.search-group__heading').allTextContents()
    expect(groups.length).toBeGreaterThan(2)
    const services = groups.find((heading) => heading.startsWith('Services'))
    const serviceCount = Number(/\((\d+)\)/.exec(services ?? '')?.[1])
    expect(serviceCount).toBeGreaterThan(10)
    // The matched word is highlighted in titles and snippets.
    expect(await page.locator('.search-result mark').first().textContent()).toMatch(/^support/i)
    await page.getByRole('link', { name: `See all ${serviceCount} services` }).click()
    await page.waitForURL(/type=services/)
    await expect
      .poll(() => page.locator('[aria-label="Filter results by kind"] [aria-current="page"]').textContent())
      .toBe(`Services (${serviceCount})`)
    await expect.poll(() => resultLinks(page).count()).toBe(10)
    const firstPage = await resultLinks(page).allTextContents()
    await page.getByRole('link', { name: 'Next page' }).click()
    await page.waitForURL(/page=2/)
    await expect
      .poll(() => page.locator('.results-count').textContent())
      .toContain(`page 2 of ${Math.ceil(serviceCount / 10)}`)
    expect(await resultLinks(page).first().textContent()).not.toBe(firstPage[0])
  })

  it('offers a spelling, popular services and a number to call when nothing is found', async ({ newPage }) => {
    const page = await newPage()
    await page.goto(baseUrl + '/search?q=sychososhal', { waitUntil: 'networkidle' })
    expect(await page.locator('.no-results h2').first().textContent()).toBe('No results for ‘sychososhal’')
    expect(await page.locator('#popular-services ~ ul .service-card').count()).toBeGreaterThan(0)
    // The organisation's number, and the free interpreter line beside it.
    expect(
      await page
        .locator('.no-results a[href^="tel:"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['tel:1300975707', 'tel:131450'])
    await page.getByRole('link', { name: 'psychosocial' }).click()
    await page.waitForURL(/q=psychosocial/)
    await expect.poll(() => resultLinks(page).count()).toBeGreaterThan(0)
  })
})

describe('searching with the keyboard alone', () => {
  it('moves through suggestions with the arrow keys, opens one with Enter, and closes them with Escape', async ({
    newPage,
  }) => {
    const page = await newPage()
    await openHome(page)
    // Tab from the top of the page to the header's search box.
    for (let presses = 0; presses < 30; presses += 1) {
      await page.keyboard.press('Tab')
      if (await page.evaluate(() => document.activeElement?.id === 'header-search-q')) break
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('header-search-q')
    await page.keyboard.type('counselling', { delay: 20 })
    await expect.poll(() => options(page).count()).toBeGreaterThan(1)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    const second = options(page).nth(1)
    expect(await second.getAttribute('aria-selected')).toBe('true')
    expect(await headerInput(page).getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'))
    await page.keyboard.press('ArrowUp')
    expect(await options(page).first().getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('Escape')
    expect(await headerInput(page).getAttribute('aria-expanded')).toBe('false')
    expect(await headerInput(page).inputValue()).toBe('counselling')
    await page.keyboard.press('ArrowDown')
    expect(await headerInput(page).getAttribute('aria-expanded')).toBe('true')
    const chosen = await options(page).first().locator('.combobox__title').textContent()
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/services\//)
    await expect.poll(() => page.locator('h1').textContent()).toBe(chosen)
  })

  it('searches with Enter when no suggestion is chosen, and the results are reachable by Tab', async ({ newPage }) => {
    const page = await newPage()
    await openHome(page)
    await headerInput(page).focus()
    await page.keyboard.type('behind on rent', { delay: 10 })
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/search\?q=behind\+on\+rent/)
    for (let presses = 0; presses < 60; presses += 1) {
      await page.keyboard.press('Tab')
      if (await page.evaluate(() => document.activeElement?.closest('.search-result') !== null)) break
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(
      '/articles/what-to-do-if-you-are-behind-on-rent',
    )
    await page.keyboard.press('Enter')
    await page.waitForURL(baseUrl + '/articles/what-to-do-if-you-are-behind-on-rent')
  })
})

describe('the header search before its suggestions have come', () => {
  /** The script the suggestions are in: fetched as the page hydrates, not among the page's first scripts (decision 0057). */
  const SUGGESTIONS_CODE = 'Suggestions appear as you type.'

  /** Holds back the suggestions' script until `release` is called; resolves `asked` once the page asked for it. */
  async function holdSuggestionsCode(page: Page) {
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    let asked = () => {}
    const askedFor = new Promise<void>((resolve) => (asked = resolve))
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (body.includes(SUGGESTIONS_CODE)) {
        asked()
        await released
      }
      await route.fulfill({ response, body })
    })
    return { askedFor, release }
  }

  it('keeps every word typed before then, and suggests once it has come', async ({ newPage }) => {
    const page = await newPage()
    const held = await holdSuggestionsCode(page)
    await page.goto(baseUrl + '/')
    await held.askedFor
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false)
    expect(await headerInput(page).getAttribute('role')).toBeNull()
    await headerInput(page).click()
    await headerInput(page).pressSequentially('tuggeranong fam')
    held.release()
    await waitForHeaderCombobox(page)
    expect(await headerInput(page).inputValue()).toBe('tuggeranong fam')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('header-search-q')
    await headerInput(page).press('End')
    await headerInput(page).pressSequentially('i')
    await expect.poll(() => options(page).count(), { timeout: 5_000 }).toBe(1)
    expect(await options(page).first().textContent()).toContain('Tuggeranong Family Centre')
    expect(await headerInput(page).inputValue()).toBe('tuggeranong fami')
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  it('searches with Enter before then, as the plain search box it is', async ({ newPage }) => {
    const page = await newPage()
    const held = await holdSuggestionsCode(page)
    await page.goto(baseUrl + '/')
    await held.askedFor
    await headerInput(page).fill('counselling')
    await headerInput(page).press('Enter')
    // The search page uses the same script for its own search box: it may wait for it.
    held.release()
    await page.waitForURL(/\/search\?q=counselling$/)
    await expect.poll(() => resultLinks(page).count(), { timeout: 5_000 }).toBeGreaterThan(0)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  it('is not in the JavaScript a page loads first', async () => {
    const html = await (await fetch(baseUrl + '/')).text()
    const firstScripts = [
      ...new Set(
        [...html.matchAll(/(?:href=|from |import\()"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] as string),
      ),
    ]
    expect(firstScripts.length).toBeGreaterThan(3)
    for (const script of firstScripts)
      expect(await (await fetch(baseUrl + script)).text(), script).not.toContain(SUGGESTIONS_CODE)
  })
})

describe('searching with JavaScript off', () => {
  it('submits the header form and shows complete results, filters and pages from the server', async ({ newPage }) => {
    const page = await newPage({ javaScriptEnabled: false })
    await page.goto(baseUrl + '/', { waitUntil: 'load' })
    expect(await headerInput(page).getAttribute('role')).toBeNull()
    await headerInput(page).fill('counceling dandenong')
    await headerInput(page).press('Enter')
    await page.waitForURL(/\/search\?q=counceling\+dandenong/)
    expect(await resultLinks(page).first().getAttribute('href')).toBe('/services/community-counselling-dandenong')
    await page.getByRole('link', { name: /^Services \(\d+\)$/ }).click()
    await page.waitForURL(/type=services/)
    expect(await resultLinks(page).first().getAttribute('href')).toBe('/services/community-counselling-dandenong')
    await page.goto(baseUrl + '/search?q=support&type=services&page=2')
    expect(await page.locator('.pagination [aria-current="page"]').textContent()).toBe('2')
  })

  it('explains a search it cannot run, with status 400 and the form to try again', async () => {
    const response = await fetch(baseUrl + `/search?q=${'help '.repeat(60)}`)
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('Your search is too long. Use 200 characters or fewer.')
    expect(html).toMatch(/<form[^>]*role="search"[^>]*action="\/search"/)
    const wrongKind = await fetch(baseUrl + '/search?q=help&type=people')
    expect(wrongKind.status).toBe(400)
    expect(await wrongKind.text()).toContain('We do not have that kind of result.')
    const suggestions = await fetch(baseUrl + `/api/search/suggestions?q=${'x'.repeat(300)}`)
    expect(await problemDetail(suggestions, 400, 'Bad Request')).toBe(
      'Your search is too long. Use 200 characters or fewer.',
    )
  })
})

describe('privacy', () => {
  it('keeps search terms out of the server log and the page title', async ({ newPage }) => {
    const server = await startServer({ LOG_LEVEL: 'debug' })
    try {
      const term = 'zanzibarquokka'
      const page = await newPage()
      await page.goto(`${server.baseUrl}/search?q=${term}`, { waitUntil: 'networkidle' })
      expect(await page.title()).not.toContain(term)
      await waitForHeaderCombobox(page)
      // The suggestions the page asks for as the visitor types carry the term.
      const suggested = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/search/suggestions' && response.url().includes(term),
        { timeout: 15_000 },
      )
      await page.locator('#header-search-q').fill(`${term} counselling`)
      expect((await suggested).status()).toBe(200)
      await page.locator('#header-search-q').press('Enter')
      await page.waitForURL(/counselling/)
      // Read to the end: a request is logged when its answer has been sent (support/server-log.ts).
      await (await fetch(`${server.baseUrl}/api/search/suggestions?q=${term}`)).text()
      await (await fetch(`${server.baseUrl}/search?q=${term}${'x'.repeat(300)}`)).text()
      const lines = await logLinesUpToNow(server, 0)
      expect(lines.filter((line) => line.includes('"path":"/search"')).length).toBeGreaterThanOrEqual(2)
      expect(lines.filter((line) => line.includes('"path":"/api/search/suggestions"')).length).toBeGreaterThanOrEqual(2)
      expect(server.output()).not.toContain(term)
    } finally {
      await server.stop()
    }
  })
})
