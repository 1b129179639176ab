import type { BrowserContextOptions, Page } from 'playwright-core'
import { inject } from 'vitest'
import { axeViolations, PERSON_USER_AGENT } from './support/browser'
import {
  afterNextPaints,
  describe,
  expect,
  test as it,
  waitForHydration,
  type NewPage,
  type PageErrors,
} from './support/fixture'
import { throughEveryPage } from './support/every-page'

const baseUrl = inject('baseUrl')

/** A transparent 1×1 PNG: the tile server's answer, since the tests have no internet. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
const LEAFLET_CHUNK = /\/assets\/leaflet-map-[^/]*\.js$/

/** A page whose tile requests are answered locally, which records its console errors and script requests. */
async function open(
  { newPage, pageErrors }: { newPage: NewPage; pageErrors: PageErrors },
  options: BrowserContextOptions = {},
): Promise<{ page: Page; errors: string[]; scripts: string[] }> {
  const page = await newPage(options)
  await page
    .context()
    .route('https://tile.openstreetmap.org/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
    )
  const errors = pageErrors.messages
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return { page, errors, scripts }
}

const cardTitles = (page: Page) => page.locator('.location-card h2').allTextContents()

describe('/locations', () => {
  it.for([true, false])(
    'lists, filters by state and sorts near a place (JavaScript %s)',
    async (javaScriptEnabled, { newPage, pageErrors }) => {
      const { page, errors } = await open({ newPage, pageErrors }, { javaScriptEnabled })
      await page.goto(`${baseUrl}/locations`)
      expect(await page.locator('h1').textContent()).toBe('Our locations')
      expect(await page.locator('.results-count').textContent()).toBe('40 locations (page 1 of 4)')
      expect(await page.locator('.location-card').count()).toBe(10)
      const first = page.locator('.location-card').first()
      expect(await first.locator('.address').textContent()).toMatch(/[A-Z]{2,3} \d{4}$/)
      expect(await first.textContent()).toMatch(/\d+ services? here/)

      await page.locator('#locations-state').selectOption('VIC')
      await page.getByRole('button', { name: 'Find locations' }).click()
      await page.waitForURL(/state=VIC/)
      await expect.poll(() => page.locator('.results-count').textContent()).toBe('8 locations in Victoria')
      expect(await page.locator('#locations-state').inputValue()).toBe('VIC')

      await page.locator('#locations-state').selectOption('')
      await page.locator('#locations-near').fill('parramatta')
      await page.getByRole('button', { name: 'Find locations' }).click()
      await page.waitForURL(/near=parramatta/)
      await expect
        .poll(() => page.locator('.results-count').textContent(), { timeout: 5000 })
        .toBe('40 locations, nearest to Parramatta NSW first (page 1 of 4)')
      expect((await cardTitles(page))[0]).toBe('Parramatta Community Hub')
      expect(await page.locator('.location-card__distance').first().textContent()).toBe('500 m from Parramatta NSW')
      expect(errors).toEqual([])
    },
  )

  it('keeps an unknown place in the form with the error beside it (422), and answers an unknown state with 400', async ({
    newPage,
    pageErrors,
  }) => {
    const { page } = await open({ newPage, pageErrors })
    const response = await page.goto(`${baseUrl}/locations?state=NSW&near=Zzyzx`, { waitUntil: 'networkidle' })
    expect(response?.status()).toBe(422)
    const message = 'We could not find a suburb or postcode called "Zzyzx". Check the spelling, or try the postcode.'
    expect(await page.locator('.error-summary a[href="#locations-near"]').textContent()).toBe(message)
    expect(await page.locator('#locations-near-error').textContent()).toBe(`Error: ${message}`)
    expect(await page.getAttribute('#locations-near', 'aria-describedby')).toBe(
      'locations-near-hint locations-near-error',
    )
    expect(await page.inputValue('#locations-near')).toBe('Zzyzx')
    expect(await page.inputValue('#locations-state')).toBe('NSW')
    expect(await page.title()).toMatch(/^Error: /)
    expect(await page.title()).not.toContain('Zzyzx')
    expect(await axeViolations(page)).toEqual([])
    // A name several places share: each is a link to the search near it.
    await page.goto(`${baseUrl}/locations?near=Springfield`)
    await page.locator('.place-choices a', { hasText: 'Springfield SA' }).click()
    await page.waitForURL(/near=Springfield\+SA/)
    expect(await page.locator('.results-count').textContent()).toBe(
      '40 locations, nearest to Springfield SA first (page 1 of 4)',
    )
    expect((await page.goto(`${baseUrl}/locations?state=XYZ`))?.status()).toBe(400)
  })

  it('lists ten locations a page, each location once, and says plainly when a page number is wrong', async ({
    newPage,
    pageErrors,
  }) => {
    const { page } = await open({ newPage, pageErrors }, { javaScriptEnabled: false })
    const titles: string[] = []
    const pages = await throughEveryPage(page, baseUrl, '/locations', async (number) => {
      expect(await page.locator('.results-count').textContent()).toBe(`40 locations (page ${number} of 4)`)
      expect(await page.locator('nav[aria-label="Pages of locations"] [aria-current="page"]').textContent()).toBe(
        String(number),
      )
      const onPage = await cardTitles(page)
      expect(onPage).toHaveLength(10)
      // The map shows the locations of this page.
      expect(await page.locator('.locations-map__canvas').getAttribute('aria-label')).toBe(
        `Map of ${onPage.length} locations on this page. Each location is also listed with its address and link.`,
      )
      titles.push(...onPage)
    })
    expect(pages).toBe(4)
    expect(new Set(titles).size).toBe(40)
    const lowered = titles.map((title) => title.toLowerCase())
    expect(lowered).toEqual(lowered.toSorted())
    // A list that fits on one page has no page links.
    await page.goto(`${baseUrl}/locations?state=NSW`)
    expect(await page.locator('nav[aria-label="Pages of locations"]').count()).toBe(0)
    expect(await page.locator('.results-count').textContent()).toBe('10 locations in New South Wales')
    for (const beyondPath of ['/locations?state=NSW&page=2', '/locations?page=5']) {
      const beyond = await page.goto(`${baseUrl}${beyondPath}`)
      expect(beyond?.status(), beyondPath).toBe(404)
      expect(await page.locator('h1').textContent()).toBe('Page Not Found: /locations')
    }
    const wrong = await page.goto(`${baseUrl}/locations?page=two`)
    expect(wrong?.status()).toBe(400)
    expect(await page.locator('main').textContent()).toContain(
      'The page number must be a whole number, starting from 1.',
    )
  })

  it('works from the keyboard alone', async ({ newPage, pageErrors }) => {
    const { page, errors } = await open({ newPage, pageErrors })
    await page.goto(`${baseUrl}/locations`, { waitUntil: 'networkidle' })
    await page.locator('#locations-state').focus()
    await page.keyboard.type('Qu')
    expect(await page.locator('#locations-state').inputValue()).toBe('QLD')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('locations-near')
    await page.keyboard.type('4006')
    await page.keyboard.press('Enter')
    await page.waitForURL(/state=QLD.*near=4006/)
    await expect
      .poll(() => page.locator('.results-count').textContent())
      .toBe('8 locations in Queensland, nearest to postcode 4006 first')
    // Tab on from the box reaches the opening-hours choices, the submit button, then 'Use my location', then 'Show all locations'.
    await page.locator('#locations-near').focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('locations-open-now')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('locations-weekends')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Find locations')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Use my location')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Show all locations')
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl}/locations`)
    await expect.poll(() => page.locator('.location-card').count(), { timeout: 5000 }).toBe(10)
    expect(await page.locator('.results-count').textContent()).toBe('40 locations (page 1 of 4)')
    expect(errors).toEqual([])
  })

  it("'Use my location' searches near the browser's position, rounded to about a kilometre", async ({
    newPage,
    pageErrors,
  }) => {
    const { page, errors } = await open(
      { newPage, pageErrors },
      { geolocation: { latitude: -37.81361, longitude: 144.96332 }, permissions: ['geolocation'] },
    )
    await page.goto(`${baseUrl}/locations`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Use my location' }).click()
    await page.waitForURL(/lat=/)
    expect(new URL(page.url()).search).toBe('?lat=-37.81&lng=144.96')
    await expect
      .poll(() => page.locator('.results-count').textContent(), { timeout: 5000 })
      .toBe('40 locations, nearest to your location first (page 1 of 4)')
    expect(await page.locator('.location-card__distance').first().textContent()).toMatch(/from your location$/)
    expect(errors).toEqual([])
  })

  it('loads the map only when it comes near the viewport, with a pin per location opening a link to its page', async ({
    newPage,
    pageErrors,
  }) => {
    const { page, errors, scripts } = await open({ newPage, pageErrors }, { viewport: { width: 400, height: 800 } })
    await page.goto(`${baseUrl}/locations?state=NSW`, { waitUntil: 'networkidle' })
    expect(scripts.filter((script) => LEAFLET_CHUNK.test(script))).toEqual([])
    expect(await page.locator('.locations-map__canvas').getAttribute('aria-label')).toBe(
      'Map of 10 locations in New South Wales. Each location is also listed with its address and link.',
    )
    await page.locator('.locations-map').scrollIntoViewIfNeeded()
    await expect.poll(() => scripts.filter((script) => LEAFLET_CHUNK.test(script)).length).toBe(1)
    await expect.poll(() => page.locator('.location-marker').count()).toBe(10)
    // Not a keyboard trap: from the map, Tab passes its zoom buttons and credits and then leaves it.
    await page.locator('.locations-map__canvas').focus()
    const insideMap = () => page.evaluate(() => document.activeElement?.closest('.locations-map__canvas') !== null)
    for (let stops = 0; stops < 6 && (await insideMap()); stops++) await page.keyboard.press('Tab')
    expect(await insideMap()).toBe(false)
    // Pins overlap at this zoom: click the one wanted directly, as a pointer would once zoomed in.
    await page.locator('.location-marker[title="Parramatta Community Hub"]').dispatchEvent('click')
    const link = page.getByRole('link', { name: 'Open the page for Parramatta Community Hub' })
    expect(await link.getAttribute('href')).toBe('/locations/parramatta-community-hub')
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
  })

  it("keeps the list, without the map, when the map's code fails to load, on the reloaded page too", async ({
    newPage,
    pageErrors,
  }) => {
    // A person's browser: headless Chromium's own user agent counts as a crawler's, which never gets the error page.
    const { page, errors } = await open(
      { newPage, pageErrors },
      { viewport: { width: 400, height: 800 }, userAgent: PERSON_USER_AGENT },
    )
    // Every request for the map's code and its stylesheet fails, as with a dropped connection or a deployment that removed them.
    const mapRequests: string[] = []
    await page.context().route(/\/assets\/leaflet-map-[^/]*\.(js|css)$/, (route) => {
      mapRequests.push(new URL(route.request().url()).pathname)
      return route.abort('failed')
    })
    pageErrors.ignore(/Failed to load resource: net::ERR_FAILED/)
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname)
    })
    await page.goto(`${baseUrl}/locations?state=NSW`)
    await waitForHydration(page)
    const titles = await cardTitles(page)
    expect(titles).toHaveLength(10)
    // The map comes near the screen: its code fails, and the page is loaded afresh once (SPEC 4).
    await page.locator('.locations-map').scrollIntoViewIfNeeded()
    await expect.poll(() => documents.length, { timeout: 15_000 }).toBe(2)
    await waitForHydration(page)
    // It fails again on the reloaded page: the page stays, with a word about the map where the map would be.
    await page.locator('.locations-map').scrollIntoViewIfNeeded()
    await page
      .getByRole('status')
      .filter({ hasText: 'The map could not be loaded. Every address is listed on this page.' })
      .waitFor({ timeout: 15_000 })
    expect(mapRequests.length).toBeGreaterThanOrEqual(2)
    expect(await page.locator('h1').textContent()).toBe('Our locations')
    expect(await page.title()).not.toMatch(/^500|Internal Server Error/)
    expect(await page.getByText('Internal Server Error').count()).toBe(0)
    expect(await cardTitles(page)).toEqual(titles)
    expect(await page.getByRole('link', { name: 'Parramatta Community Hub', exact: true }).getAttribute('href')).toBe(
      '/locations/parramatta-community-hub',
    )
    expect(await page.locator('.locations-map__canvas').count()).toBe(0)
    // No further load: the page does not loop.
    await afterNextPaints(page)
    await page.waitForLoadState('networkidle')
    expect(documents).toEqual(['/locations', '/locations'])
    expect(errors).toEqual([])
    expect(await axeViolations(page)).toEqual([])
  })

  it('has no axe violations, with JavaScript and at 320 px', async ({ newPage, pageErrors }) => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 320, height: 640 },
    ]) {
      const { page } = await open({ newPage, pageErrors }, { viewport })
      await page.goto(`${baseUrl}/locations?near=2150`, { waitUntil: 'networkidle' })
      expect(await axeViolations(page), `${viewport.width} px`).toEqual([])
    }
  })
})

describe('/locations/{slug}', () => {
  it('shows the address, access, hours, phone, directions and the services there', async ({ newPage, pageErrors }) => {
    const { page, errors } = await open({ newPage, pageErrors }, { javaScriptEnabled: false })
    await page.goto(`${baseUrl}/locations/parramatta-community-hub`)
    expect(await page.title()).toContain('Parramatta Community Hub')
    expect(await page.locator('h1').textContent()).toBe('Parramatta Community Hub')
    expect(await page.locator('.breadcrumbs').textContent()).toBe('HomeLocationsParramatta Community Hub')
    const facts = await page.locator('.location-facts').textContent()
    for (const text of [
      'Ground floor, 51 Macquarie Street',
      'Parramatta NSW 2150',
      'Ramp at the front door',
      'Thursday9 am to 5 pm',
      'Friday9 am to 3 pm',
    ])
      expect(facts?.replace(' (today)', '')).toContain(text)
    expect(await page.locator('.location-facts .opening-status').textContent()).toMatch(/^(Open now|Closed)/)
    expect(await page.getByRole('link', { name: '02 5550 3442' }).getAttribute('href')).toBe('tel:0255503442')
    const directions = page.getByRole('link', { name: 'Get directions in Google Maps (opens in a new tab)' })
    expect(await directions.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-33.8177,151.0012',
    )
    expect(await directions.getAttribute('target')).toBe('_blank')
    const services = await page.locator('.location-services li').count()
    expect(services).toBeGreaterThan(0)
    expect(await page.locator('#services-here').textContent()).toBe(`Services here (${services})`)
    expect(await page.locator('.location-services a').first().getAttribute('href')).toMatch(/^\/services\//)
    expect(errors).toEqual([])
  })

  it.each([
    ['/locations/gosford-office-retired'],
    ['/locations/lismore-office-retired'],
    ['/locations/kalgoorlie-office-retired'],
    ['/locations/no-such-location'],
  ])('%s answers 404 Page Not Found', async (path) => {
    const response = await fetch(baseUrl + path)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain(`Page Not Found: ${path}`)
  })

  it('loads its map lazily with one pin, and has no axe violations', async ({ newPage, pageErrors }) => {
    const { page, errors, scripts } = await open({ newPage, pageErrors }, { viewport: { width: 360, height: 640 } })
    await page.goto(`${baseUrl}/locations/parramatta-community-hub`, { waitUntil: 'networkidle' })
    expect(await axeViolations(page)).toEqual([])
    expect(scripts.filter((script) => LEAFLET_CHUNK.test(script))).toEqual([])
    await page.locator('.locations-map').scrollIntoViewIfNeeded()
    await expect.poll(() => page.locator('.location-marker').count()).toBe(1)
    expect(await page.locator('.leaflet-tile').count()).toBeGreaterThan(0)
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
  })
})
