import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, inject } from 'vitest'
import { LocalContentSource } from '~/content/source/local.server'
import { VISIBLE } from '~/content/queries/rules'
import { startServer, type RunningServer } from './support/server'
import { unpublishedPaths } from './support/site'
import { describe, expect, test as it } from './support/fixture'
import { ifSet } from '../support/if-set'

const baseUrl = inject('baseUrl')
const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=86400'
const NOINDEX = /<meta name="robots" content="noindex"\/>/

const locsIn = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => (match[1] as string).replaceAll('&amp;', '&'))

interface Slugs {
  visibleServices: string[]
  visibleLocations: string[]
  /** Services and locations that are hidden, deleted in the sync or inactive (SPEC 4). */
  notShown: string[]
}

async function bundledSlugs(): Promise<Slugs> {
  const source = await LocalContentSource.open('dataset/bundled', { watchForChanges: false })
  try {
    return await source.fetch<Slugs>(
      `{
        "visibleServices": *[_type == "service" && ${VISIBLE} && defined(sync.slug.current)].sync.slug.current,
        "visibleLocations": *[_type == "location" && ${VISIBLE} && defined(sync.slug.current)].sync.slug.current,
        "notShown": *[_type in ["service", "location"] && !(${VISIBLE}) && defined(sync.slug.current)]{ "path": select(_type == "service" => "/services/", "/locations/") + sync.slug.current }.path
      }`,
      {},
      'published',
    )
  } finally {
    await source.close()
  }
}

/** GET with a Host header of the caller's choosing (fetch does not let a test set one). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  const { hostname, port, pathname, search } = new URL(url)
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        hostname,
        port,
        path: pathname + search,
        headers: { Host: host, 'X-Forwarded-Host': host, 'X-Forwarded-Proto': 'https' },
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      },
    )
    request.on('error', reject)
    request.end()
  })
}

describe('the sitemap', () => {
  let xml: string
  let locs: string[]
  let slugs: Slugs

  beforeAll(async () => {
    const response = await fetch(`${baseUrl}/sitemap.xml`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/xml\b/)
    expect(response.headers.get('cache-control')).toBe(SHARED_CACHE_CONTROL)
    xml = await response.text()
    locs = locsIn(xml)
    slugs = await bundledSlugs()
  })

  it('is one urlset of absolute URLs on SITE_URL, each with a W3C lastmod', () => {
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )
    expect(locs.length).toBeGreaterThan(200)
    for (const loc of locs) expect(loc.startsWith(`${baseUrl}/`), loc).toBe(true)
    expect(new Set(locs).size).toBe(locs.length)
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1] as string)
    expect(urls).toHaveLength(locs.length)
    for (const url of urls) expect(url, url).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod>$/)
  })

  it('lists the home page, the list pages, every visible service and location', () => {
    for (const listPage of [
      '/',
      '/services',
      '/services/filter',
      '/locations',
      '/articles',
      '/work-with-us/careers/open-roles',
    ])
      expect(locs).toContain(baseUrl + listPage)
    expect(slugs.visibleServices.length).toBeGreaterThan(100)
    for (const slug of slugs.visibleServices) expect(locs).toContain(`${baseUrl}/services/${encodeURIComponent(slug)}`)
    for (const slug of slugs.visibleLocations)
      expect(locs).toContain(`${baseUrl}/locations/${encodeURIComponent(slug)}`)
  })

  it('leaves out hidden, deleted and inactive services and locations, drafts, search and booking pages', async () => {
    expect(slugs.notShown.length).toBeGreaterThan(0)
    for (const notShown of slugs.notShown) expect(locs).not.toContain(baseUrl + notShown)
    const drafts = await unpublishedPaths()
    expect(drafts.length).toBeGreaterThan(0)
    for (const draft of drafts) expect(locs).not.toContain(baseUrl + draft)
    expect(
      locs.filter((loc) => /\/(search|booking)(\/|\?|$)/.test(new URL(loc).pathname + new URL(loc).search)),
    ).toEqual([])
  })

  it('lists only pages that answer 200', async () => {
    const failures: string[] = []
    for (const loc of locs) {
      const response = await fetch(loc, { redirect: 'manual' })
      await response.arrayBuffer()
      if (response.status !== 200) failures.push(`${response.status} ${loc}`)
    }
    expect(failures).toEqual([])
  })

  it('has no split parts when it fits in one file', async () => {
    const response = await fetch(`${baseUrl}/sitemaps/1.xml`)
    expect(response.status).toBe(404)
  })
})

describe('robots.txt', () => {
  it('points to the sitemap, asks crawlers to leave booking confirmations alone and lets them read search pages (which say noindex)', async () => {
    const response = await fetch(`${baseUrl}/robots.txt`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain\b/)
    expect(response.headers.get('cache-control')).toBe(SHARED_CACHE_CONTROL)
    const text = await response.text()
    expect(text).toMatch(/^User-agent: \*$/m)
    expect(text).not.toMatch(/search/)
    expect(text).toMatch(/^Disallow: \/booking\/\*\/confirmation\/$/m)
    expect(text).toContain(`Sitemap: ${baseUrl}/sitemap.xml\n`)
    expect(text).not.toMatch(/^Disallow: \/$/m)
  })
})

describe('absolute URLs', () => {
  it('need SITE_URL in production: the server will not start without it', async () => {
    await expect(startServer({ SITE_URL: '' })).rejects.toThrow(/SITE_URL is required in production/)
    await expect(startServer({ SITE_URL: 'https://www.altogether.example/care' })).rejects.toThrow(
      /SITE_URL must be the site's origin only/,
    )
  })

  it('come from SITE_URL, whatever Host a request names', async () => {
    const nonce = Date.now()
    const { visibleServices } = await bundledSlugs()
    const service = `/services/${encodeURIComponent(visibleServices[0] as string)}`
    // A query string no one asked for before: rendered now, for this request, not served from the page cache.
    for (const pagePath of ['/', service, '/articles', '/search']) {
      const { status, body } = await getWithHost(`${baseUrl}${pagePath}?from-evil=${nonce}`, 'evil.example')
      expect(status, pagePath).toBe(200)
      expect(body, pagePath).not.toContain('evil.example')
      expect(body, pagePath).toContain(`<link rel="canonical" href="${baseUrl}${pagePath === '/' ? '/' : pagePath}"/>`)
      expect(body, pagePath).toContain(
        `<meta property="og:url" content="${baseUrl}${pagePath === '/' ? '/' : pagePath}"/>`,
      )
      expect(body, pagePath).toMatch(new RegExp(`<meta property="og:image" content="${baseUrl}/media/images/`))
      expect(body, pagePath).toMatch(new RegExp(`<meta name="twitter:image" content="${baseUrl}/media/images/`))
    }
    for (const apiPath of [
      `/api/hsds/services?per_page=3&from-evil=${nonce}`,
      `/api/hsds/organizations?from-evil=${nonce}`,
    ]) {
      const { status, body } = await getWithHost(baseUrl + apiPath, 'evil.example')
      expect(status, apiPath).toBe(200)
      expect(body, apiPath).not.toContain('evil.example')
      expect(body, apiPath).toContain(`${baseUrl}/`)
    }
    for (const file of ['/sitemap.xml', '/robots.txt']) {
      const { body } = await getWithHost(`${baseUrl}${file}?from-evil=${nonce}`, 'evil.example')
      expect(body, file).not.toContain('evil.example')
    }
  })

  it('keep the query string in the canonical URL only where it makes a page of its own', async () => {
    const html = await (await fetch(`${baseUrl}/articles?page=2&utm_source=newsletter`)).text()
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/articles?page=2"/>`)
    const service = await (await fetch(`${baseUrl}/services/filter?q=home+care`)).text()
    expect(service).toContain(`<link rel="canonical" href="${baseUrl}/services/filter"/>`)
  })
})

describe('share cards (Open Graph)', () => {
  it('call an article an article, with when it was published and changed and its section, and other pages websites', async () => {
    const article = await (await fetch(`${baseUrl}/articles/using-your-ndis-plan`)).text()
    expect(article).toContain('<meta property="og:type" content="article"/>')
    expect(article).toContain('<meta property="article:published_time" content="2024-08-20T09:00:00Z"/>')
    expect(article).toContain('<meta property="article:modified_time" content="2024-08-23T09:00:00Z"/>')
    expect(article).toContain('<meta property="article:section" content="Guides"/>')
    for (const pagePath of ['/', '/articles', '/services', '/about-us']) {
      const html = await (await fetch(baseUrl + pagePath)).text()
      expect(html, pagePath).toContain('<meta property="og:type" content="website"/>')
      expect(html, pagePath).not.toContain('article:published_time')
    }
  })
})

describe('noindex', () => {
  it('is on the search page with and without a query, as the CMS search settings say', async () => {
    const bundled = readFileSync('dataset/bundled/data.ndjson', 'utf8')
      .split('\n')
      .find((line) => line.includes('"_id":"searchSettings"'))
    expect((JSON.parse(bundled as string) as { seo?: { noIndex?: boolean } }).seo?.noIndex).toBe(true)
    for (const searchPath of ['/search', '/search?q=x', '/search?q=home+care']) {
      expect(await (await fetch(baseUrl + searchPath)).text(), searchPath).toMatch(NOINDEX)
    }
  })

  it('is not on pages nothing marks', async () => {
    for (const pagePath of ['/', '/services', '/articles', '/locations'])
      expect(await (await fetch(baseUrl + pagePath)).text(), pagePath).not.toMatch(NOINDEX)
  })
})

describe('when an editor marks pages noIndex', () => {
  let server: RunningServer
  let datasetDir: string
  let file: string

  beforeAll(async () => {
    datasetDir = mkdtempSync(path.join(tmpdir(), 'abc-discover-dataset-'))
    cpSync('dataset/bundled', datasetDir, { recursive: true })
    file = path.join(datasetDir, 'data.ndjson')
    server = await startServer({ LOG_LEVEL: 'warn', CONTENT_DATASET_DIR: datasetDir })
  })
  afterAll(async () => {
    await ifSet(server)?.stop()
    if (datasetDir) rmSync(datasetDir, { recursive: true, force: true })
  })

  /** Edits documents in data.ndjson as an editor's publish would reach it: write, then rename. */
  function edit(change: (document: Record<string, unknown>) => Record<string, unknown> | undefined) {
    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => {
        if (!line) return line
        const changed = change(JSON.parse(line) as Record<string, unknown>)
        return changed ? JSON.stringify(changed) : line
      })
    writeFileSync(`${file}.next`, lines.join('\n'))
    renameSync(`${file}.next`, file)
  }

  const firstPublished = (type: string) => {
    const line = readFileSync(file, 'utf8')
      .split('\n')
      .find((candidate) => candidate.includes(`"_type":"${type}"`) && !candidate.includes('"_id":"drafts.'))
    return JSON.parse(line as string) as { _id: string; slug: { current: string } }
  }

  it('gives those pages noindex, takes them out of the sitemap at once, and the search page follows its setting', async () => {
    const article = firstPublished('article')
    const policy = firstPublished('policy')
    const articleUrl = `${server.baseUrl}/articles/${article.slug.current}`
    const policyUrl = `${server.baseUrl}/policies-and-statements/${policy.slug.current}`
    // Seen (and kept in the page cache) before the change.
    expect(locsIn(await (await fetch(`${server.baseUrl}/sitemap.xml`)).text())).toContain(articleUrl)
    expect(await (await fetch(articleUrl)).text()).not.toMatch(NOINDEX)

    edit((document) => {
      if (document._id === article._id) return { ...document, seo: { ...(document.seo as object), noIndex: true } }
      if (document._id === 'searchSettings')
        return { ...document, seo: { ...(document.seo as object), noIndex: false } }
      return undefined
    })
    await expect
      .poll(async () => locsIn(await (await fetch(`${server.baseUrl}/sitemap.xml`)).text()).includes(articleUrl), {
        timeout: 10_000,
      })
      .toBe(false)
    const locs = locsIn(await (await fetch(`${server.baseUrl}/sitemap.xml`)).text())
    expect(locs).toContain(policyUrl)
    expect(await (await fetch(articleUrl)).text()).toMatch(NOINDEX)
    expect(await (await fetch(policyUrl)).text()).not.toMatch(NOINDEX)
    // The search page itself may now be indexed; results pages never are.
    expect(await (await fetch(`${server.baseUrl}/search`)).text()).not.toMatch(NOINDEX)
    expect(await (await fetch(`${server.baseUrl}/search?q=x`)).text()).toMatch(NOINDEX)
  })

  it('gives every page noindex and empties the sitemap when the site settings say so', async () => {
    edit((document) =>
      document._id === 'settings' ? { ...document, seo: { ...(document.seo as object), noIndex: true } } : undefined,
    )
    await expect
      .poll(async () => locsIn(await (await fetch(`${server.baseUrl}/sitemap.xml`)).text()).length, { timeout: 10_000 })
      .toBe(0)
    for (const pagePath of ['/', '/services', '/locations', '/articles', '/search'])
      expect(await (await fetch(server.baseUrl + pagePath)).text(), pagePath).toMatch(NOINDEX)
  })
})
