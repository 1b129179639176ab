import { createServer, type Server } from 'node:http'
import type { Page, Request } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { afterNextPaints, describe, expect, test as it, waitForHydration } from './support/fixture'
import { freePort, startServer } from './support/server'
import { PERSON_USER_AGENT } from './support/browser'
import { ifSet } from '../support/if-set'

const baseUrl = inject('baseUrl')

async function page(path: string, base = baseUrl) {
  const response = await fetch(base + path, { redirect: 'manual' })
  const html = await response.text()
  return {
    status: response.status,
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    h1: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
  }
}

describe('page not found (SPEC section 8)', () => {
  it.each([['/no-such-page'], ['/about-us/no-such-child'], ['/a/b/c/d'], ['/404']])(
    '%s answers 404 with the Page Not Found page',
    async (path) => {
      const result = await page(path)
      expect(result.status).toBe(404)
      expect(result.title).toBe(`404 Page not found: ${path}`)
      expect(result.h1).toBe(`Page not found: ${path}`)
    },
  )

  it.each([
    ['/articles/no-such-article'],
    ['/campaigns/no-such-campaign'],
    ['/work-with-us/careers/open-roles/no-such-role'],
    ['/policies-and-statements/no-such-policy'],
    ['/articles?category=no-such-category'],
  ])('%s (a route whose content is missing) answers 404 and says so', async (path) => {
    const result = await page(path)
    expect(result.status).toBe(404)
    expect(result.title).toBe(`404 Page Not Found: ${path.replace(/\?.*$/, '')}`)
    expect(result.h1).toBe(`Page Not Found: ${path.replace(/\?.*$/, '')}`)
  })

  it('offers a search box', async () => {
    const result = await page('/no-such-page')
    expect(result.html).toMatch(/<form[^>]*role="search"[^>]*action="\/search"/)
    expect(result.html).toContain('Search for what you need')
  })
})

describe('a request the visitor can correct', () => {
  it('an address with a broken percent-encoding answers 400 in the site’s shell, with the way out', async () => {
    const result = await page('/%E0%A4%A')
    expect(result.status).toBe(400)
    expect(result.title).toBe('400 Bad Request')
    expect(result.html).toContain('This address has a broken character code')
    expect(result.html).toContain('class="safe-exit__button"')
    expect(result.html).toMatch(/<nav id="site-nav" aria-label="Main"/)
    expect(result.html).toContain('Call us on <a href="tel:1300975707">1300 975 707</a>')
  })

  // The server reads such an address rewritten (app/http/malformed-address.server.ts) and the browser as
  // typed: a path rendered differently on each side made React throw away the server's page, <html>'s
  // reading settings with it.
  it.for(['/articles/%zz', '/%zz', '/services/%E0%A4%A', '//%zz', '/articles/%zz?q=%20a'])(
    '%s hydrates without an error and keeps every reading setting',
    async (path, { newPage, pageErrors }) => {
      pageErrors.ignore(/status of 400 \(Bad Request\)/)
      const tab = await newPage()
      await tab.addInitScript(
        (stored) => localStorage.setItem('altogether-better-care:preferences', stored),
        JSON.stringify({ accessibilitySettings: { fontSize: 200, isDyslexiaFont: true, isHighContrast: true } }),
      )
      const answer = await tab.goto(baseUrl + path)
      expect(answer?.status()).toBe(400)
      await waitForHydration(tab)
      await afterNextPaints(tab)
      await expect
        .poll(() => tab.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 })
        .toBe('There is a problem with this address')
      expect(pageErrors.messages).toEqual([])
      const html = tab.locator('html')
      for (const setting of ['data-large-text', 'data-dyslexia-font', 'data-high-contrast'])
        expect(await html.getAttribute(setting)).toBe('')
      expect(await html.evaluate((root) => getComputedStyle(root).getPropertyValue('--user-font-scale').trim())).toBe(
        '2',
      )
      expect(await tab.locator('body').evaluate((body) => getComputedStyle(body).fontFamily)).toMatch(/dyslexi/i)
    },
  )

  it.each([['/articles?page=0'], ['/articles?page=two'], ['/articles?page=-1']])(
    '%s answers 400 with a message a person understands',
    async (path) => {
      const result = await page(path)
      expect(result.status).toBe(400)
      expect(result.title).toBe('400 Bad Request')
      expect(result.html).toContain('The page number must be a whole number, starting from 1.')
    },
  )

  it('a page past the end answers 404', async () => {
    expect((await page('/articles?page=99')).status).toBe(404)
  })
})

describe('a server error (SPEC section 8)', () => {
  let standIn: Server
  let server: Awaited<ReturnType<typeof startServer>>

  beforeAll(async () => {
    // A stand-in for the Content Lake that is down: every query fails.
    const port = await freePort()
    standIn = createServer((_request, response) =>
      response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"unavailable"}'),
    )
    await new Promise<void>((resolve) => standIn.listen(port, '127.0.0.1', resolve))
    server = await startServer({
      CONTENT_SOURCE: 'sanity',
      SANITY_PROJECT_ID: 'abc123',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: `http://127.0.0.1:${port}`,
    })
  })

  afterAll(async () => {
    await ifSet(server)?.stop()
    ifSet(standIn)?.close()
  })

  it('never answers 500 when the content service is down: pages come from the bundled content, and readiness says so', async () => {
    // Issue 16: a content outage falls back to the last good content (here the bundled dataset), not an error page.
    const result = await page('/', server.baseUrl)
    expect(result.status).toBe(200)
    expect(result.title).toBe('Altogether better care')
    expect(result.html).toMatch(/<a href="\/exit"[^>]*class="safe-exit__button"/)
    expect(result.html).toContain('1300 975 707')
    const ready = await fetch(server.baseUrl + '/readyz')
    expect(ready.status).toBe(503)
    expect(await ready.json()).toMatchObject({ status: 'not ready', content: 'bundled' })
  })
})

describe('unhandled errors in the browser (SPEC section 2)', () => {
  /** Runs a script as if `url` served it: the site's own file when it is on the site, another site's otherwise. */
  async function runScriptFrom(tab: Page, url: string, code: string) {
    await tab.route(url, (route) => route.fulfill({ contentType: 'text/javascript', body: code }))
    await tab.evaluate((src) => {
      const script = document.createElement('script')
      script.src = src
      document.head.append(script)
    }, url)
  }

  const REJECT = 'setTimeout(function fails() { Promise.reject(new Error("something broke")) }, 0)'
  const THROW = 'setTimeout(function fails() { throw new Error("something broke") }, 0)'

  it('take the visitor to the error page when they are the site’s own', async ({ newPage }) => {
    const tab = await newPage({ userAgent: PERSON_USER_AGENT, bypassCSP: true })
    await tab.goto(baseUrl + '/about-us', { waitUntil: 'networkidle' })
    await runScriptFrom(tab, `${baseUrl}/assets/broken-for-the-test.js`, REJECT)
    await expect.poll(() => tab.locator('h1').textContent()).toBe('Internal Server Error')
    expect(await tab.title()).toBe('500 Internal Server Error')
  })

  it('leave the page alone when they come from another site’s script', async ({ newPage, pageErrors }) => {
    const tab = await newPage({ userAgent: PERSON_USER_AGENT, bypassCSP: true })
    await tab.goto(baseUrl + '/about-us', { waitUntil: 'networkidle' })
    await waitForHydration(tab)
    const heading = await tab.locator('h1').textContent()
    const scriptsLoading = new Set<Request>()
    tab.on('request', (request) => request.resourceType() === 'script' && scriptsLoading.add(request))
    tab.on('requestfinished', (request) => scriptsLoading.delete(request))
    tab.on('requestfailed', (request) => scriptsLoading.delete(request))
    await runScriptFrom(tab, 'https://tags.example/tag-manager.js', REJECT)
    await runScriptFrom(tab, 'https://tags.example/session-recording.js', THROW)
    // Both errors have reached the page, whose listeners ran as they came. Taken for the site's own, they
    // would have asked for the code that tells crawlers apart (by the next paints), had it (no script
    // loading any more), and rendered the error page (two paints later).
    await expect
      .poll(() => pageErrors.messages.filter((message) => message.includes('something broke')).length, {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(2)
    await afterNextPaints(tab)
    await expect.poll(() => scriptsLoading.size, { timeout: 15_000 }).toBe(0)
    await afterNextPaints(tab)
    expect(await tab.locator('h1').textContent()).toBe(heading)
    expect(await tab.title()).not.toContain('500')
  })

  it('are reported, not shown, for crawlers', async ({ newPage }) => {
    const tab = await newPage({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      bypassCSP: true,
    })
    const warnings: string[] = []
    tab.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
    await tab.goto(baseUrl + '/about-us', { waitUntil: 'networkidle' })
    await runScriptFrom(tab, `${baseUrl}/assets/broken-for-the-test.js`, REJECT)
    await expect.poll(() => warnings.some((text) => text.includes('app error'))).toBe(true)
    expect(await tab.locator('h1').textContent()).not.toBe('Internal Server Error')
  })
})
