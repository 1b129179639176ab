import type { Page, Route } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { afterNextPaints, describe, expect, test as it, waitForHydration, waitForPageSettled } from './support/fixture'
import { startServer, type RunningServer } from './support/server'
import { ifSet } from '../support/if-set'
import { networkDelay } from './support/timers'

/**
 * Page views and the third-party scripts (SPEC 7, app/analytics), against a production server started
 * with the tag manager and session recording set. The browser never reaches the vendors (there is no
 * internet here): a fake container script and a fake recorder are served by page.route.
 */
const TAG_MANAGER_ID = 'GTM-TEST123'
const TAG_MANAGER_SCRIPT = `https://www.googletagmanager.com/gtm.js?id=${TAG_MANAGER_ID}`
const RECORDER_SCRIPT = 'https://recorder.example/record.js'
/** The exit address in the bundled site settings. */
const EXIT_URL = 'https://www.bom.gov.au/'

let server: RunningServer

beforeAll(async () => {
  server = await startServer({ TAG_MANAGER_ID, SESSION_RECORDING_SCRIPT_URL: RECORDER_SCRIPT })
}, 60_000)

afterAll(async () => {
  await ifSet(server)?.stop()
})

interface Pushed {
  event?: string
  title?: string
  path?: string
  /** document.title and whether <main> held the page's heading when the event was pushed. */
  renderedTitle: string
  rendered: boolean
}

/**
 * Reports every push to window.dataLayer to the test, with what the page showed at that moment, and
 * serves the fake vendor scripts (each sets a flag, so the test sees that it ran under the page's CSP).
 */
async function instrument(page: Page, options: { exitAnswered?: Promise<void> } = {}) {
  const loaded: string[] = []
  const pushes: Pushed[] = []
  await page.exposeFunction('reportPush', (item: Pushed) => pushes.push(item))
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    loaded.push(route.request().url())
    await route.fulfill({ contentType: 'text/javascript', body: 'window.fakeTagManagerRan = true' })
  })
  await page.route('https://recorder.example/**', async (route) => {
    loaded.push(route.request().url())
    await route.fulfill({ contentType: 'text/javascript', body: 'window.fakeRecorderRan = true' })
  })
  await page.route(`${EXIT_URL}**`, async (route) => {
    await options.exitAnswered
    await route.fulfill({ contentType: 'text/html', body: '<title>Weather</title><p>Sunny</p>' })
  })
  await page.addInitScript(() => {
    const report = (window as unknown as { reportPush: (item: unknown) => void }).reportPush
    const layer: unknown[] = []
    layer.push = (...items: unknown[]) => {
      for (const item of items)
        report({
          ...(item as object),
          renderedTitle: document.title,
          rendered: Boolean(document.querySelector('main h1')),
        })
      return Array.prototype.push.apply(layer, items)
    }
    ;(window as unknown as { dataLayer: unknown[] }).dataLayer = layer
  })
  const views = () => pushes.filter((item) => item.event === 'page-view')
  return {
    loaded,
    views,
    waitForViews: async (count: number) => {
      await expect.poll(() => views().length, { timeout: 5_000 }).toBeGreaterThanOrEqual(count)
      return views()
    },
  }
}

describe('page views', () => {
  it('load the tag manager and recorder asynchronously, and send the first page view after the page rendered', async ({
    page,
    pageErrors,
  }) => {
    const { loaded, waitForViews } = await instrument(page)
    await page.goto(`${server.baseUrl}/articles?utm_source=newsletter#top`)
    await waitForHydration(page)
    const [first] = await waitForViews(1)
    expect(first).toMatchObject({ event: 'page-view', path: '/articles', rendered: true })
    expect(first?.title).toBe(first?.renderedTitle)
    expect(first?.title).toBe(await page.title())
    const ran = () =>
      page.evaluate(() => [
        Boolean((window as { fakeTagManagerRan?: boolean }).fakeTagManagerRan),
        Boolean((window as { fakeRecorderRan?: boolean }).fakeRecorderRan),
      ])
    await expect.poll(ran).toEqual([true, true])
    expect(loaded).toEqual(expect.arrayContaining([TAG_MANAGER_SCRIPT, RECORDER_SCRIPT]))
    // Neither script is an element of the served HTML (where it could hold up rendering): the page adds both, async.
    const html = await (await fetch(`${server.baseUrl}/articles`)).text()
    expect(html).not.toMatch(/<script[^>]*src="https:/)
    expect(
      await page
        .locator('script[src^="https://"]')
        .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).async)),
    ).toEqual([true, true])
    expect(pageErrors.messages).toEqual([])
  })

  it('send one page view per route change, with the new page title and no query string', async ({ page }) => {
    const { views, waitForViews } = await instrument(page)
    await page.goto(`${server.baseUrl}/articles`)
    await waitForHydration(page)
    await waitForViews(1)
    const article = page.locator('main a.card__link').first()
    const articlePath = await article.getAttribute('href')
    await article.click()
    await page.waitForURL(`**${articlePath}`)
    await waitForViews(2)
    expect(views()[1]).toMatchObject({ path: articlePath, rendered: true, title: await page.title() })
    expect(views()[1]?.title).not.toBe(views()[0]?.title)

    await page.goto(`${server.baseUrl}/articles`)
    await waitForHydration(page)
    await waitForViews(3)
    await page.locator('main a[rel="next"]').first().click()
    await page.waitForURL('**/articles?page=2')
    await waitForViews(4)
    expect(views()[3]).toMatchObject({ path: '/articles', rendered: true, title: await page.title() })
    expect(views()).toHaveLength(4)
    expect(JSON.stringify(views())).not.toContain('?')
  })

  it('send a generic path and title for search, never the words searched for', async ({ page }) => {
    const { views, waitForViews } = await instrument(page)
    await page.goto(`${server.baseUrl}/search?q=leaving+violent+partner`)
    await waitForHydration(page)
    await waitForViews(1)
    expect(views().map(({ event, title, path }) => ({ event, title, path }))).toEqual([
      { event: 'page-view', title: 'Search', path: '/search' },
    ])
    expect(JSON.stringify(await page.evaluate(() => window.dataLayer))).not.toMatch(/leaving|violent|partner/)
  })

  it('send a generic path and title for booking pages, without the service', async ({ page }) => {
    const { views, waitForViews } = await instrument(page)
    await page.goto(`${server.baseUrl}/booking/counselling-appointment`)
    await waitForHydration(page)
    await waitForViews(1)
    expect(views().map(({ title, path }) => ({ title, path }))).toEqual([
      { title: 'Booking request', path: '/booking' },
    ])
    expect(JSON.stringify(await page.evaluate(() => window.dataLayer))).not.toMatch(/counselling/i)
  })

  it('send /404 for a missing page, not the address typed', async ({ page, pageErrors }) => {
    pageErrors.ignore(/404/)
    const { views, waitForViews } = await instrument(page)
    await page.goto(`${server.baseUrl}/help-with-my-debts`)
    await waitForHydration(page)
    await waitForViews(1)
    expect(views().map(({ path }) => path)).toEqual(['/404'])
  })

  it('send nothing after Exit this page is pressed, not even for a route change already under way', async ({
    page,
  }) => {
    // The exit site answers only once the route change has moved the address on, and then slowly: the
    // page lives on after the press until its route change is done and its page view, which waits 100 ms
    // at most once the page has rendered, has had ample time. (Asked anything while the
    // exit is under way, such as its clock or its next frame, the page does not answer.)
    let routeChanged!: () => void
    const { views, waitForViews } = await instrument(page, {
      exitAnswered: new Promise<void>((resolve) => (routeChanged = resolve)).then(() => networkDelay(2_000)),
    })
    await page.goto(`${server.baseUrl}/articles`)
    await waitForHydration(page)
    await waitForViews(1)
    // The route change's data is held until the visitor has pressed Exit this page, then let through
    // (with the data the page fetches ahead for its other links, which is held as well).
    const held: Array<{ route: Route; at: number }> = []
    await page.route('**/*.data*', (route) => void held.push({ route, at: Date.now() }))
    const article = page.locator('main a.card__link').first()
    const articleData = `${await article.getAttribute('href')}.data`
    const clickedAt = Date.now()
    await article.click()
    await expect
      .poll(
        () => held.some(({ route, at }) => at >= clickedAt && new URL(route.request().url()).pathname === articleData),
        { timeout: 15_000 },
      )
      .toBe(true)
    // Pressed from the page itself: Playwright's click would wait for the exit site before going on.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('.safe-exit__button')?.click())
    const dataAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === articleData, {
      timeout: 15_000,
    })
    await page.unroute('**/*.data*')
    await Promise.all(held.map(({ route }) => route.continue()))
    await (await dataAnswered).finished()
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(articleData.replace(/\.data$/, ''))
    routeChanged()
    await page.waitForURL(EXIT_URL)
    expect(views()).toHaveLength(1)
  }, 120_000)
})

/**
 * A stand-in for a container with a Google Analytics 4 tag, as the real ones behave: the container
 * adds GA4's library from the tag manager's host, which sends the page view to a regional collection
 * host with sendBeacon, to www.google-analytics.com with fetch, and as an image when it falls back.
 */
const GA4_CONTAINER = `
  const library = document.createElement('script')
  library.async = true
  library.src = 'https://www.googletagmanager.com/gtag/js?id=G-TEST123'
  document.head.appendChild(library)
`
const GA4_LIBRARY = `
  const hit = 'v=2&tid=G-TEST123&en=page_view&dl=' + encodeURIComponent(location.origin + location.pathname)
  navigator.sendBeacon('https://region1.google-analytics.com/g/collect?' + hit)
  fetch('https://www.google-analytics.com/g/collect?' + hit, { method: 'POST', mode: 'no-cors', keepalive: true }).catch(() => {})
  fetch('https://region1.analytics.google.com/g/collect?' + hit, { method: 'POST', mode: 'no-cors', keepalive: true }).catch(() => {})
  new Image().src = 'https://www.google-analytics.com/g/collect?' + hit + '&_img=1'
`

describe('a GA4 tag fired by the tag manager', () => {
  it('sends its page view to every collection host without a CSP violation', async ({ page, pageErrors }) => {
    const violations: string[] = []
    await page.exposeFunction('reportViolation', (violation: string) => violations.push(violation))
    await page.addInitScript(() => {
      const report = (window as unknown as { reportViolation: (violation: string) => void }).reportViolation
      document.addEventListener('securitypolicyviolation', (event) =>
        report(`${event.effectiveDirective} ${event.blockedURI}`),
      )
    })
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: new URL(route.request().url()).pathname === '/gtag/js' ? GA4_LIBRARY : GA4_CONTAINER,
      }),
    )
    // Nothing leaves the machine: every collection host is answered here, as Google answers, 204.
    const collected: string[] = []
    const collect = (route: Route) => {
      const url = new URL(route.request().url())
      collected.push(`${route.request().resourceType()} ${url.host}${url.pathname}`)
      return route.fulfill({ status: 204 })
    }
    await page.route('https://*.google-analytics.com/**', collect)
    await page.route('https://*.analytics.google.com/**', collect)

    await page.goto(`${server.baseUrl}/articles`)
    await waitForHydration(page)
    await expect.poll(() => collected.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(4)
    expect(collected.toSorted()).toEqual([
      'fetch region1.analytics.google.com/g/collect',
      'fetch www.google-analytics.com/g/collect',
      'image www.google-analytics.com/g/collect',
      'ping region1.google-analytics.com/g/collect',
    ])
    await afterNextPaints(page)
    expect(violations).toEqual([])
    expect(pageErrors.messages.filter((message) => /Content Security Policy/i.test(message))).toEqual([])
  })
})

describe('Content-Security-Policy', () => {
  it('allows the tag manager and GA4 hosts and the recorder origin when they are set', async () => {
    const policy = (await fetch(`${server.baseUrl}/`)).headers.get('content-security-policy') ?? ''
    const directive = (name: string) => policy.split(';').find((part) => part.startsWith(`${name} `)) ?? ''
    expect(directive('script-src')).toMatch(
      /^script-src 'self' https:\/\/\*\.googletagmanager\.com https:\/\/recorder\.example 'strict-dynamic' 'sha256-/,
    )
    expect(directive('script-src')).not.toContain('unsafe')
    expect(directive('connect-src')).toBe(
      "connect-src 'self' https://*.api.sanity.io wss://*.api.sanity.io https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://recorder.example",
    )
    expect(directive('img-src')).toContain('https://*.google-analytics.com https://*.googletagmanager.com')
    expect(directive('img-src')).not.toContain('recorder.example')
  })

  it('allows nothing extra, and the page loads no third-party script, when they are not set', async ({
    baseUrl,
    page,
  }) => {
    const policy = (await fetch(`${baseUrl}/`)).headers.get('content-security-policy') ?? ''
    expect(policy).not.toMatch(/googletagmanager|google-analytics|analytics\.google|recorder\.example/)
    expect(policy).toMatch(/script-src 'self' 'strict-dynamic' 'sha256-/)
    expect(policy.split(';')).toContain("connect-src 'self' https://*.api.sanity.io wss://*.api.sanity.io")
    const { loaded, views } = await instrument(page)
    await page.goto(`${baseUrl}/articles`)
    await waitForPageSettled(page)
    expect(loaded).toEqual([])
    expect(views()).toEqual([])
  })
})
