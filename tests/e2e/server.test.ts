import { createHash } from 'node:crypto'
import { get, type IncomingHttpHeaders } from 'node:http'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { inject } from 'vitest'
import type { BuildMeta } from '../../scripts/vite/build-meta'
import { startServer } from './support/server'
import { describe, expect, test as it } from './support/fixture'

const baseUrl = inject('baseUrl')

/** The bytes as sent, not decoded (fetch would decode them), with the headers. */
function rawGet(path: string, acceptEncoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(baseUrl + path, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

async function html(path: string) {
  const response = await fetch(baseUrl + path)
  return { response, body: await response.text() }
}

describe('production server', () => {
  it('answers /healthz with the content source', async () => {
    const response = await fetch(`${baseUrl}/healthz`)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok', content: 'local' })
  })

  it('renders the home page on the server with the site title', async () => {
    const { response, body } = await html('/')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(body).toContain('<title>Altogether better care</title>')
    expect(body).toContain('<html lang="en-AU"')
  })

  it('sends a content security policy that allows exactly the inline scripts of the page, by hash', async () => {
    const first = await html('/')
    const policy = first.response.headers.get('content-security-policy') ?? ''
    const scriptSources = /script-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? []
    expect(scriptSources).not.toContain("'unsafe-inline'")
    expect(
      scriptSources.some((source) => source.startsWith("'nonce-")),
      'a kept page carries no nonce',
    ).toBe(false)
    const inlineTags = [...first.body.matchAll(/<script\b(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    // JSON-LD blocks are data the browser never runs (decision 0019): the policy need not and does not name them.
    const dataBlocks = inlineTags.filter((match) => /^\s*type="application\/ld\+json"\s*$/.test(match[1] as string))
    expect(dataBlocks.length, 'the home page has its JSON-LD').toBeGreaterThan(0)
    const inline = inlineTags.filter((match) => !dataBlocks.includes(match)).map((match) => match[2] as string)
    expect(inline.length).toBeGreaterThan(0)
    for (const script of inline)
      expect(scriptSources).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`)
    expect(first.response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(first.response.headers.get('x-powered-by')).toBeNull()
    expect(
      first.response.headers.get('referrer-policy'),
      'same-origin: form posts name their origin, other sites learn nothing',
    ).toBe('same-origin')
  })

  it('compresses pages for clients that accept gzip', async () => {
    const { headers, body } = await rawGet('/', 'gzip')
    expect(headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(body).toString()).toContain('Altogether better care')
  })

  it('keeps hashed assets for a year and other static files for an hour', async () => {
    const { body } = await html('/')
    const asset = /\/assets\/[\w.-]+\.js/.exec(body)?.[0]
    expect(asset).toBeTruthy()
    const response = await fetch(baseUrl + asset)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const favicon = await fetch(`${baseUrl}/favicon.svg`)
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('sends scripts and styles as the build compressed them: Brotli first, then gzip, the same code either way', async () => {
    const { body } = await html('/')
    const files = [/\/assets\/framework-[\w-]+\.js/.exec(body)?.[0], /\/assets\/site-[\w-]+\.css/.exec(body)?.[0]]
    for (const file of files) {
      expect(file, 'the home page names its framework script and site stylesheet').toBeTruthy()
      const raw = await rawGet(file as string, 'identity')
      expect(raw.headers['content-encoding']).toBeUndefined()
      const brotli = await rawGet(file as string, 'gzip, deflate, br')
      expect(brotli.headers['content-encoding']).toBe('br')
      expect(brotli.headers.vary).toContain('Accept-Encoding')
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(brotliDecompressSync(brotli.body).equals(raw.body)).toBe(true)
      // Quality 11, not the few-millisecond quality 4 that on-the-fly compression uses.
      expect(brotli.body.length).toBeLessThan(
        brotliCompressSync(raw.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length,
      )
      const gzip = await rawGet(file as string, 'gzip')
      expect(gzip.headers['content-encoding']).toBe('gzip')
      expect(gunzipSync(gzip.body).equals(raw.body)).toBe(true)
    }
    const malformed = await fetch(`${baseUrl}/assets/%E0%A4%A.js`, { headers: { 'accept-encoding': 'br' } })
    expect(malformed.status).toBe(400)
    expect(await malformed.text(), 'the site’s own page, with its exit button').toContain('Exit this page')
  })

  it('gives an unmatched path status 404 and the Page Not Found page', async () => {
    const { response, body } = await html('/this/page/does-not-exist')
    expect(response.status).toBe(404)
    expect(body).toContain('<title>404 Page not found: /this/page/does-not-exist</title>')
    expect(body).toContain('<h1>Page not found: /this/page/does-not-exist</h1>')
  })
})

describe('build metadata (SPEC 7)', () => {
  it("says, under the build's id, which route answers each path and which redirects the build makes, and that nothing is prerendered", async () => {
    const { id } = (await (await fetch(`${baseUrl}/builds/latest.json?t=${Date.now()}`)).json()) as { id: string }
    const response = await fetch(`${baseUrl}/builds/meta/${id}.json`)
    expect(response.status).toBe(200)
    const meta = (await response.json()) as BuildMeta
    expect(meta.id).toBe(id)
    expect(meta.prerendered).toEqual([])
    expect(meta.matcher.static['/articles']).toEqual({ route: 'routes/articles' })
    expect(meta.matcher.dynamic['/articles/:slug']).toEqual({ route: 'routes/article' })
    expect(meta.matcher.wildcard['/']).toEqual({ route: 'routes/content-page' })
    // Each redirect it names is the server's own answer for that path.
    const redirects = Object.entries(meta.matcher.static).flatMap(([from, rules]) =>
      rules.redirect ? [[from, rules.redirect] as const] : [],
    )
    expect(redirects.length).toBeGreaterThan(5)
    for (const [from, { to, statusCode }] of redirects) {
      const answer = await fetch(baseUrl + from, { redirect: 'manual' })
      expect([answer.status, answer.headers.get('location')], from).toEqual([statusCode, to])
    }
  })
})

describe('images and files from the bundled dataset', () => {
  async function firstImage() {
    const { body } = await html('/')
    const src = /<img[^>]+src="([^"]+)"/.exec(body)?.[1]?.replaceAll('&amp;', '&')
    expect(src, 'the home page shows at least one image').toBeTruthy()
    return src as string
  }

  it('serves the URLs @sanity/image-url builds, resized and cached for a year', async () => {
    const src = await firstImage()
    expect(src).toMatch(/^\/media\/images\/local\/production\/[a-f0-9]{40}-\d+x\d+\.\w+\?/)
    const response = await fetch(baseUrl + src, { headers: { accept: 'image/webp,*/*' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it("offers a policy's file for download from the policy's page", async () => {
    const { body } = await html('/policies-and-statements/privacy-policy')
    // React separates a text node from the values beside it with empty comments.
    const link =
      /<a class="button button--secondary" href="([^"]+)" download="">Download Privacy policy \(PDF, [^)]+\)<\/a>/.exec(
        body.replaceAll('<!-- -->', ''),
      )
    expect(link?.[1], 'the download link').toMatch(/^\/media\/files\/local\/production\/[a-f0-9]{40}\.pdf\?dl=/)
    const file = await fetch(baseUrl + (link?.[1] ?? '').replaceAll('&amp;', '&'))
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
  })

  it('refuses an unknown asset with 404 and a malformed parameter with 400, in plain words', async () => {
    const src = await firstImage()
    const unknown = await fetch(`${baseUrl}/media/images/local/production/${'f'.repeat(40)}-10x10.png`)
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toBe('There is no image or file at this address.')
    const traversal = await fetch(`${baseUrl}/media/images/local/production/..%2F..%2Fpackage.json`)
    expect(traversal.status).toBe(404)
    const malformed = await fetch(baseUrl + src.replace(/\?.*$/, '?w=99999'))
    expect(malformed.status).toBe(400)
    expect(await malformed.text()).toContain('"w" must be at most 4000')
  })
})

describe('server process', () => {
  it('stops cleanly on SIGTERM, finishing the request in flight', async () => {
    const server = await startServer()
    const { body } = await (await fetch(`${server.baseUrl}/`)).text().then((text) => ({ body: text }))
    const src = /<img[^>]+src="([^"?]+)/.exec(body)?.[1] as string
    const slow = fetch(`${server.baseUrl}${src}?w=3000&h=3000&fit=scale&fm=png&q=100`)
    // In flight: the operator's health check shows the image being made.
    await expect
      .poll(
        async () =>
          ((await (await fetch(`${server.baseUrl}/healthz`)).json()) as { images: { running: number } }).images.running,
        { timeout: 15_000, interval: 10 },
      )
      .toBe(1)
    const exited = server.stop('SIGTERM')
    expect((await slow).status).toBe(200)
    expect(await exited).toBe(0)
    expect(server.output()).toContain('"msg":"stopped"')
  })

  it('keeps search terms and other query strings out of its logs', async () => {
    const server = await startServer({ LOG_LEVEL: 'info' })
    await fetch(`${server.baseUrl}/?q=my-private-words&email=someone%40example.com`)
    await server.stop()
    expect(server.output()).toContain('"path":"/"')
    expect(server.output()).not.toContain('my-private-words')
    expect(server.output()).not.toContain('example.com')
  })

  // Vite may first bundle its dependencies again (after a lockfile change): on a busy machine, minutes.
  it('serves the same pages from source with npm run dev', { timeout: 180_000 }, async () => {
    const server = await startServer({ NODE_ENV: 'development' }, ['--dev'])
    try {
      const response = await fetch(`${server.baseUrl}/`)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('<title>Altogether better care</title>')
    } finally {
      await server.stop()
    }
  })

  it('refuses to start with malformed settings and names the variable', async () => {
    await expect(startServer({ CONTENT_SOURCE: 'sanity', SANITY_DATASET: 'production' })).rejects.toThrow(
      /SANITY_PROJECT_ID is required/,
    )
  })
})
