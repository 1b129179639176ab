import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startServer, type RunningServer } from './support/server'
import { logLinesUpToNow } from './support/server-log'
import { test } from './support/fixture'
import { ifSet } from '../support/if-set'

const baseUrl = inject('baseUrl')
const IMAGE = '/media/images/local/production/adac423716a138386e0cb060269983528a9f219f-600x600.png'
const PHONE = '1300 975 707'

/** Any method, TRACE included (fetch refuses to send it). */
function send(
  base: string,
  method: string,
  path: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(base + path, { method }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
    })
    request.on('error', reject)
    request.end()
  })
}

let server: RunningServer
beforeAll(async () => {
  server = await startServer()
}, 60_000)
afterAll(async () => {
  await ifSet(server)?.stop()
})

/** The server's log lines written since `from` characters of its output. */
function logSince(from: number): string[] {
  return server
    .output()
    .slice(from)
    .split('\n')
    .filter((line) => line.trim())
}

/** Every line is JSON (no stack trace, no warning in prose), and one line tells of the request. */
function expectOneJsonLine(lines: string[], path: string, fields: Record<string, unknown>) {
  const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
  const about = entries.filter((entry) => JSON.stringify(entry).includes(path))
  expect(about).toHaveLength(1)
  expect(about[0]).toMatchObject(fields)
  expect(about[0]).not.toHaveProperty('stack')
}

describe('odd requests get a page in the site and one log line (issue 16)', () => {
  it('answers a broken percent-encoding with the 400 page in the shell, logged as one JSON line', async () => {
    const from = server.output().length
    const answer = await send(server.baseUrl, 'GET', '/articles/%zz')
    expect(answer.status).toBe(400)
    expect(answer.headers['content-type']).toMatch(/^text\/html/)
    expect(answer.body).toContain('Exit this page')
    expect(answer.body).toContain(PHONE)
    expect(answer.body).toContain('a % sign must be followed by two letters or digits')
    expectOneJsonLine(await logLinesUpToNow(server, from), '/articles/%zz', {
      msg: 'request',
      method: 'GET',
      path: '/articles/%zz',
      status: 400,
    })
  })

  it.each(['TRACE', 'PUT', 'DELETE', 'PATCH'])(
    'answers %s with the 405 page in the shell and an Allow header, logged as one JSON line',
    async (method) => {
      const from = server.output().length
      const answer = await send(server.baseUrl, method, '/about')
      expect(answer.status).toBe(405)
      expect(answer.headers.allow).toBe('GET, HEAD')
      expect(answer.body).toContain('Exit this page')
      expect(answer.body).toContain(PHONE)
      expectOneJsonLine(await logLinesUpToNow(server, from), '/about', {
        msg: 'request',
        method,
        path: '/about',
        status: 405,
      })
    },
  )
})

describe('headers on every answer (issue 16)', () => {
  async function staticFiles() {
    const home = await (await fetch(baseUrl + '/')).text()
    const script = /src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.js)"/.exec(home)
    const asset = script?.[1] ?? script?.[2]
    expect(asset).toBeDefined()
    return [asset as string, '/favicon.svg', '/', '/healthz', `${IMAGE}?w=50`]
  }

  it('sends the security headers and the Permissions-Policy on static files, pages, health and images', async () => {
    for (const path of await staticFiles()) {
      const response = await fetch(baseUrl + path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('cross-origin-resource-policy'), path).toBe('same-origin')
      expect(response.headers.get('content-security-policy'), path).toContain("default-src 'self'")
      const permissions = response.headers.get('permissions-policy') ?? ''
      expect(permissions, path).toContain('geolocation=(self)')
      for (const denied of ['camera=()', 'microphone=()', 'payment=()', 'usb=()', 'browsing-topics=()'])
        expect(permissions, path).toContain(denied)
      expect(permissions, path).not.toContain('interest-cohort')
      await response.arrayBuffer()
    }
  })

  it('keeps the image type for ?dl=, with a safe file name', async () => {
    const response = await fetch(`${baseUrl}${IMAGE}?w=50&fm=jpg&dl=evil.html`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="?evil\.html\.jpg"?$/)
    const plain = await fetch(`${baseUrl}${IMAGE}?w=50&dl=`)
    expect(plain.headers.get('content-type')).toBe('image/png')
    expect(plain.headers.get('content-disposition')).toMatch(/^attachment; filename="?[^"]+\.png"?$/)
  })
})

test('the Permissions-Policy names only features Chromium knows', async ({ page, baseUrl: base }) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (/permissions.policy/i.test(message.text())) warnings.push(message.text())
  })
  await page.goto(base + '/', { waitUntil: 'networkidle' })
  expect(warnings).toEqual([])
})

describe('a fuzz over every route family (issue 33, point 5)', () => {
  const FAMILIES = [
    '/',
    '/services',
    '/services/filter',
    '/services/home-care-packages-blacktown',
    '/locations/parramatta-community-hub',
    '/articles/using-your-ndis-plan',
    '/get-help/help-in-your-language',
    '/search',
    '/booking/counselling-appointment',
    '/work-with-us/careers/open-roles',
    '/exit',
    '/sitemap.xml',
    '/api/hsds/services',
    '/api/menus',
    '/api/search/suggestions',
    '/api/preview/disable',
    IMAGE,
    '/media/files/local/production/x.pdf',
    '/media/images/local/production',
    '/media/files/local/production',
  ]
  /** Ways an address goes wrong: broken escapes, doubled and back slashes, dot segments, odd characters, a long tail. */
  const MUTATIONS: Array<(path: string) => string> = [
    (path) => `${path}/%zz`,
    (path) => `${path}%`,
    (path) => `${path}/%e0%80`,
    (path) => `/${path}`,
    (path) => `/%5C${path.slice(1)}`,
    (path) => `${path}/..%2F..%2F`,
    (path) => `${path}/%00`,
    (path) => `${path}?q=%zz&page=-1`,
    (path) => `${path}/${'x'.repeat(3000)}`,
    (path) => `${path}/%E2%80%AE%F0%9F%98%80`,
  ]

  it('answers every mutated address in the site’s own words (a page with the way out, or JSON, or an image’s text), never a 5xx, with one JSON log line each', async () => {
    const from = server.output().length
    const bare: string[] = []
    let sent = 0
    for (const family of FAMILIES) {
      for (const mutate of MUTATIONS) {
        const path = mutate(family)
        const answer = await send(server.baseUrl, 'GET', path)
        sent++
        const type = String(answer.headers['content-type'] ?? '')
        const label = `${path.slice(0, 80)} → ${answer.status} ${type}`
        const sitePage = type.startsWith('text/html') && answer.body.includes('Exit this page')
        const sentence = type.startsWith('text/plain') && answer.body.length >= 20
        // The API answers JSON, and every error as problem details (decision 0056).
        const json = type.startsWith(answer.status >= 400 ? 'application/problem+json' : 'application/json')
        const redirect = answer.status >= 300 && answer.status < 400 && Boolean(answer.headers.location)
        const file = answer.status === 200 && /^(image\/|application\/(pdf|xml))/.test(type)
        if (answer.status >= 500 || /<pre>|Cannot GET|Unexpected Server Error/.test(answer.body)) bare.push(label)
        else if (!(
          sitePage ||
          redirect ||
          file ||
          (path.startsWith('/api/') ? json : path.startsWith('/media/') && sentence)
        ))
          bare.push(label)
      }
    }
    expect(bare).toEqual([])
    // Each request's line is written when its answer ends: wait for all of them.
    await expect
      .poll(() => logSince(from).filter((line) => line.includes('"msg":"request"')).length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(sent)
    const lines = logSince(from)
    expect(lines.filter((line) => !line.startsWith('{'))).toEqual([])
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(entries.filter((entry) => 'stack' in entry)).toEqual([])
    expect(entries.filter((entry) => entry.msg === 'request')).toHaveLength(sent)
  })
})
