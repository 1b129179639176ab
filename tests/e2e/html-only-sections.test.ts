/**
 * Sections the browser keeps from the server's HTML (app/sections/html-only.ts): on a first load
 * their data stays on the server, yet a visitor sees and uses the same page.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test as it, waitForHydration } from './support/fixture'

/** What a visitor reads in the page's sections: every heading and link text, in order. */
const sectionWords = (page: Page) =>
  page
    .locator('main section')
    .evaluateAll((sections) =>
      sections.map((section) =>
        [...section.querySelectorAll('h1, h2, h3, a')].map((element) => element.textContent.trim()),
      ),
    )

/** Text as React writes it into HTML. */
const asHtmlText = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;')

async function openHydrated(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'networkidle' })
  await waitForHydration(page)
}

describe('sections kept from the server’s HTML', () => {
  it('leave their words out of the home page’s loader data, and still show every one of them after hydration', async ({
    baseUrl,
    page,
    pageErrors,
  }) => {
    const html = await (await fetch(`${baseUrl}/`)).text()
    const data = [...html.matchAll(/streamController\.enqueue\(([\s\S]*?)\);<\/script>/g)]
      .map((match) => match[1])
      .join('')
    await openHydrated(page, `${baseUrl}/`)
    const words = await sectionWords(page)
    const cardTitles = await page.locator('main .card__title').allTextContents()
    expect(cardTitles.length).toBeGreaterThan(4)
    for (const title of cardTitles) {
      expect(html, 'the card is in the server’s HTML').toContain(asHtmlText(title))
      expect(data, 'but not in the loader data').not.toContain(JSON.stringify(title).slice(1, -1))
    }
    // The same page as a client navigation renders it from whole data.
    await page.locator('main a.card__link').first().click()
    await page.waitForURL((url) => url.pathname !== '/')
    await page.locator('.site-header__name').click()
    await page.waitForURL((url) => url.pathname === '/')
    await expect.poll(() => sectionWords(page), { timeout: 10_000 }).toEqual(words)
    expect(await page.locator('[data-kept]').count(), 'rendered from whole data').toBe(0)
    expect(pageErrors.messages).toEqual([])
  })

  it('follow the site’s links in them without reloading the page, and leave new-tab clicks to the browser', async ({
    baseUrl,
    page,
    pageErrors,
  }) => {
    await openHydrated(page, `${baseUrl}/`)
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    const link = page.locator('section[data-kept] a.card__link').first()
    const href = (await link.getAttribute('href')) ?? ''

    const popup = page.context().waitForEvent('page')
    await link.click({ modifiers: ['Control'] })
    const opened = await popup
    await opened.waitForLoadState()
    expect(new URL(opened.url()).pathname, 'Ctrl+click opens the link in a new tab').toBe(href)
    expect(new URL(page.url()).pathname).toBe('/')

    await link.click()
    await page.waitForURL((url) => url.pathname === href)
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1')
    expect(
      await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage),
      'a client navigation, not a reload',
    ).toBe(true)
    expect(pageErrors.messages).toEqual([])
  })

  it('let the carousel run around slides kept from the server, and follow a slide’s link in the page', async ({
    baseUrl,
    page,
  }) => {
    await openHydrated(page, `${baseUrl}/`)
    const carousel = page.locator('.carousel')
    const titles = await carousel.locator('h3').allTextContents()
    expect(titles.length).toBeGreaterThan(1)
    await carousel.scrollIntoViewIfNeeded()
    await page.locator('.carousel.splide.is-initialized').waitFor({ timeout: 15_000 })
    await expect
      .poll(() => carousel.locator('.splide__slide:not(.splide__slide--clone) h3').allTextContents())
      .toEqual(titles)
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    const link = carousel.locator('.splide__slide.is-active a').first()
    const href = (await link.getAttribute('href')) ?? ''
    await link.click()
    await page.waitForURL((url) => url.pathname === href)
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
  })

  it('keep their content when React has to render the page afresh after a hydration error', async ({
    baseUrl,
    page,
  }) => {
    const expected = await (async () => {
      await openHydrated(page, `${baseUrl}/`)
      return sectionWords(page)
    })()
    // Something changed the server's text before React hydrated (a translation extension, say).
    await page.route(`${baseUrl}/`, async (route) => {
      const response = await route.fetch()
      const html = await response.text()
      const footer = html.indexOf('<footer')
      const changed =
        html.slice(0, footer) +
        html
          .slice(footer)
          .replace('<p class="site-footer__acknowledgement">', '<p class="site-footer__acknowledgement">Changed. ')
      await route.fulfill({ response, body: changed })
    })
    await openHydrated(page, `${baseUrl}/`)
    await expect
      .poll(() => page.locator('.site-footer__acknowledgement').textContent(), {
        message: 'React rendered the page afresh',
      })
      .not.toContain('Changed.')
    expect(await sectionWords(page)).toEqual(expected)
  })
})
