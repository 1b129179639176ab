import { beforeAll, inject } from 'vitest'
import { LocalContentSource } from '~/content/source/local.server'
import { buildRedirectTable, normalizePath, type RedirectDocument } from '~/redirects/redirect-table'
import { describe, expect, test as it } from './support/fixture'

const baseUrl = inject('baseUrl')

/** One old path of each legacy family of SPEC section 2, as editors entered them. */
const FAMILIES = [
  '/service/',
  '/service-type/',
  '/story/',
  '/office/',
  '/news/',
  '/media-release/',
  '/category/',
  '/about-us/',
  '/policy/',
  '/careers/',
  '/person-type/',
  '/wp-content/uploads/',
]

let documents: RedirectDocument[]

beforeAll(async () => {
  const source = await LocalContentSource.open('dataset/bundled', { watchForChanges: false })
  const { redirectsQuery } = await import('~/content/queries/redirects')
  documents = await source.fetch<RedirectDocument[]>(redirectsQuery, {}, 'published')
  await source.close()
})

describe('legacy paths', () => {
  it('the dataset holds at least 300 of them, in every family', () => {
    expect(documents.length).toBeGreaterThanOrEqual(300)
    for (const family of FAMILIES)
      expect(
        documents.some((document) => document.from?.toLowerCase().startsWith(family)),
        family,
      ).toBe(true)
  })

  it('a sample from every family redirects to its new page, which answers 200', async () => {
    const table = buildRedirectTable(documents, { projectId: 'local', dataset: 'production', baseUrl: '/media' })
    for (const family of FAMILIES) {
      const sample = documents
        .filter(
          (document) => document.from?.toLowerCase().startsWith(family) && table.has(normalizePath(document.from)),
        )
        .slice(0, 3)
      expect(sample.length, family).toBeGreaterThan(0)
      for (const document of sample) {
        const rule = table.get(normalizePath(document.from as string))!
        const response = await fetch(baseUrl + document.from, { redirect: 'manual' })
        expect(response.status, document.from as string).toBe(rule.status)
        expect(new URL(response.headers.get('location') ?? '', baseUrl).href, document.from as string).toBe(
          new URL(rule.location, baseUrl).href,
        )
        if (!rule.absolute && !/^\/(services|locations|booking|search)\b/.test(rule.location)) {
          expect((await fetch(new URL(rule.location, baseUrl))).status, rule.location).toBe(200)
        }
      }
    }
  })

  it('matches case-insensitively, with or without a trailing slash', async () => {
    const document = documents.find((candidate) => candidate.from?.startsWith('/story/'))!
    const variants = [
      document.from!,
      document.from!.toUpperCase(),
      `${document.from}/`,
      document.from!.replace(/\/$/, ''),
    ]
    const locations = new Set<string | null>()
    for (const variant of variants) {
      const response = await fetch(baseUrl + variant, { redirect: 'manual' })
      expect(response.status, variant).toBe(301)
      locations.add(response.headers.get('location'))
    }
    expect(locations.size).toBe(1)
  })

  it('uses 302 for a temporary redirect', async () => {
    const temporary = documents.find(
      (document) =>
        document.permanent === false && document.to?.type === 'internal' && document.to.internal?.visible !== false,
    )!
    expect((await fetch(baseUrl + temporary.from, { redirect: 'manual' })).status).toBe(302)
  })

  it('an old path whose page is gone gives the page-not-found page with a search box', async () => {
    const gone = documents.filter((document) => document.to?.internal?.visible === false)
    expect(gone.length).toBeGreaterThan(0)
    for (const document of gone) {
      const response = await fetch(baseUrl + document.from, { redirect: 'manual' })
      expect(response.status, document.from as string).toBe(404)
      expect(await response.text()).toContain('role="search"')
    }
  })

  it('an old path with no redirect document goes by its pattern to the page that exists now, keeping its query', async () => {
    const paths = documents.map((document) => normalizePath(document.from ?? ''))
    const cases: Array<[from: string, to: string]> = [
      ['/service/home-care-packages-greenway', '/services/home-care-packages-greenway'],
      ['/office/penrith-family-centre', '/locations/penrith-family-centre'],
      ['/Story/How-Respite-Gave-Sam-And-His-Mum-A-Break/', '/articles/how-respite-gave-sam-and-his-mum-a-break'],
    ]
    for (const [from, to] of cases) {
      expect(paths, `${from} has a redirect document`).not.toContain(normalizePath(from))
      const response = await fetch(`${baseUrl}${from}?utm_source=newsletter`, { redirect: 'manual' })
      expect(response.status, from).toBe(301)
      expect(response.headers.get('location'), from).toBe(`${to}?utm_source=newsletter`)
      expect((await fetch(baseUrl + to)).status, to).toBe(200)
    }
  })

  it('an old path that matches nothing gives the 404 page with its words in the search box, not in the title', async ({
    newPage,
  }) => {
    const page = await newPage()
    const response = await page.goto(`${baseUrl}/story/amiras-family-settles-in?q=private`)
    expect(response?.status()).toBe(404)
    expect(await page.locator('#not-found-search').inputValue()).toBe('amiras family settles in')
    expect(await page.title()).not.toContain('amiras family settles in')
    expect(await page.title()).not.toContain('private')
    await page.getByRole('search', { name: 'Search for a page' }).getByRole('button', { name: 'Search' }).click()
    await page.waitForURL(/\/search\?/)
    expect(new URL(page.url()).searchParams.get('q')).toBe('amiras family settles in')
  })

  it('an absolute target makes the browser do a full navigation, and a client-side link follows the redirect', async ({
    newPage,
  }) => {
    const external = documents.find((document) => document.to?.type === 'external')!
    const response = await fetch(baseUrl + external.from, { redirect: 'manual' })
    expect(response.headers.get('location')).toBe(external.to?.external)

    const page = await newPage()
    await page.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Outside</title>' }),
    )
    await page.goto(baseUrl + '/about-us', { waitUntil: 'networkidle' })
    const internal = documents.find((document) => document.from?.startsWith('/story/'))!
    // A client-side navigation to an old link, as a link in the page would make.
    await page.evaluate((path) => {
      const link = document.createElement('a')
      link.href = path
      link.textContent = 'old link'
      link.id = 'old-link'
      document.querySelector('main')?.append(link)
    }, internal.from!)
    await page.click('#old-link')
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/articles\//)
  })
})
