import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { createServer, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from './support/browser'
import { test as browserTest } from './support/fixture'
import { freePort, startServer, type RunningServer } from './support/server'
import { ifSet } from '../support/if-set'
import { problemDetail } from './support/api-problem'

/** CONTENT_SOURCE=sanity against a local stand-in of the content API (issue 16 point 2). */
const sanity = (apiHost: string, extra: Record<string, string> = {}) => ({
  CONTENT_SOURCE: 'sanity',
  SANITY_PROJECT_ID: 'outage-test',
  SANITY_DATASET: 'production',
  SANITY_API_HOST: apiHost,
  CONTENT_TIMEOUT_MS: '500',
  LOG_LEVEL: 'warn',
  ...extra,
})

async function page(server: RunningServer, address: string) {
  const response = await fetch(server.baseUrl + address)
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() }
}

async function readiness(server: RunningServer) {
  const response = await fetch(`${server.baseUrl}/readyz`)
  return {
    status: response.status,
    body: (await response.json()) as { status: string; content: string; reason?: string },
  }
}

describe('a content API that accepts connections and never answers', () => {
  const sockets = new Set<Socket>()
  /** The first line of each request the API was sent: `GET /v…/data/query/production?…&tag=….page HTTP/1.1`. */
  const requestLines: string[] = []
  const api = createServer((socket) => {
    sockets.add(socket)
    socket.once('data', (chunk: Buffer) => requestLines.push(chunk.toString('latin1').split('\r\n')[0] ?? ''))
  })
  /** Reads for pages (not the outage's probes, nor live events). */
  const pageReads = () => requestLines.filter((line) => /[?&]tag=[^&\s]*\bpage\b/.test(line)).length
  let server: RunningServer

  beforeAll(async () => {
    const port = await freePort()
    await new Promise<void>((resolve) => api.listen(port, '127.0.0.1', resolve))
    server = await startServer(sanity(`http://127.0.0.1:${port}`))
  })
  afterAll(async () => {
    await ifSet(server)?.stop()
    for (const socket of sockets) socket.destroy()
    api.close()
  })

  it('does not keep the server from listening', () => {
    // The server has asked the API (and had no answer) and listens all the same: startServer waited for
    // /healthz. Before, the client's five-minute timeout kept it from listening, and startServer failed.
    expect(requestLines.length).toBeGreaterThan(0)
  })

  it('serves the bundled content with the site shell, and /readyz says it is not fresh', async () => {
    // Two attempts of 500 ms, then the bundled dataset (a page waiting on the hanging read would never come).
    const home = await page(server, '/')
    expect(home.status).toBe(200)
    expect(home.body).toContain('<title>Altogether better care</title>')
    expect(home.body).toContain('Exit this page')
    // Later pages skip the API while it is down: no new read for a page.
    const asked = pageReads()
    expect(asked).toBeGreaterThan(0)
    const services = await page(server, '/services')
    expect(services.status).toBe(200)
    expect(pageReads()).toBe(asked)
    const ready = await readiness(server)
    expect(ready.status).toBe(503)
    expect(ready.body).toMatchObject({
      status: 'not ready',
      content: 'bundled',
      reason: expect.stringContaining('not answering'),
    })
    const health = await fetch(`${server.baseUrl}/healthz`)
    expect(health.status, '/healthz is liveness only').toBe(200)
  })
})

describe('a content API that refuses connections, with nothing to stand in for it', () => {
  let server: RunningServer
  let emptyDataset: string

  beforeAll(async () => {
    emptyDataset = mkdtempSync(path.join(tmpdir(), 'outage-empty-'))
    writeFileSync(path.join(emptyDataset, 'data.ndjson'), '')
    server = await startServer(sanity(`http://127.0.0.1:${await freePort()}`, { CONTENT_DATASET_DIR: emptyDataset }))
  })
  afterAll(async () => {
    await ifSet(server)?.stop()
    rmSync(emptyDataset, { recursive: true, force: true })
  })

  it.each(['/', '/services', '/no-such-page', '/service/some-legacy-page'])(
    'answers %s with the 503 shell: exit button, phone number, call 000',
    async (address) => {
      const answer = await page(server, address)
      expect(answer.status).toBe(503)
      expect(answer.type).toContain('text/html')
      expect(answer.body).toContain('Exit this page')
      expect(answer.body).toContain('1300 975 707')
      // Every number is a tap-to-call link: the words are read without the markup.
      expect(answer.body.replace(/<[^>]+>/g, '')).toContain('call 000')
      expect(answer.body).toContain('href="tel:000"')
      expect(answer.body).not.toContain('Unexpected Server Error')
    },
  )

  browserTest(
    'keeps the whole way out on the outage page: a button at least 40 px, Shift three times, and /exit',
    async ({ newPage }) => {
      const page = await newPage({ viewport: { width: 390, height: 844 } })
      await page
        .context()
        .route('https://www.bom.gov.au/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Weather</title>' }),
        )
      const answer = await page.goto(server.baseUrl + '/services')
      expect(answer?.status()).toBe(503)
      const button = page.getByRole('link', { name: 'Emergency Exit this page' })
      const box = await button.boundingBox()
      expect(box?.height).toBeGreaterThanOrEqual(40)
      expect(box?.width).toBeGreaterThanOrEqual(40)
      expect(await page.getByRole('link', { name: '1300 975 707' }).getAttribute('href')).toBe('tel:1300975707')
      expect(await axeViolations(page)).toEqual([])
      for (let press = 0; press < 3; press++) await page.keyboard.press('Shift')
      await page.waitForURL('https://www.bom.gov.au/')
      expect(await page.title()).toBe('Weather')
      // Without scripts the button leads to /exit: during an outage it still leaves, for the built-in exit site.
      const exit = await fetch(server.baseUrl + '/exit', { redirect: 'manual' })
      expect(exit.status).toBe(303)
      expect(exit.headers.get('location')).toBe('https://www.bom.gov.au')
      expect(exit.headers.get('clear-site-data')).toBe('"cache", "storage"')
    },
  )

  it('answers API routes with a JSON 503 a person can read', async () => {
    const response = await fetch(`${server.baseUrl}/api/menus`)
    expect(await problemDetail(response, 503, 'Service Unavailable')).toContain('try again')
  })

  it('reports not ready, with the reason', async () => {
    await page(server, '/')
    const ready = await readiness(server)
    expect(ready.status).toBe(503)
    expect(ready.body).toMatchObject({
      status: 'not ready',
      content: 'none',
      reason: expect.stringContaining('no snapshot or bundled dataset'),
    })
  })
})

/** What a proxy or a failing content API has been seen to answer with a 200 (issue 33 point 3). */
const UNUSABLE_ANSWERS = [
  ['HTML', 'text/html', '<!doctype html><title>Bad gateway</title><h1>Bad gateway</h1>'],
  ['truncated JSON', 'application/json', '{"result":{"_id":"settings","title":"Altog'],
  ['a null result', 'application/json', '{"result":null,"ms":1}'],
  ['a bare string', 'application/json', '"settings"'],
] as const

describe.each(UNUSABLE_ANSWERS)('a content API that answers 200 with %s', (_name, type, body) => {
  const api = createHttpServer((_request, response) => response.writeHead(200, { 'Content-Type': type }).end(body))
  let server: RunningServer
  let dataDir: string

  beforeAll(async () => {
    const port = await freePort()
    await new Promise<void>((resolve) => api.listen(port, '127.0.0.1', resolve))
    dataDir = mkdtempSync(path.join(tmpdir(), 'outage-lying-'))
    // The stand-in answers at once: a generous time limit, so a busy machine cannot turn its answer into a timeout.
    server = await startServer(sanity(`http://127.0.0.1:${port}`, { DATA_DIR: dataDir, CONTENT_TIMEOUT_MS: '15000' }))
  })
  afterAll(async () => {
    await ifSet(server)?.stop()
    api.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('serves the bundled content, pages and API routes alike, and /readyz says the answers are not content', async () => {
    for (const address of ['/', '/services', '/locations']) {
      const answer = await page(server, address)
      expect(answer.status, address).toBe(200)
      expect(answer.body, address).toContain('Exit this page')
      expect(answer.body, address).toContain('1300 975 707')
    }
    const menus = await page(server, '/api/menus')
    expect(menus.status).toBe(200)
    expect(menus.type).toContain('application/json')
    expect(menus.body).not.toContain('Unexpected Server Error')
    const ready = await readiness(server)
    expect(ready.status).toBe(503)
    expect(ready.body).toMatchObject({
      status: 'not ready',
      content: 'bundled',
      reason: expect.stringContaining('not content'),
    })
  })

  it('writes none of it to the snapshot', async () => {
    // Stopping flushes the snapshot (it is otherwise written a second after a good read).
    await server.stop()
    expect(existsSync(path.join(dataDir, 'content-snapshot.json'))).toBe(false)
  })
})

const bundled = readFileSync(path.resolve(import.meta.dirname, '../../dataset/bundled/data.ndjson'), 'utf8')

/** Waits (30 s at most) until the server shows what `check` looks for. */
async function until(check: () => boolean | Promise<boolean>) {
  await expect.poll(check, { timeout: 30_000, interval: 100 }).toBe(true)
}

/** The atomic way README describes: a temporary file in the same folder, then a rename. */
function replaceAtomically(folder: string, text: string) {
  const temporary = path.join(folder, '.data.ndjson.tmp')
  writeFileSync(temporary, text)
  renameSync(temporary, path.join(folder, 'data.ndjson'))
}

/**
 * A server on a dataset folder of its own, which `prepare` fills before it starts; NODE_ENV=production
 * watches the file for changes. Started before the block's tests, stopped and removed after them.
 */
function serverOnLocalDataset(prepare: (folder: string) => void) {
  const local = { folder: '', server: undefined as unknown as RunningServer }
  beforeAll(async () => {
    local.folder = mkdtempSync(path.join(tmpdir(), 'outage-local-'))
    prepare(local.folder)
    local.server = await startServer({ CONTENT_DATASET_DIR: local.folder, LOG_LEVEL: 'warn' })
  })
  afterAll(async () => {
    await ifSet(local.server)?.stop()
    rmSync(local.folder, { recursive: true, force: true })
  })
  return local
}

describe.each([
  [
    'an empty data.ndjson',
    (folder: string) => writeFileSync(path.join(folder, 'data.ndjson'), ''),
    'no published documents',
  ],
  [
    'a garbage data.ndjson',
    (folder: string) => writeFileSync(path.join(folder, 'data.ndjson'), '<!doctype html>\n<title>Not found</title>\n'),
    'line 1 is not valid JSON',
  ],
  ['no data.ndjson', () => undefined, 'there is no data.ndjson'],
])('a server started on %s', (_name, prepare, reason) => {
  const local = serverOnLocalDataset(prepare)

  it('listens with the 503 shell and /readyz none, then serves the site once a good file arrives', async () => {
    const outage = await page(local.server, '/')
    expect(outage.status).toBe(503)
    expect(outage.body).toContain('Exit this page')
    expect(outage.body).toContain('1300 975 707')
    expect(await readiness(local.server)).toEqual({
      status: 503,
      body: { status: 'not ready', content: 'none', reason: expect.stringContaining(reason) },
    })

    replaceAtomically(local.folder, bundled)
    await until(async () => (await readiness(local.server)).status === 200)
    expect((await page(local.server, '/')).status).toBe(200)
  })
})

describe('the local dataset', () => {
  const local = serverOnLocalDataset((folder) => writeFileSync(path.join(folder, 'data.ndjson'), bundled))

  /** What a visitor and another directory see of the content: the services in HSDS and the sitemap's addresses. */
  async function servedContent() {
    const hsds = (await (await fetch(`${local.server.baseUrl}/api/hsds/services`)).json()) as { total_items: number }
    const sitemap = await page(local.server, '/sitemap.xml')
    return { hsdsServices: hsds.total_items, sitemapAddresses: sitemap.body.split('<loc>').length - 1 }
  }

  /** The log lines that refused a reload, parsed (LOG_LEVEL=warn: errors are JSON lines on stderr). */
  function refusals(): Array<{
    reason: string
    shortfalls?: Array<{ type: string; found: number; servedNow: number }>
  }> {
    return local.server
      .output()
      .split('\n')
      .filter((line) => line.includes('"dataset reload refused"'))
      .map((line) => JSON.parse(line) as { reason: string })
  }

  async function contentVersion() {
    return ((await (await fetch(`${local.server.baseUrl}/healthz`)).json()) as { contentVersion: number })
      .contentVersion
  }

  const typesOnly = (types: string[]) =>
    bundled
      .split('\n')
      .filter((line) => line && types.includes((JSON.parse(line) as { _type: string })._type))
      .join('\n') + '\n'

  it.each([
    ['truncated', () => '', 'no published documents'],
    ['cut to its first 200 lines', () => bundled.split('\n').slice(0, 200).join('\n') + '\n', 'data.ndjson has'],
    [
      'redirects-and-singletons-only',
      () =>
        typesOnly([
          'redirect',
          'settings',
          'servicesSettings',
          'home',
          'locationsSettings',
          'servicesFilter',
          'articlesSettings',
          'careersSettings',
          'searchSettings',
        ]),
      'too few documents of type service (0 of the 163 served now)',
    ],
  ])('refuses a %s file and keeps serving the old content', async (_name, text, reason) => {
    const before = await page(local.server, '/services')
    expect(before.status).toBe(200)
    const served = await servedContent()
    expect(served.hsdsServices).toBeGreaterThan(100)
    const refusedBefore = refusals().length
    writeFileSync(path.join(local.folder, 'data.ndjson'), text())
    await until(() =>
      refusals()
        .slice(refusedBefore)
        .some((refusal) => refusal.reason.includes(reason)),
    )
    const after = await page(local.server, '/services')
    expect(after.status).toBe(200)
    expect(after.body).toBe(before.body)
    expect((await page(local.server, '/')).status).toBe(200)
    expect(await servedContent()).toEqual(served)
    expect((await readiness(local.server)).status).toBe(200)
    // Restore for the next case, and wait until the server has it: no refusal meanwhile.
    const refusedNow = refusals().length
    const version = await contentVersion()
    replaceAtomically(local.folder, bundled)
    await until(async () => (await contentVersion()) > version)
    expect(refusals().length).toBe(refusedNow)
  })

  it('names the types a redirects-only file fell short of, with their counts, in the log line', () => {
    const refusal = refusals().find((line) => line.shortfalls)
    expect(refusal?.shortfalls).toEqual([
      { type: 'service', found: 0, servedNow: 163 },
      { type: 'location', found: 0, servedNow: 46 },
      { type: 'page', found: 0, servedNow: 12 },
      { type: 'article', found: 0, servedNow: 24 },
    ])
  })
})
