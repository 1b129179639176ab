import jsQR from 'jsqr'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll } from 'vitest'
import { SAVED_STORAGE_KEY } from '~/shortlist/saved-store'
import { MAX_SAVED } from '~/shortlist/saved-ids'
import { axeViolations } from './support/browser'
import { describe, expect, test as it, waitForHydration, type NewPage } from './support/fixture'
import { startServer, type RunningServer } from './support/server'
import { ifSet } from '../support/if-set'

/**
 * Issue 35, point 2: a shortlist without an account. 'Save' on cards and pages, the Saved page with
 * and without JavaScript, the link that opens the same list on another device, sending it, printing
 * it with one QR code per listing that opens the listing's page, 'Exit this page' forgetting it, and
 * nothing of it in logs or page views.
 */

/** The exit address in the bundled site settings (there is no internet here: a tiny page stands in). */
const EXIT_URL = 'https://www.bom.gov.au/'
const SAVED_TITLE = 'Saved services and locations - Altogether better care'

const saveButtons = (page: Page) => page.locator('.service-card .save-button')
const listingTitles = (page: Page) => page.locator('.saved-listing h2').allInnerTexts()

/** Every QR code the page prints, each read from a screenshot of it as Chromium draws it for paper. */
async function printedQrCodes(page: Page): Promise<string[]> {
  await page.emulateMedia({ media: 'print' })
  const codes = page.locator('.print-qr__code')
  const read: string[] = []
  for (let index = 0; index < (await codes.count()); index++) {
    const { data, info } = await sharp(await codes.nth(index).screenshot())
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    read.push(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? '(unreadable)')
  }
  await page.emulateMedia({ media: 'screen' })
  return read
}

/** The pages the listings link to, as absolute addresses, in order (without the list a link carries without JavaScript). */
async function listingAddresses(page: Page): Promise<string[]> {
  return page
    .locator('.saved-listing h2 a')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href.split('?')[0] ?? ''))
}

/** Checks the shared link opens the same list in a browser that has never seen it, and that it prints. */
async function openSharedLink(newPage: NewPage, shared: string, titles: string[], javaScriptEnabled: boolean) {
  const elsewhere = await newPage({ javaScriptEnabled })
  await elsewhere.goto(shared)
  if (javaScriptEnabled) await waitForHydration(elsewhere)
  expect(await listingTitles(elsewhere)).toEqual(titles)
  expect(await printedQrCodes(elsewhere)).toEqual(await listingAddresses(elsewhere))
  return elsewhere
}

describe('with JavaScript', () => {
  it('saves three services on this device only, lists them with their numbers, shares and prints them', async ({
    page,
    newPage,
    baseUrl,
  }) => {
    const asked: string[] = []
    page.on('request', (request) => asked.push(request.url()))
    await page.goto(baseUrl + '/services')
    await waitForHydration(page)
    const titles = await page
      .locator('.service-card h3')
      .evaluateAll((headings) => headings.slice(0, 3).map((heading) => heading.textContent))

    // A real toggle button, reached with Tab from the card's link, with a focus indicator; pressed by keyboard.
    await page.locator('.service-card h3 a').first().focus()
    await page.keyboard.press('Tab')
    const first = saveButtons(page).first()
    expect(await first.evaluate((button) => button === document.activeElement && button.tagName)).toBe('BUTTON')
    expect(
      await first.evaluate(
        (button) => getComputedStyle(button).boxShadow !== 'none' || getComputedStyle(button).outlineStyle !== 'none',
      ),
    ).toBe(true)
    expect(await first.getAttribute('aria-pressed')).toBe('false')
    expect(await first.getAttribute('aria-label')).toBeNull()
    expect(await first.innerText()).toContain('Save')
    await page.keyboard.press('Space')
    await expect.poll(() => first.getAttribute('aria-pressed'), { timeout: 5_000 }).toBe('true')
    await saveButtons(page).nth(1).click()
    await saveButtons(page).nth(2).click()
    await expect
      .poll(() => page.locator('.service-card .save-button[aria-pressed="true"]').count(), { timeout: 5_000 })
      .toBe(3)
    // Saved looks saved: filled, with a tick, where the others show a plus on white.
    const looks = (button: ReturnType<typeof saveButtons>) =>
      button.evaluate((element) => [
        getComputedStyle(element).backgroundColor,
        getComputedStyle(element.querySelector('.save-button__mark')!, '::before').content,
      ])
    expect(await looks(saveButtons(page).nth(0))).toEqual(['rgb(11, 85, 99)', '"✓"'])
    expect(await looks(saveButtons(page).nth(3))).toEqual(['rgb(255, 255, 255)', '"+"'])

    // Kept on this device; nothing was asked of the server meanwhile, and the page did not move.
    expect(page.url()).toBe(baseUrl + '/services')
    // (Code files are not asked about the list: a route file's hash may begin 'service-1…'.)
    const aboutTheList = (url: string) => !new URL(url).pathname.startsWith('/assets/') && /saved|service-\d/.test(url)
    expect(asked.filter(aboutTheList)).toEqual([])
    const stored = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), SAVED_STORAGE_KEY)) ?? '[]',
    ) as string[]
    expect(stored).toHaveLength(3)

    // The Saved page shows the device's list; its address and title never hold the list.
    await page.goto(baseUrl + '/saved')
    await waitForHydration(page)
    await expect.poll(() => listingTitles(page), { timeout: 10_000 }).toEqual(titles)
    expect(page.url()).toBe(baseUrl + '/saved')
    expect(await page.title()).toBe(SAVED_TITLE)
    const phones = await page.locator('.saved-listing a[href^="tel:"]').allInnerTexts()
    expect(phones).toHaveLength(3)
    expect(await axeViolations(page)).toEqual([])

    // Sending: the names, the numbers and the link, by text and by email.
    const shared = (await page.locator('.saved-share__link a').getAttribute('href')) ?? ''
    expect(shared).toBe(`${baseUrl}/saved?ids=${stored.join(',')}`)
    const sms = decodeURIComponent(
      ((await page.getByRole('link', { name: 'Send by text' }).getAttribute('href')) ?? '').replace(/^sms:\?body=/, ''),
    )
    const mail = new URL((await page.getByRole('link', { name: 'Send by email' }).getAttribute('href')) ?? '')
    for (const text of [...titles, ...phones, shared]) {
      expect(sms).toContain(text)
      expect(mail.searchParams.get('body')).toContain(text)
    }
    expect(mail.searchParams.get('subject')).toBe('Services and locations from Altogether better care')

    // On paper: one QR code per listing, opening its page; the buttons and the site's menus are not printed.
    expect(await printedQrCodes(page)).toEqual(await listingAddresses(page))
    expect(await page.locator('.print-qr').first().isVisible()).toBe(false)
    await page.emulateMedia({ media: 'print' })
    for (const chrome of [
      '.save-form',
      '.saved-share',
      '.site-header',
      '.safe-exit',
      '.site-footer__links',
      '.site-footer__legal',
    ])
      expect(await page.locator(chrome).first().isVisible(), chrome).toBe(false)
    await page.emulateMedia({ media: 'screen' })

    // Another device: the same list, which it can keep.
    const elsewhere = await openSharedLink(newPage, shared, titles, true)
    expect(await elsewhere.evaluate((key) => localStorage.getItem(key), SAVED_STORAGE_KEY)).toBeNull()
    expect(await axeViolations(elsewhere)).toEqual([])
    await elsewhere.getByRole('button', { name: 'Save all 3 on this device' }).click()
    await expect
      .poll(() => elsewhere.evaluate((key) => localStorage.getItem(key), SAVED_STORAGE_KEY), { timeout: 5_000 })
      .toBe(JSON.stringify(stored))
  })

  it('removes a listing from the Saved page, and says so where focus was', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/locations/parramatta-community-hub')
    await waitForHydration(page)
    const save = page.getByRole('button', { name: 'Save Parramatta Community Hub' })
    await save.click()
    await expect.poll(() => save.getAttribute('aria-pressed'), { timeout: 5_000 }).toBe('true')
    await page.getByRole('link', { name: /^Your saved list \(1\)$/ }).click()
    await expect.poll(() => listingTitles(page), { timeout: 10_000 }).toEqual(['Parramatta Community Hub'])
    expect(page.url()).toBe(baseUrl + '/saved')
    await page.getByRole('button', { name: 'Save Parramatta Community Hub' }).click()
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 5_000 })
      .toBe('Removed Parramatta Community Hub from your saved list.')
    expect(await page.getByText('You have not saved any services or locations yet.').isVisible()).toBe(true)
  })

  it('says when the list is full, and saves nothing more', async ({ page, baseUrl }) => {
    const full = Array.from({ length: MAX_SAVED }, (_, index) => `location-${String(index + 1).padStart(4, '0')}`)
    await page.goto(baseUrl + '/robots.txt')
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      SAVED_STORAGE_KEY,
      JSON.stringify(full),
    ] as const)
    await page.goto(baseUrl + '/services/home-care-packages-blacktown')
    await waitForHydration(page)
    await page.getByRole('button', { name: /^Save Home Care Packages/ }).click()
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Your saved list is full' }).count(), { timeout: 5_000 })
      .toBe(1)
    expect(await page.getByRole('button', { name: /^Save Home Care Packages/ }).getAttribute('aria-pressed')).toBe(
      'false',
    )
  })

  it('‘Exit this page’ forgets the list', async ({ page, baseUrl }) => {
    await page
      .context()
      .route(`${EXIT_URL}**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Weather</title><h1>Weather</h1>' }),
      )
    await page.goto(baseUrl + '/services/home-care-packages-blacktown')
    await waitForHydration(page)
    await page.getByRole('button', { name: /^Save Home Care Packages/ }).click()
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), SAVED_STORAGE_KEY), { timeout: 5_000 })
      .not.toBeNull()
    await page.getByRole('link', { name: 'Emergency Exit this page' }).click()
    await page.waitForURL(EXIT_URL)
    await page.goto(baseUrl + '/saved')
    await waitForHydration(page)
    expect(await page.evaluate((key) => localStorage.getItem(key), SAVED_STORAGE_KEY)).toBeNull()
    await expect
      .poll(() => page.getByText('You have not saved any services or locations yet.').isVisible(), { timeout: 5_000 })
      .toBe(true)
    expect(await page.locator('.saved-listing').count()).toBe(0)
  })

  it('‘Exit this page’ without JavaScript (GET /exit) asks the browser to forget it too', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/robots.txt')
    await page.evaluate((key) => localStorage.setItem(key, '["service-0002"]'), SAVED_STORAGE_KEY)
    expect(
      await page.evaluate(
        (key) => fetch('/exit', { redirect: 'manual' }).then(() => localStorage.getItem(key)),
        SAVED_STORAGE_KEY,
      ),
    ).toBeNull()
  })
})

describe('without JavaScript', () => {
  it('saves three services in the address, which opens the same list elsewhere and prints', async ({
    newPage,
    baseUrl,
  }) => {
    const page = await newPage({ javaScriptEnabled: false })
    await page.goto(baseUrl + '/services')
    const titles = await page
      .locator('.service-card h3')
      .evaluateAll((headings) => headings.slice(0, 3).map((heading) => heading.textContent))
    for (let index = 0; index < 3; index++) {
      // Save goes to the Saved page with the list so far and this one; the way back carries the list.
      await saveButtons(page).nth(index).click()
      await page.waitForURL(/\/saved\?ids=/)
      expect(await listingTitles(page)).toEqual(titles.slice(0, index + 1))
      await page.getByRole('link', { name: 'Back to the page you were on' }).click()
      await page.waitForURL(/\/services\?saved=/)
      expect(await page.locator('.service-card .save-button[aria-pressed="true"]').count()).toBe(index + 1)
    }
    await page.getByRole('button', { name: `Save ${titles[0]}` }).click()
    await page.waitForURL(/\/saved\?ids=/)
    // Pressed again, a saved one leaves the list; Back shows the list as it was.
    expect(await listingTitles(page)).toEqual(titles.slice(1))
    await page.goBack()
    await page.goBack()
    expect(await listingTitles(page)).toEqual(titles)
    expect(await page.title()).toBe(SAVED_TITLE)
    expect(await page.locator('.no-script-only').first().isVisible()).toBe(true)
    expect(await page.locator('.saved-listing a[href^="tel:"]').count()).toBe(3)

    const shared = (await page.locator('.saved-share__link a').getAttribute('href')) ?? ''
    expect(shared).toMatch(new RegExp(`^${baseUrl}/saved\\?ids=[\\w-]+,[\\w-]+,[\\w-]+$`))
    expect(await printedQrCodes(page)).toEqual(await listingAddresses(page))
    await openSharedLink(newPage, shared, titles, false)
    await openSharedLink(newPage, shared, titles, true)

    // A listing's page carries the list too: Save on its related services adds a fourth.
    await page.locator('.saved-listing h2 a').first().click()
    await page.waitForURL(/\/services\/[\w-]+\?saved=/)
    await page.locator('.related .save-button').first().click()
    await page.waitForURL(/\/saved\?ids=/)
    expect(await page.locator('.saved-listing').count()).toBe(4)
    expect((await listingTitles(page)).slice(0, 3)).toEqual(titles)
  })
})

describe('a service or location page on paper', () => {
  for (const path of ['/services/home-care-packages-blacktown', '/locations/parramatta-community-hub']) {
    it(`${path} prints a QR code that opens it, shown on paper only`, async ({ page, baseUrl }) => {
      await page.goto(baseUrl + path)
      expect(await page.locator('.print-qr').isVisible()).toBe(false)
      expect(await printedQrCodes(page)).toEqual([baseUrl + path])
      await page.emulateMedia({ media: 'print' })
      expect(await page.locator('.save-form').first().isVisible()).toBe(false)
      expect(await page.locator('.print-qr__address').innerText()).toBe(baseUrl + path)
    })
  }
})

describe('addresses the Saved page cannot use', () => {
  const body = async (response: Response) => (await response.text()).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

  it('says plainly what it could not read, and answers 400 when it could read nothing', async ({ baseUrl }) => {
    for (const query of [
      'ids=%25%25%25',
      'ids=drafts.service-0002',
      `ids=${'x'.repeat(5000)}`,
      'ids=<script>alert(1)</script>',
    ]) {
      const response = await fetch(`${baseUrl}/saved?${query}`)
      expect(response.status, query).toBe(400)
      expect(await body(response), query).toContain('could not be read')
    }
  })

  it('shows what it can, and says what is no longer on the website', async ({ baseUrl }) => {
    const response = await fetch(`${baseUrl}/saved?ids=service-0002,no-such-listing,article-0001,bad.id`)
    expect(response.status).toBe(200)
    const text = await body(response)
    expect(text).toContain('Home Care Packages – Blacktown')
    expect(text).toContain('2 saved services or locations are no longer on our website')
    expect(text).toContain('One item in this link could not be read')
  })

  it(`shows at most ${MAX_SAVED}, and says so`, async ({ baseUrl }) => {
    const ids = Array.from({ length: MAX_SAVED + 5 }, (_, index) => `location-${String(index + 1).padStart(4, '0')}`)
    const response = await fetch(`${baseUrl}/saved?ids=${ids.join(',')}`)
    expect(response.status).toBe(200)
    expect(await body(response)).toContain(`This link had 5 more, which are not shown`)
  })

  it('never sends a visitor back to another site', async ({ baseUrl }) => {
    const response = await fetch(`${baseUrl}/saved?ids=service-0002&from=${encodeURIComponent('//evil.example/')}`)
    expect(await response.text()).not.toContain('evil.example')
    const redirected = await fetch(
      `${baseUrl}/saved?add=service-0002&from=${encodeURIComponent('https://evil.example/')}`,
      { redirect: 'manual' },
    )
    expect(redirected.status).toBe(303)
    expect(redirected.headers.get('location')).toBe('/saved?ids=service-0002')
  })

  it('is kept in no cache', async ({ baseUrl }) => {
    expect((await fetch(`${baseUrl}/saved?ids=service-0002`)).headers.get('cache-control')).toBe('private, no-store')
  })
})

describe('what a saved list never reaches', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({ TAG_MANAGER_ID: 'GTM-TEST123', LOG_LEVEL: 'info' })
  }, 60_000)
  afterAll(async () => {
    await ifSet(server)?.stop()
  })

  it('the request log, the page views and the page title', async ({ newPage }) => {
    const page = await newPage()
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    )
    await page.goto(server.baseUrl + '/robots.txt')
    await page.evaluate((key) => localStorage.setItem(key, '["service-0002","location-0001"]'), SAVED_STORAGE_KEY)
    for (const path of ['/saved', '/saved?ids=service-0002,location-0001', '/services?saved=service-0002']) {
      await page.goto(server.baseUrl + path)
      await waitForHydration(page)
      if (path.startsWith('/saved'))
        await expect.poll(() => page.locator('.saved-listing').count(), { timeout: 10_000 }).toBe(2)
      await expect
        .poll(
          () =>
            page.evaluate(
              () =>
                (window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer?.filter(
                  (item) => item.event === 'page-view',
                ) ?? [],
            ),
          {
            timeout: 5_000,
          },
        )
        .toEqual([
          {
            event: 'page-view',
            path: path.split('?')[0],
            title: path.startsWith('/saved') ? SAVED_TITLE : await page.title(),
          },
        ])
      if (path.startsWith('/saved')) expect(await page.title()).toBe(SAVED_TITLE)
    }
    expect(server.output()).toContain('"path":"/saved.data"')
    expect(server.output()).not.toMatch(/service-0002|location-0001/)
  })
})
