import type { BrowserContext, Page } from 'playwright-core'
import { inject } from 'vitest'
import { PREVIEW_COOKIE_NAME, previewCookie, previewOnCookie } from '~/content/perspective/cookie.server'
import { axeViolations } from './support/browser'
import { ARTICLE_WITH_DRAFT, PREVIEW_TEST_SETTINGS } from './support/preview'
import { startServer } from './support/server'
import { describe, expect, test as it, type NewPage } from './support/fixture'

const baseUrl = inject('baseUrl')
const { path: ARTICLE, publishedTitle, draftTitle } = ARTICLE_WITH_DRAFT
const BANNER_TEXT = 'Preview: drafts — exit preview'

/** The page's main heading, from its HTML. */
async function headingOf(response: Response): Promise<string | undefined> {
  return /<h1[^>]*>([^<]*)</.exec(await response.text())?.[1]
}

/** The name=value a browser sends back for a preview cookie signed with `secret`. */
async function previewCookieSignedWith(secret: string): Promise<string> {
  return (await previewOnCookie(previewCookie(secret))).split(';')[0] as string
}

/** A preview cookie as the server hands it out, through the enable route with the right secret. */
async function enabledCookie(): Promise<string> {
  const response = await fetch(
    `${baseUrl}/api/preview/enable?secret=${PREVIEW_TEST_SETTINGS.PREVIEW_SECRET}&redirect=${ARTICLE}`,
    { redirect: 'manual' },
  )
  expect(response.status).toBe(303)
  return (response.headers.get('set-cookie') ?? '').split(';')[0] as string
}

describe('without a valid preview cookie nobody reads drafts', () => {
  it('shows the published article with no cookie, a forged cookie or a tampered one, never an error page', async () => {
    const forged = await previewCookieSignedWith('a-guessed-secret-that-is-not-the-servers')
    const [name, signed] = (await enabledCookie()).split('=') as [string, string]
    const tampered = `${name}=${btoa(JSON.stringify({ perspective: 'drafts', until: Date.now() + 365 * 24 * 3600 * 1000 }))}.${signed.split('.')[1]}`
    for (const cookie of [undefined, forged, tampered, `${PREVIEW_COOKIE_NAME}=drafts`]) {
      for (const path of [ARTICLE, `${ARTICLE}?forged=1`]) {
        const response = await fetch(baseUrl + path, cookie ? { headers: { cookie } } : {})
        expect(response.status, cookie).toBe(200)
        const html = await response.text()
        expect(html, cookie).toContain(publishedTitle)
        expect(html, cookie).not.toContain(draftTitle)
        expect(html, cookie).not.toContain('Preview: drafts')
      }
      const data = await fetch(`${baseUrl}${ARTICLE}.data`, cookie ? { headers: { cookie } } : {})
      expect(await data.text(), cookie).not.toContain(draftTitle)
    }
  })

  it('answers a wrong or missing secret with 401 and a plain message, and sets no cookie', async () => {
    for (const query of [
      'secret=not-the-secret',
      '',
      `sanity-preview-secret=${PREVIEW_TEST_SETTINGS.PREVIEW_SECRET}x`,
    ]) {
      const response = await fetch(`${baseUrl}/api/preview/enable?${query}&redirect=${ARTICLE}`, { redirect: 'manual' })
      expect(response.status, query).toBe(401)
      expect(response.headers.get('set-cookie'), query).toBeNull()
      expect(response.headers.get('content-type'), query).toMatch(/^text\/plain/)
      expect(await response.text(), query).toMatch(
        /^Preview was not turned on: the preview secret is missing, wrong or expired\./,
      )
    }
  })

  it('sends the browser only to a path on this site after turning preview on or off', async () => {
    for (const redirect of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
      for (const route of [`enable?secret=${PREVIEW_TEST_SETTINGS.PREVIEW_SECRET}&`, 'disable?']) {
        const response = await fetch(`${baseUrl}/api/preview/${route}redirect=${encodeURIComponent(redirect)}`, {
          redirect: 'manual',
        })
        expect(response.status, redirect).toBe(303)
        expect(response.headers.get('location'), redirect).toBe('/')
      }
    }
  })
})

describe('a page in preview', () => {
  it('is never kept, never shared and never indexed, and a visitor after it gets the published page', async () => {
    const cookie = await enabledCookie()
    // A fresh address: if the preview answer were kept, the visitor below would be given it.
    const path = `${ARTICLE}?kept=${Date.now()}`
    for (const url of [path, `${ARTICLE}.data`]) {
      const preview = await fetch(baseUrl + url, { headers: { cookie } })
      expect(preview.status, url).toBe(200)
      expect(preview.headers.get('cache-control'), url).toBe('private, no-store')
      expect(preview.headers.get('x-robots-tag'), url).toBe('noindex')
      expect(preview.headers.get('etag'), url).toBeNull()
      expect(await preview.text(), url).toContain(draftTitle)
    }
    const visitor = await fetch(baseUrl + path)
    expect(visitor.headers.get('x-cache')).toBe('MISS')
    expect(visitor.headers.get('cache-control')).toMatch(/^public/)
    expect(await headingOf(visitor)).toBe(publishedTitle)
    // Once the visitor's page is kept, preview still never gets it.
    expect(await headingOf(await fetch(baseUrl + path, { headers: { cookie } }))).toBe(draftTitle)
  })
})

describe('draft preview in Chromium', () => {
  /** A page in a browser context of its own (its own cookies); the fixture closes it when the test ends. */
  async function inOwnContext(newPage: NewPage, use: (page: Page, context: BrowserContext) => Promise<void>) {
    const page = await newPage()
    await use(page, page.context())
  }

  it('turns on with the secret: the draft and the banner show; exit preview brings the published page back', ({
    newPage,
  }) =>
    inOwnContext(newPage, async (page, context) => {
      const landed = await page.goto(
        `${baseUrl}/api/preview/enable?secret=${PREVIEW_TEST_SETTINGS.PREVIEW_SECRET}&redirect=${encodeURIComponent(ARTICLE)}`,
      )
      expect(new URL(page.url()).pathname).toBe(ARTICLE)
      expect(landed?.headers()['cache-control']).toBe('private, no-store')
      expect(landed?.headers()['x-robots-tag']).toBe('noindex')
      // Secure and SameSite=None over http://127.0.0.1: Chromium counts the loopback address as a secure context.
      const [cookie] = (await context.cookies()).filter((each) => each.name === PREVIEW_COOKIE_NAME)
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'None', path: '/' })
      await expect.poll(() => page.locator('h1').textContent()).toBe(draftTitle)
      const banner = page.getByRole('complementary', { name: 'Draft preview' })
      expect(await banner.isVisible()).toBe(true)
      expect((await banner.textContent())?.replace(/\s+/g, ' ').trim()).toBe(BANNER_TEXT)
      expect(await page.locator('head meta[name="robots"][content="noindex"]').count()).toBeGreaterThan(0)
      expect(await axeViolations(page)).toEqual([])

      // Keyboard: the exit link is among the first stops on the page.
      let reached = false
      for (let stop = 0; stop < 6 && !reached; stop += 1) {
        await page.keyboard.press('Tab')
        reached = await page.evaluate(() => document.activeElement?.textContent === 'exit preview')
      }
      expect(reached).toBe(true)
      await Promise.all([
        page.waitForURL((url) => url.pathname === ARTICLE && !url.search.includes('preview')),
        page.keyboard.press('Enter'),
      ])
      await expect.poll(() => page.locator('h1').textContent()).toBe(publishedTitle)
      expect(await page.getByRole('complementary', { name: 'Draft preview' }).count()).toBe(0)
      expect((await context.cookies()).filter((each) => each.name === PREVIEW_COOKIE_NAME)).toEqual([])
    }))

  it('reads drafts on a client-side navigation too', ({ newPage }) =>
    inOwnContext(newPage, async (page) => {
      await page.goto(
        `${baseUrl}/api/preview/enable?secret=${PREVIEW_TEST_SETTINGS.PREVIEW_SECRET}&redirect=/articles`,
        { waitUntil: 'networkidle' },
      )
      // Hydrated: the header's search box is a combobox.
      await page.locator('#header-search-q[role="combobox"]').waitFor({ state: 'attached', timeout: 15_000 })
      const dataRequest = page.waitForRequest((request) => new URL(request.url()).pathname === `${ARTICLE}.data`)
      await page.locator(`a[href="${ARTICLE}"]`).first().click()
      await dataRequest
      await page.waitForURL((url) => url.pathname === ARTICLE)
      await expect.poll(() => page.locator('h1').textContent()).toBe(draftTitle)
      expect(await page.getByRole('complementary', { name: 'Draft preview' }).isVisible()).toBe(true)
    }))
})

describe('the draft proxy', () => {
  const query = {
    query: '*[_id == $id][0].title',
    params: { id: 'article-new-community-hub-opens-in-logan' },
    options: {},
  }
  const post = (body: string, cookie?: string) =>
    fetch(`${baseUrl}/api/preview/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body,
    })

  it('runs a query on drafts for a browser in preview, and for nobody else', async () => {
    const cookie = await enabledCookie()
    const answer = await post(JSON.stringify(query), cookie)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(await answer.json()).toEqual({
      result: draftTitle,
      resultSourceMap: { documents: [], paths: [], mappings: {} },
    })
    for (const other of [undefined, await previewCookieSignedWith('a-guessed-secret-that-is-not-the-servers')]) {
      const refused = await post(JSON.stringify(query), other)
      expect(refused.status).toBe(403)
      expect(await refused.text()).not.toContain(draftTitle)
    }
  })

  it('answers a bad body with 400 and what is wrong', async () => {
    const cookie = await enabledCookie()
    const cases: Array<[string, RegExp]> = [
      ['{"query":', /^The body is not valid JSON/],
      ['[1]', /^The draft query is not valid: the body must be an object\./],
      ['{"params":{}}', /^The draft query is not valid: query must be a GROQ query/],
      ['{"query":"*","params":[1]}', /^The draft query is not valid: params must be an object\./],
      ['{"query":"*[_id =="}', /^The query could not be run: /],
    ]
    for (const [body, message] of cases) {
      const answer = await post(body, cookie)
      expect(answer.status, body).toBe(400)
      expect(await answer.text(), body).toMatch(message)
    }
  })

  it("answers 'Visual editing is not configured' on a site without preview, whose enable route says preview is not configured", async () => {
    const unconfigured = await startServer({ LOG_LEVEL: 'warn' })
    try {
      const answer = await fetch(`${unconfigured.baseUrl}/api/preview/query`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(query),
      })
      expect(answer.status).toBe(501)
      expect(await answer.text()).toBe('Visual editing is not configured')
      const enable = await fetch(
        `${unconfigured.baseUrl}/api/preview/enable?secret=${PREVIEW_TEST_SETTINGS.PREVIEW_SECRET}&redirect=${ARTICLE}`,
        { redirect: 'manual' },
      )
      expect(enable.status).toBe(404)
      expect(enable.headers.get('set-cookie')).toBeNull()
      const cookie = await previewCookieSignedWith(PREVIEW_TEST_SETTINGS.PREVIEW_COOKIE_SECRET)
      expect(await headingOf(await fetch(unconfigured.baseUrl + ARTICLE, { headers: { cookie } }))).toBe(publishedTitle)
    } finally {
      await unconfigured.stop()
    }
  })
})
