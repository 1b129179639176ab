import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, inject } from 'vitest'
import { startServer, type RunningServer } from './support/server'
import { describe, expect, test as it, waitForHydration } from './support/fixture'
import { ifSet } from '../support/if-set'

const baseUrl = inject('baseUrl')

describe('pages every visitor shares', () => {
  it('answers a repeated visit with 304 when the page has not changed, for documents and their .data', async () => {
    for (const path of ['/services', '/articles.data']) {
      const first = await fetch(baseUrl + path)
      const etag = first.headers.get('etag')
      expect(etag, path).toMatch(/^"[\w-]+"$/)
      expect(first.headers.get('cache-control'), path).toBe(
        'public, max-age=0, s-maxage=60, stale-while-revalidate=86400',
      )
      const again = await fetch(baseUrl + path, { headers: { 'if-none-match': etag as string } })
      expect(again.status, path).toBe(304)
      expect(await again.text(), path).toBe('')
    }
  })

  it('never keeps a booking page: each visitor gets a fresh form key and no-store', async () => {
    const keyOf = async () => {
      const response = await fetch(`${baseUrl}/booking/counselling-appointment`)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(response.headers.get('etag')).toBeNull()
      return /name="idempotencyKey" value="([^"]+)"/.exec(await response.text())?.[1]
    }
    const first = await keyOf()
    expect(first).toBeTruthy()
    expect(await keyOf()).not.toBe(first)
  })

  it('tells a CDN not to keep an error page other than 404', async () => {
    const response = await fetch(`${baseUrl}/search?q=${'a'.repeat(300)}`)
    expect(response.status).toBe(400)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})

describe('a kept page in Chromium', () => {
  it('refuses to run an inline script injected into a kept page, and still runs its own', async ({ newPage }) => {
    // Make sure the page is kept, then serve that kept answer with a script added, as an attacker who got markup into it would.
    await fetch(`${baseUrl}/articles`)
    const page = await newPage()
    const refused: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) refused.push(message.text())
    })
    let servedFromCache = ''
    await page.route(`${baseUrl}/articles`, async (route) => {
      const response = await route.fetch()
      servedFromCache = response.headers()['x-cache'] ?? ''
      const body = (await response.text()).replace('</head>', '<script>window.injected = true</script></head>')
      await route.fulfill({ response, body })
    })
    await page.goto(`${baseUrl}/articles`)
    expect(servedFromCache).toBe('HIT')
    await waitForHydration(page)
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined()
    expect(refused.length).toBeGreaterThan(0)
  })
})

describe('a content change', () => {
  let server: RunningServer
  let datasetDir: string

  beforeAll(async () => {
    datasetDir = mkdtempSync(path.join(tmpdir(), 'abc-dataset-'))
    cpSync('dataset/bundled', datasetDir, { recursive: true })
    server = await startServer({ LOG_LEVEL: 'warn', CONTENT_DATASET_DIR: datasetDir })
  })
  afterAll(async () => {
    await ifSet(server)?.stop()
    rmSync(datasetDir, { recursive: true, force: true })
  })

  /** Changes the first published article's title in data.ndjson the way an editor should: write, then rename. Returns its slug. */
  function retitleAnArticle(title: string): string {
    const file = path.join(datasetDir, 'data.ndjson')
    const lines = readFileSync(file, 'utf8').split('\n')
    const index = lines.findIndex((line) => line.includes('"_type":"article"') && !line.includes('"_id":"drafts.'))
    const document = JSON.parse(lines[index] as string) as { title: string; slug: { current: string } }
    document.title = title
    lines[index] = JSON.stringify(document)
    writeFileSync(`${file}.next`, lines.join('\n'))
    renameSync(`${file}.next`, file)
    return document.slug.current
  }

  it('shows in a kept page at once, without waiting for the page to expire', async () => {
    const file = path.join(datasetDir, 'data.ndjson')
    const line = readFileSync(file, 'utf8')
      .split('\n')
      .find((candidate) => candidate.includes('"_type":"article"') && !candidate.includes('"_id":"drafts.'))
    const articlePath = `/articles/${(JSON.parse(line as string) as { slug: { current: string } }).slug.current}`
    await fetch(server.baseUrl + articlePath)
    const kept = await fetch(server.baseUrl + articlePath)
    expect(kept.headers.get('x-cache')).toBe('HIT')
    expect(await kept.text()).not.toContain('A title an editor has just changed')
    const etag = kept.headers.get('etag') as string

    expect(`/articles/${retitleAnArticle('A title an editor has just changed')}`).toBe(articlePath)
    await expect
      .poll(
        async () =>
          (await (await fetch(server.baseUrl + articlePath)).text()).includes('A title an editor has just changed'),
        { timeout: 5_000 },
      )
      .toBe(true)
    expect((await fetch(server.baseUrl + articlePath, { headers: { 'if-none-match': etag } })).status).toBe(200)
  })
})
