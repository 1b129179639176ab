import type { Page, Route } from 'playwright-core'
import { inject } from 'vitest'
import { afterNextPaints, describe, expect, test as it } from './support/fixture'
import { networkDelay } from './support/timers'

const baseUrl = inject('baseUrl')

const PHONE = { width: 390, height: 844 }

async function openInteractive(page: Page, path: string) {
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' })
  await page.locator('#header-search-q[role="combobox"]').waitFor({ state: 'attached', timeout: 15_000 })
}

/** Follows the main navigation's link to `path`, as a visitor would (on a phone, through the Menu button first). */
async function followNavigationLink(page: Page, path: string) {
  const link = page.getByRole('navigation', { name: 'Main' }).locator(`a[href="${path}"]`)
  if (!(await link.isVisible())) await page.getByRole('button', { name: 'Menu' }).click()
  await link.click()
}

/** Fails the first `times` requests that match, then lets them through; counts every attempt, and every answer given. */
function failing(times: number, fail: (route: Route) => Promise<void>) {
  const attempts: string[] = []
  let answered = 0
  return {
    attempts,
    answered: () => answered,
    handler: async (route: Route) => {
      attempts.push(route.request().url())
      if (attempts.length <= times) await fail(route)
      else await route.continue()
      answered += 1
    },
  }
}

/** The data of /articles itself, as a client navigation to it fetches it. */
const isArticlesData = (url: URL) => url.pathname === '/articles.data' && url.search === ''

const unavailable = (route: Route) =>
  route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' })

describe('suggestions on a shaky connection', () => {
  it('a failed or dropped suggestion request leaves the page and the typed words alone, and the next one works', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } })
    await openInteractive(page, '/about-us')
    const heading = await page.locator('h1').textContent()
    const network = failing(3, (route) =>
      network.attempts.length === 1 ? route.abort('connectionreset') : unavailable(route),
    )
    await page.route('**/api/search/suggestions?**', network.handler)
    const input = page.locator('#header-search-q')
    await input.click()
    await input.pressSequentially('tuggeranong', { delay: 30 })
    await expect.poll(() => network.answered(), { timeout: 5000 }).toBeGreaterThanOrEqual(2)
    // The page has handled both failures (whatever they changed is on screen).
    await afterNextPaints(page)
    expect(await page.locator('h1').textContent()).toBe(heading)
    expect(await input.inputValue()).toBe('tuggeranong')
    // The network is back: the next key press brings suggestions.
    await input.pressSequentially(' fam', { delay: 30 })
    await expect
      .poll(() => page.locator('#header-search-q-suggestions [role="option"]').count(), { timeout: 10_000 })
      .toBeGreaterThan(0)
    expect(await page.locator('h1').textContent()).toBe(heading)
  })
})

describe('moving between pages on a shaky connection (SPEC 7)', () => {
  it('tries a page’s data again after one 503, and shows the page', async ({ newPage }) => {
    const page = await newPage({ viewport: PHONE })
    await openInteractive(page, '/')
    // Let the link's own preload (SPEC 9: in view, pointed at) finish first: only the navigation's requests count.
    const link = page.getByRole('navigation', { name: 'Main' }).locator('a[href="/articles"]')
    const preloaded = page.waitForResponse((response) => isArticlesData(new URL(response.url())))
    if (!(await link.isVisible())) await page.getByRole('button', { name: 'Menu' }).click()
    await link.hover()
    await preloaded
    const network = failing(1, unavailable)
    // Only the page's own data: once it shows, its category links (/articles.data?category=…) preload too.
    await page.route(isArticlesData, network.handler)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await link.click()
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 15_000 }).toBe('News and stories')
    expect(network.attempts).toHaveLength(2)
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  })
})

describe('an error page after the network has failed twice', () => {
  it('keeps the whole shell: Exit this page (button and Shift three times), the navigation and the phone number', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } })
    await page.route('https://www.bom.gov.au/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Weather</title><h1>Weather</h1>' }),
    )
    await openInteractive(page, '/')
    const network = failing(Number.POSITIVE_INFINITY, unavailable)
    await page.route('**/articles.data**', network.handler)
    await followNavigationLink(page, '/articles')
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 15_000 }).toBe('Internal Server Error')
    expect(network.attempts).toHaveLength(2)
    expect(await page.title()).toBe('503 Internal Server Error')
    expect(await page.locator('.safe-exit__button').isVisible()).toBe(true)
    expect(
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get help' }).isVisible(),
    ).toBe(true)
    expect(await page.locator('footer').textContent()).toContain('1300 975 707')
    // Shift three times leaves for the exit site, as on every other page.
    await page.locator('body').click({ position: { x: 5, y: 400 } })
    for (let press = 0; press < 3; press++) await page.keyboard.press('Shift')
    await page.waitForURL('https://www.bom.gov.au/**', { timeout: 10_000 })
  })
})

describe('a new deployment (SPEC 4)', () => {
  it('is noticed from builds/latest.json, and the next link followed loads a whole new document', async ({
    newPage,
  }) => {
    const latest = await fetch(baseUrl + '/builds/latest.json?t=1')
    expect(latest.headers.get('cache-control')).toBe('no-cache')
    const current = ((await latest.json()) as { id: string }).id
    expect(current).toMatch(/\S/)

    const page = await newPage({ viewport: { width: 1280, height: 900 } })
    const polls: string[] = []
    let answered = 0
    await page.route('**/builds/latest.json?**', async (route) => {
      polls.push(route.request().url())
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ id: `${current}-next`, timestamp: Date.now() }),
      })
      answered += 1
    })
    await openInteractive(page, '/')
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    // The tab comes back into view: the page asks at once rather than at the next 5-minute poll.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await expect.poll(() => polls.length).toBeGreaterThan(0)
    expect(new URL(polls[0] as string).searchParams.get('t')).toMatch(/^\d+$/)
    // The page has read the answer: the next navigation is a document load.
    await expect.poll(() => answered, { timeout: 10_000 }).toBeGreaterThan(0)
    await afterNextPaints(page)
    await page.locator('footer').getByRole('link', { name: 'About us', exact: true }).click()
    await page.waitForURL(baseUrl + '/about-us')
    await expect.poll(() => page.locator('h1').textContent()).toBe('Care that starts with you')
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined()
  })
})

describe('a piece of the site’s code that fails to load (SPEC 4 and 8)', () => {
  it('loads the page the visitor was going to, once, when its code fails, and does not loop when it keeps failing', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } })
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname)
    })
    // The articles route's code is gone (an old deployment's file), for good.
    const chunkRequests: string[] = []
    /** For each answer to the code's request, how many pages the browser had asked for by then. */
    const chunkAnswersAfter: number[] = []
    await page.route(/\/assets\/articles-[^/]+\.js$/, async (route) => {
      chunkRequests.push(route.request().url())
      await route.fulfill({ status: 404, contentType: 'text/html', body: 'Not Found' })
      chunkAnswersAfter.push(documents.length)
    })
    await openInteractive(page, '/about-us')
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News and stories' }).click()
    await page.waitForURL(baseUrl + '/articles')
    await expect.poll(() => page.locator('h1').textContent()).toBe('News and stories')
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined()
    // The reloaded page's code failed too: once that answer is handled and the network is quiet, no further load came.
    await expect
      .poll(() => chunkAnswersAfter.filter((pages) => pages === 2).length, { timeout: 15_000 })
      .toBeGreaterThan(0)
    await afterNextPaints(page)
    await page.waitForLoadState('networkidle')
    expect(documents).toEqual(['/about-us', '/articles'])
    expect(chunkRequests.length).toBeGreaterThan(0)
  })
})

describe('route preloads (SPEC 9)', () => {
  it('fetch the data and code of links in view and of a link the visitor points at, never more than five at once', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } })
    let inFlight = 0
    let most = 0
    const preloaded: string[] = []
    // Each page's data answers slowly, so preloads overlap and the limit shows.
    await page.route(/\.data(\?|$)/, async (route) => {
      preloaded.push(new URL(route.request().url()).pathname)
      inFlight += 1
      most = Math.max(most, inFlight)
      await networkDelay(400)
      inFlight -= 1
      await route.continue().catch(() => undefined)
    })
    await openInteractive(page, '/')
    await expect.poll(() => preloaded.length, { timeout: 15_000 }).toBeGreaterThan(5)
    expect(most).toBeLessThanOrEqual(5)
    expect(most).toBeGreaterThan(1)
    // Far down the page, out of view: preloaded only when the visitor points at it.
    const footerLink = page.locator('footer').getByRole('link', { name: 'Feedback and complaints', exact: true })
    // The links in view are all preloaded: nothing is in flight any more.
    await expect.poll(() => inFlight, { timeout: 15_000 }).toBe(0)
    const before = preloaded.filter((path) => path === '/feedback.data').length
    await footerLink.hover()
    await expect
      .poll(() => preloaded.filter((path) => path === '/feedback.data').length, { timeout: 10_000 })
      .toBeGreaterThan(before)
  })

  it('never fetch the data of the page the visitor is on, in view or pointed at, however its address is written', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } })
    const requested: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.endsWith('.data')) requested.push(url.pathname + url.search)
    })
    // From a newsletter: the address carries a tracking parameter, and the page is /articles all the same.
    await openInteractive(page, '/articles?utm_source=newsletter')
    const ownData = () =>
      requested.filter((path) => path === '/articles.data' || path.startsWith('/articles.data?utm_source'))
    // The links in view are preloaded, the categories' lists (pages of their own) among them: the page's own link is not.
    await expect
      .poll(() => requested.filter((path) => path.startsWith('/articles.data?category=')).length, { timeout: 15_000 })
      .toBeGreaterThan(0)
    const ownLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News and stories' })
    expect(await ownLink.getAttribute('href')).toBe('/articles')
    // Pointed at and focused: still not; a link to another page pointed at next is preloaded, so both were seen.
    await ownLink.hover()
    await ownLink.focus()
    await page.locator('footer').getByRole('link', { name: 'Feedback and complaints', exact: true }).hover()
    await expect.poll(() => requested.includes('/feedback.data'), { timeout: 10_000 }).toBe(true)
    await page.waitForLoadState('networkidle')
    expect(ownData()).toEqual([])

    // The same page at an address with a trailing slash, which the router answers as /articles.
    requested.length = 0
    await openInteractive(page, '/articles/')
    await ownLink.hover()
    await page.locator('footer').getByRole('link', { name: 'Feedback and complaints', exact: true }).hover()
    await expect.poll(() => requested.includes('/feedback.data'), { timeout: 10_000 }).toBe(true)
    await page.waitForLoadState('networkidle')
    expect(ownData()).toEqual([])
  })
})
