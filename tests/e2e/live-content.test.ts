import { createServer, type Server } from 'node:http'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { editableDataset, type EditableDataset } from './support/editable-dataset'
import { describe, expect, test as it, waitForHydration } from './support/fixture'
import { ARTICLE_WITH_DRAFT, PREVIEW_TEST_SETTINGS } from './support/preview'
import { freePort, startServer, type RunningServer } from './support/server'
import { ifSet } from '../support/if-set'
import { problemDetail } from './support/api-problem'

/** Stega: a run of invisible characters (zero-width space, non-joiner, joiner, BOM) that encodes an edit link. */
const STEGA_RUN = /(?:\u200b|\u200c|\u200d|\ufeff){4,}/u
const ANY_STEGA = /\u200b|\u200c|\u200d|\ufeff/u

let server: RunningServer
let dataset: EditableDataset
/** Two other sites on this machine that show the site in a frame: the configured Studio, and one that is not. */
let studioOrigin: string
let otherOrigin: string
const framingSites: Server[] = []

/** A site whose page at / shows `address` in a frame (a real server: Chromium blocks loopback frames in routed pages). */
async function framingSite(port: number, address: () => string): Promise<string> {
  const site = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(`<iframe title="Site" src="${address()}"></iframe>`),
  )
  site.listen(port, 'localhost')
  framingSites.push(site)
  await new Promise((resolve) => site.once('listening', resolve))
  return `http://localhost:${port}`
}

beforeAll(async () => {
  dataset = editableDataset()
  studioOrigin = await framingSite(await freePort(), () => `${server.baseUrl}/articles`)
  otherOrigin = await framingSite(await freePort(), () => `${server.baseUrl}/articles`)
  server = await startServer({
    LOG_LEVEL: 'warn',
    CONTENT_DATASET_DIR: dataset.dir,
    SANITY_STUDIO_URL: `${studioOrigin}/studio`,
    ...PREVIEW_TEST_SETTINGS,
  })
})
afterAll(async () => {
  await ifSet(server)?.stop()
  for (const site of framingSites) site.close()
  ifSet(dataset)?.remove()
})

async function openAndListen(page: Page, address: string) {
  await page.goto(server.baseUrl + address)
  await waitForHydration(page)
  await page.locator('html[data-live="connected"]').waitFor({ state: 'attached', timeout: 10_000 })
  // Survives only if the page is never loaded again.
  await page.evaluate(() => ((window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage = true))
}

describe('live content in an open page', () => {
  it('shows an edit to the dataset within 2 seconds, without reloading the page', async ({ page }) => {
    await openAndListen(page, ARTICLE_WITH_DRAFT.path)
    await expect.poll(() => page.locator('h1').textContent()).toBe(ARTICLE_WITH_DRAFT.publishedTitle)
    const changed = 'Logan hub opening: the edited title'
    const id = dataset.publishedIdOf(ARTICLE_WITH_DRAFT.publishedTitle)
    try {
      dataset.retitle(id, changed)
      // Within 2 seconds of the file landing (the watcher's debounce, the reload, the event and the refetch).
      await page.locator('h1', { hasText: changed }).waitFor({ timeout: 2_000 })
      expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(
        true,
      )
    } finally {
      dataset.retitle(id, ARTICLE_WITH_DRAFT.publishedTitle)
    }
    // And back, still without a reload.
    await page.locator('h1', { hasText: ARTICLE_WITH_DRAFT.publishedTitle }).waitFor({ timeout: 5_000 })
    expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true)
  })

  it('streams changes as uncached server-sent events', async () => {
    const controller = new AbortController()
    const response = await fetch(`${server.baseUrl}/api/live`, { signal: controller.signal })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform')
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    const { value } = await reader.read()
    expect(new TextDecoder().decode(value)).toMatch(/event: content\ndata: \{"version":\d+\}/)
    controller.abort()
  })

  it('holds no more streams for one client address than LIVE_STREAMS_PER_CLIENT (issue 33 point 8): 429 past it, until one closes', async () => {
    const limited = await startServer({ LOG_LEVEL: 'warn', LIVE_STREAMS_PER_CLIENT: '3' })
    const controllers: AbortController[] = []
    try {
      const statuses: number[] = []
      for (let stream = 0; stream < 5; stream++) {
        const controller = new AbortController()
        controllers.push(controller)
        statuses.push((await fetch(`${limited.baseUrl}/api/live`, { signal: controller.signal })).status)
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429])
      const refused = await fetch(`${limited.baseUrl}/api/live`)
      expect(await problemDetail(refused, 429, 'Too Many Requests')).toContain(
        'Too many live update connections from this address.',
      )
      controllers[0]!.abort()
      await expect
        .poll(
          () =>
            fetch(`${limited.baseUrl}/api/live`, { signal: AbortSignal.timeout(5_000) }).then(
              (answer) => answer.status,
            ),
          { timeout: 15_000 },
        )
        .toBe(200)
    } finally {
      for (const controller of controllers) controller.abort()
      await limited.stop()
    }
  })
})

describe('visual editing in preview', () => {
  it('shows the draft with edit links hidden in its text (never in the title), and the published page after exit', async ({
    page,
  }) => {
    await page.goto(
      `${server.baseUrl}/api/preview/enable?secret=${PREVIEW_TEST_SETTINGS.PREVIEW_SECRET}&redirect=${ARTICLE_WITH_DRAFT.path}`,
    )
    await waitForHydration(page)
    const heading = (await page.locator('h1').textContent()) as string
    expect(heading).toContain(ARTICLE_WITH_DRAFT.draftTitle)
    // Stega: invisible characters after the text, a link to its field in the Studio.
    expect(heading.length).toBeGreaterThan(ARTICLE_WITH_DRAFT.draftTitle.length)
    expect(heading).toMatch(STEGA_RUN)
    const title = await page.title()
    expect(title).toMatch(/ - Altogether better care$/)
    expect(title).not.toMatch(ANY_STEGA)
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(jsonLd.join('')).not.toMatch(ANY_STEGA)
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(description ?? '').not.toMatch(ANY_STEGA)

    await page.getByRole('link', { name: 'exit preview' }).click()
    await page.waitForURL(server.baseUrl + ARTICLE_WITH_DRAFT.path)
    await waitForHydration(page)
    expect(await page.locator('h1').textContent()).toBe(ARTICLE_WITH_DRAFT.publishedTitle)
  })

  it('shows no edit links to visitors', async () => {
    const html = await (await fetch(server.baseUrl + ARTICLE_WITH_DRAFT.path)).text()
    expect(html).not.toMatch(STEGA_RUN)
  })
})

describe('who may show the site in a frame', () => {
  it('allows the configured Studio origin and the site itself, and no other origin', async () => {
    for (const address of [ARTICLE_WITH_DRAFT.path, '/no-such-page-here', '/healthz']) {
      const response = await fetch(server.baseUrl + address)
      const frameAncestors = /frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
      expect(frameAncestors, address).toBe(`'self' ${studioOrigin}`)
      // X-Frame-Options cannot name another origin: with a Studio it is left to CSP.
      expect(response.headers.get('x-frame-options'), address).toBeNull()
    }
  })

  it('lets the Studio frame a page and refuses another origin', async ({ newPage }) => {
    /** The heading the framed page shows inside a page of `origin` (Chromium's own error page when it refuses). */
    const framed = async (origin: string) => {
      const page = await newPage()
      await page.goto(`${origin}/`)
      return page
        .frameLocator('iframe')
        .locator('h1')
        .textContent({ timeout: 5_000 })
        .catch(() => null)
    }
    const heading = /<h1[^>]*>([^<]*)</.exec(await (await fetch(`${server.baseUrl}/articles`)).text())?.[1]
    expect(heading).toBeTruthy()
    expect(await framed(studioOrigin)).toBe(heading)
    // Chromium shows its own 'refused to connect' page in the frame instead.
    expect(await framed(otherOrigin)).not.toBe(heading)
  })

  it("keeps the site's own frame rule when no Studio is configured", async ({ baseUrl }) => {
    const response = await fetch(baseUrl + '/articles')
    expect(/frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]).toBe("'self'")
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })
})
