import { inject } from 'vitest'
import { describe, expect, test as it, waitForHeaderCombobox } from './support/fixture'

const baseUrl = inject('baseUrl')

describe('the site shell', () => {
  it('moves between pages on the client, without reloading the document', async ({ newPage }) => {
    const page = await newPage()
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' })
    await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }))
    for (const [name, path] of [
      ['About us', '/about-us'],
      ['Open roles', '/work-with-us/careers/open-roles'],
    ] as const) {
      await page.locator('footer').getByRole('link', { name, exact: true }).click()
      await expect.poll(() => new URL(page.url()).pathname).toBe(path)
      await expect.poll(() => page.title()).toContain(name)
    }
    expect(
      await page.evaluate(() => (window as unknown as { stillTheSameDocument?: boolean }).stillTheSameDocument),
    ).toBe(true)
  })

  it('opens a main-navigation menu with the keyboard alone and follows a link in it', async ({ newPage }) => {
    const page = await newPage()
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' })
    const toggle = page.locator('.site-nav__toggle').nth(1)
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true')
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
    await expect.poll(() => panel.isVisible()).toBe(true)
    await page.keyboard.press('Tab')
    const focusedInPanel = await page.evaluate(
      (id) => document.getElementById(id)?.contains(document.activeElement) ?? false,
      (await toggle.getAttribute('aria-controls')) as string,
    )
    expect(focusedInPanel).toBe(true)
    const href = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).getAttribute('href'))
    await page.keyboard.press('Enter')
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash)
      .toBe(href)
    await expect.poll(() => panel.isHidden()).toBe(true)
  })

  it('fetches the menus once the page has loaded instead of sending them in every page', async ({ newPage }) => {
    const html = await (await fetch(baseUrl + '/')).text()
    expect(html).not.toContain('Family violence support')
    const page = await newPage()
    const menuRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/menus') menuRequests.push(request.url())
    })
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' })
    await expect.poll(() => menuRequests.length).toBe(1)
    await page.getByRole('button', { name: 'Get help menu' }).click()
    await expect
      .poll(() =>
        page.locator('.menu-panel:not([hidden])').getByRole('link', { name: 'Family violence support' }).isVisible(),
      )
      .toBe(true)
    expect(menuRequests).toHaveLength(1)
  })

  it('opens a menu at once, before the menus have arrived, and fills it when they do', async ({ newPage }) => {
    const page = await newPage()
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/menus', async (route) => {
      await held
      await route.continue()
    })
    await page.goto(baseUrl + '/', { waitUntil: 'load' })
    await waitForHeaderCombobox(page)
    await page.getByRole('button', { name: 'Get help menu' }).click()
    const panel = page.locator('.menu-panel:not([hidden])')
    await expect.poll(() => panel.getByRole('status').textContent()).toBe('Loading the menu…')
    release()
    await expect.poll(() => panel.getByRole('link', { name: 'Family violence support' }).isVisible()).toBe(true)
  })

  it('says so in the menu when the menus cannot be fetched, keeps the page, and tries again on the next open', async ({
    newPage,
  }) => {
    const page = await newPage()
    let failing = true
    await page.route('**/api/menus', (route) => (failing ? route.abort('connectionfailed') : route.continue()))
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' })
    const toggle = page.getByRole('button', { name: 'Get help menu' })
    await toggle.click()
    const panel = page.locator('.menu-panel:not([hidden])')
    await expect.poll(() => panel.getByRole('status').textContent()).toContain('could not be loaded')
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true)
    failing = false
    await toggle.click()
    await toggle.click()
    await expect.poll(() => panel.getByRole('link', { name: 'Family violence support' }).isVisible()).toBe(true)
  })

  it('on a small screen, hides the navigation behind a Menu button', async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 320, height: 640 } })
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' })
    const menu = page.getByRole('button', { name: 'Menu', exact: true })
    expect(await page.locator('#site-nav').isVisible()).toBe(false)
    await menu.click()
    expect(await menu.getAttribute('aria-expanded')).toBe('true')
    expect(await page.locator('#site-nav').isVisible()).toBe(true)
    expect(await page.locator('.quick-links').isVisible()).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  })

  it('shows a new page at its top from its first frame, when the visitor follows a link from far down a page', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: { width: 390, height: 844 } })
    await page.goto(baseUrl + '/articles', { waitUntil: 'networkidle' })
    await page.locator('#header-search-q[role="combobox"]').waitFor({ state: 'attached' })
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    // Every frame from here: which page's heading is showing, and how far down the window is.
    await page.evaluate(() => {
      const frames: Array<{ heading: string; y: number }> = []
      Object.assign(window, { frames })
      const record = () => {
        frames.push({ heading: document.querySelector('main h1')?.textContent ?? '', y: window.scrollY })
        requestAnimationFrame(record)
      }
      requestAnimationFrame(record)
    })
    await page.locator('footer').getByRole('link', { name: 'About us', exact: true }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/about-us')
    // Sixty frames of the new page: as long as a smooth scroll back to the top would take, at any speed.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const recorded = (window as unknown as { frames: Array<{ heading: string }> }).frames
            return recorded.filter((frame) => frame.heading !== recorded[0]?.heading).length
          }),
        { timeout: 15_000 },
      )
      // Frames come slower on a busy machine: the limit is generous, the count is what matters.
      .toBeGreaterThanOrEqual(60)
    const frames = await page.evaluate(
      () => (window as unknown as { frames: Array<{ heading: string; y: number }> }).frames,
    )
    const before = frames[0]?.heading
    const after = frames.filter((frame) => frame.heading !== before)
    expect(after.length).toBeGreaterThan(0)
    expect(after.map((frame) => frame.y)).toEqual(after.map(() => 0))
  })

  it('leads to help in other languages, including the national interpreter service', async ({ newPage }) => {
    const page = await newPage()
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' })
    const answer = page.waitForResponse(
      (response) =>
        response.url().endsWith('/help-in-your-language') || response.url().includes('/help-in-your-language.data'),
    )
    await page.getByRole('link', { name: 'Help in your language' }).first().click()
    // The page itself, not the page-not-found page (which also carries the interpreter line).
    expect((await answer).status()).toBe(200)
    await page.waitForURL(`${baseUrl}/get-help/help-in-your-language`)
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 10_000 }).toBe('Help in your language')
    const text = await page.locator('main').textContent()
    expect(text).toContain('131 450')
    expect(text).toContain('TIS National')
  })

  it('works without JavaScript: the navigation links are there and lead somewhere', async ({ newPage }) => {
    const page = await newPage({ javaScriptEnabled: false })
    await page.goto(baseUrl + '/', { waitUntil: 'load' })
    const links = page.locator('#site-nav .site-nav__link')
    expect(await links.count()).toBeGreaterThanOrEqual(4)
    // Every one to a page of the site (a 404 page has a heading too).
    for (const href of await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
    )) {
      expect((await fetch(new URL(href, baseUrl))).status, href).toBe(200)
    }
    const href = (await links.nth(1).getAttribute('href')) ?? ''
    const answer = page.waitForResponse((response) => response.request().isNavigationRequest())
    await links.nth(1).click()
    expect((await answer).status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe(new URL(href, baseUrl).pathname)
    expect(await page.locator('h1').count()).toBe(1)
  })

  it('shows how long ago an article was published, refreshed every second, without a hydration mismatch', async ({
    page,
    pageErrors,
  }) => {
    const html = await (await fetch(baseUrl + '/articles/using-your-ndis-plan')).text()
    const published = /article__byline[\s\S]*?<time dateTime="([^"]+)"/.exec(html)?.[1] as string
    const problems = pageErrors.messages
    const shortlyBefore = new Date(Date.parse(published) + 57_000)
    // The page's clock stands still until the test moves it: a slow load must not carry it past the minute.
    // (Installed 10 s earlier, as it runs until it is paused and cannot be paused in its own past.)
    await page.clock.install({ time: shortlyBefore.getTime() - 10_000 })
    await page.clock.pauseAt(shortlyBefore)
    await page.goto(baseUrl + '/articles/using-your-ndis-plan', { waitUntil: 'load' })
    const time = page.locator(`.article__byline time`)
    await expect.poll(() => time.textContent()).toMatch(/^5\d seconds ago$/)
    await page.clock.runFor(4000)
    await expect.poll(() => time.textContent()).toBe('1 minute ago')
    expect(problems).toEqual([])
  })
})
