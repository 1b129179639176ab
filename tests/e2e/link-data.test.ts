import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { PREVIEW_COOKIE_NAME, previewCookie, previewOnCookie } from '~/content/perspective/cookie.server'
import { startContentLakeStandIn, type ContentLakeStandIn, type QueryAnswer } from './support/content-lake'
import { describe, expect, test as it, waitForHydration, type NewPage } from './support/fixture'
import { ARTICLE_WITH_DRAFT } from './support/preview'
import { startServer, type RunningServer } from './support/server'
import { ifSet } from '../support/if-set'

/** Stega: a run of invisible characters that encodes an edit link. */
const STEGA_RUN = /(?:\u200b|\u200c|\u200d|\ufeff){4,}/u
const PREVIEW_COOKIE_SECRET = 'link-data-preview-cookie-secret-0123456789abcdef'
const ARTICLE_ID = 'article-new-community-hub-opens-in-logan'
const DROPPED = 'edit links dropped: link data not valid'
/** With the sanity backend, images come from Sanity's image CDN, which this machine cannot reach. */
const OFFLINE_IMAGES = /net::ERR_NAME_NOT_RESOLVED/

/**
 * The Content Lake answering with link data that is not valid (SPEC 5): in every source map, the
 * article's document (published and draft) has lost its id, so no edit link to it can be made.
 */
function withoutTheArticlesId(answer: QueryAnswer): QueryAnswer {
  const map = answer.resultSourceMap
  if (!map) return answer
  return {
    ...answer,
    resultSourceMap: {
      ...map,
      documents: map.documents.map((document) =>
        document._id === ARTICLE_ID || document._id === `drafts.${ARTICLE_ID}` ? { ...document, _id: '' } : document,
      ),
    },
  }
}

let contentLake: ContentLakeStandIn
let server: RunningServer
let cookie: string

beforeAll(async () => {
  contentLake = await startContentLakeStandIn(
    path.resolve(import.meta.dirname, '../../dataset/bundled'),
    withoutTheArticlesId,
  )
  server = await startServer({
    LOG_LEVEL: 'warn',
    CONTENT_SOURCE: 'sanity',
    SANITY_PROJECT_ID: 'link-data-test',
    SANITY_DATASET: 'production',
    SANITY_API_HOST: contentLake.url,
    SANITY_READ_TOKEN: 'stand-in-read-token-0123456789',
    PREVIEW_COOKIE_SECRET,
    SANITY_STUDIO_URL: 'http://localhost:3333',
  })
  cookie = (await previewOnCookie(previewCookie(PREVIEW_COOKIE_SECRET))).split(';')[0] as string
})
afterAll(async () => {
  await ifSet(server)?.stop()
  await ifSet(contentLake)?.close()
})

const droppedLines = () =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes(DROPPED))

/** A page in preview in Chromium, with the preview cookie the Studio's enable link would have set. */
async function previewPage(newPage: NewPage) {
  const page = await newPage()
  await page
    .context()
    .addCookies([
      { name: PREVIEW_COOKIE_NAME, value: cookie.slice(PREVIEW_COOKIE_NAME.length + 1), url: server.baseUrl },
    ])
  return page
}

describe('link data that is not valid, in preview (issue 34 point 6)', () => {
  it('still renders the page, without those edit links, and the server says so in one line', async () => {
    const before = droppedLines().length
    const response = await fetch(server.baseUrl + ARTICLE_WITH_DRAFT.path, { headers: { cookie } })
    expect(response.status).toBe(200)
    const html = await response.text()
    // The article's own texts lost their edit links; the menus' and footer's kept theirs.
    expect(/<h1[^>]*>([^<]*)</.exec(html)?.[1]).toBe(ARTICLE_WITH_DRAFT.draftTitle)
    expect(html).toMatch(STEGA_RUN)
    await expect.poll(() => droppedLines().length, { timeout: 5_000 }).toBe(before + 1)
    expect(JSON.parse(droppedLines().at(-1) as string)).toMatchObject({
      level: 'warn',
      problems: ['The link data is not valid: id must be at least 1 character.'],
    })
  })

  it('leaves them out of the source maps the draft proxy hands to the browser', async () => {
    const before = droppedLines().length
    const draftQuery = async (query: string) => {
      const response = await fetch(`${server.baseUrl}/api/preview/query`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      })
      expect(response.status).toBe(200)
      return (await response.json()) as { result: unknown; resultSourceMap: { mappings: Record<string, unknown> } }
    }
    const article = await draftQuery(`*[_id == "${ARTICLE_ID}"][0]{ _id, title }`)
    expect(article.result).toEqual({ _id: ARTICLE_ID, title: ARTICLE_WITH_DRAFT.draftTitle })
    expect(article.resultSourceMap.mappings).toEqual({})
    const settings = await draftQuery('*[_id == "settings"][0]{ _id, title }')
    expect(Object.keys(settings.resultSourceMap.mappings)).toEqual(["$['_id']", "$['title']"])
    await expect.poll(() => droppedLines().length, { timeout: 5_000 }).toBe(before + 1)
  })

  it('shows the page in the browser with the overlays loaded, without an error', async ({ newPage, pageErrors }) => {
    const page = await previewPage(newPage)
    pageErrors.ignore(OFFLINE_IMAGES)
    await page.goto(server.baseUrl + ARTICLE_WITH_DRAFT.path)
    await waitForHydration(page)
    await page.locator('sanity-visual-editing').waitFor({ state: 'attached' })
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(ARTICLE_WITH_DRAFT.draftTitle)
    expect(pageErrors.messages).toEqual([])
  })

  it('stops a focus message from the Studio with invalid link data before the overlays read it, with one warning', async ({
    newPage,
    pageErrors,
  }) => {
    const page = await previewPage(newPage)
    pageErrors.ignore(OFFLINE_IMAGES)
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().includes('presentation/focus')) warnings.push(message.text())
    })
    await page.goto(server.baseUrl + ARTICLE_WITH_DRAFT.path)
    await waitForHydration(page)
    await page.locator('sanity-visual-editing').waitFor({ state: 'attached' })
    await page.evaluate((id) => {
      // A listener added after the overlays mounted, as their channel's is: what it hears, they would.
      const seen: unknown[] = []
      ;(window as unknown as { focusMessagesSeen: unknown[] }).focusMessagesSeen = seen
      window.addEventListener('message', (event: MessageEvent<{ type?: string; data?: unknown } | null>) => {
        if (event.data?.type === 'presentation/focus') seen.push(event.data.data)
      })
      const envelope = {
        domain: 'sanity/comlink',
        from: 'presentation',
        to: 'visual-editing',
        channelId: 'test',
        type: 'presentation/focus',
      }
      window.postMessage({ ...envelope, id: 'msg-1', data: { id, path: '' } }, '*')
      window.postMessage({ ...envelope, id: 'msg-2', data: { id, path: 'title' } }, '*')
    }, ARTICLE_ID)
    // Messages arrive in order: once the valid one is heard, the invalid one has been handled.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { focusMessagesSeen: unknown[] }).focusMessagesSeen), {
        timeout: 5_000,
      })
      .toEqual([{ id: ARTICLE_ID, path: 'title' }])
    expect(warnings).toEqual([
      "Visual editing: a 'presentation/focus' message from the Studio was ignored. The link data is not valid: path must be at least 1 character.",
    ])
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(ARTICLE_WITH_DRAFT.draftTitle)
    expect(pageErrors.messages).toEqual([])
  })
})
