import type { BrowserContextOptions, Page } from 'playwright-core'
import { watchForBlanking, type Blanking } from './support/blanking'
import { describe, expect, test as it, waitForHydration, type NewPage } from './support/fixture'

/** The exit address in the bundled site settings. */
const EXIT_URL = 'https://www.bom.gov.au/'
/** The tab's title between the press and the exit site's own (app/shell/safe-exit/exit-page.ts). */
const NEUTRAL_TITLE = 'New tab'

/** A page whose requests to the exit site (there is no internet here) get a tiny weather page. */
async function exitingPage(newPage: NewPage, options: BrowserContextOptions = {}) {
  const page = await newPage(options)
  const context = page.context()
  await context.route('https://www.bom.gov.au/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Weather</title><h1>Weather</h1>' }),
  )
  const blankings: Blanking[] = []
  if (options.javaScriptEnabled !== false) {
    await context.exposeFunction('reportBlanking', (blanking: Blanking) => blankings.push(blanking))
    await context.addInitScript(watchForBlanking)
  }
  return { page, blankings }
}

const exitButton = (page: Page) => page.getByRole('link', { name: 'Emergency Exit this page' })

describe('Exit this page', () => {
  it('with JavaScript: the tab title turns neutral and the page blanks at the moment of the press, before the exit site loads', async ({
    newPage,
    baseUrl,
  }) => {
    const { page, blankings } = await exitingPage(newPage)
    await page.goto(baseUrl + '/get-help/browsing-safely', { waitUntil: 'networkidle' })
    await waitForHydration(page)
    expect(await page.title()).toBe('Browsing safely - Altogether better care')
    await exitButton(page).click()
    await page.waitForURL(EXIT_URL)
    // The page reports through a Playwright binding, which can arrive just after the navigation does.
    await expect.poll(() => blankings).toEqual([{ at: expect.any(Number), title: NEUTRAL_TITLE, mainVisible: false }])
    expect(await page.title()).toBe('Weather')
  })

  it('with JavaScript: Shift three times blanks the title and page the same way', async ({ newPage, baseUrl }) => {
    const { page, blankings } = await exitingPage(newPage)
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' })
    await waitForHydration(page)
    for (let press = 0; press < 3; press++) await page.keyboard.press('Shift')
    await page.waitForURL(EXIT_URL)
    // The page reports through a Playwright binding, which can arrive just after the navigation does.
    await expect.poll(() => blankings).toEqual([{ at: expect.any(Number), title: NEUTRAL_TITLE, mainVisible: false }])
  })

  it('without JavaScript: the button is a link to /exit, which replaces the page with the exit site', async ({
    newPage,
    baseUrl,
  }) => {
    const { page } = await exitingPage(newPage, { javaScriptEnabled: false })
    await page.goto(baseUrl + '/get-help/browsing-safely')
    expect(await exitButton(page).getAttribute('href')).toBe('/exit')
    const answers: Array<Promise<{ url: string; status: number; clearSiteData: string | undefined }>> = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/exit')
        answers.push(
          response.allHeaders().then((headers) => ({
            url: response.url(),
            status: response.status(),
            clearSiteData: headers['clear-site-data'],
          })),
        )
    })
    await exitButton(page).click()
    await page.waitForURL(EXIT_URL)
    expect(await page.title()).toBe('Weather')
    expect(await Promise.all(answers)).toEqual([
      { url: baseUrl + '/exit', status: 303, clearSiteData: '"cache", "storage"' },
    ])
  })

  it('/exit clears the site’s cache and storage and goes only to the exit site from the settings', async ({
    baseUrl,
  }) => {
    for (const path of [
      '/exit',
      '/exit?to=https://evil.example/',
      '/exit?url=%2F%2Fevil.example&next=https://evil.example/',
    ]) {
      const response = await fetch(baseUrl + path, { redirect: 'manual' })
      expect(response.status, path).toBe(303)
      expect(response.headers.get('location'), path).toBe(EXIT_URL)
      expect(response.headers.get('clear-site-data'), path).toBe('"cache", "storage"')
      expect(response.headers.get('cache-control'), path).toBe('no-store')
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer')
    }
  })

  it('/exit makes the browser forget what the site stored (the reading settings among it)', async ({
    newPage,
    baseUrl,
  }) => {
    const { page } = await exitingPage(newPage)
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' })
    await page.evaluate(() =>
      localStorage.setItem(
        'altogether-better-care:preferences',
        JSON.stringify({ accessibilitySettings: { isHighContrast: true } }),
      ),
    )
    expect(await page.evaluate(() => localStorage.length)).toBe(1)
    // The browser acts on Clear-Site-Data in any answer from the site; the exit site itself is not reachable here.
    await page.evaluate(() => fetch('/exit', { redirect: 'manual' }))
    await page.reload({ waitUntil: 'networkidle' })
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
  })
})
