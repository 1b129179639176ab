import { inject } from 'vitest'
import Validator from '@adobe/structured-data-validator'
import type { Page } from 'playwright-core'
import { describe, expect, test as it, waitForHydration } from './support/fixture'

const baseUrl = inject('baseUrl')

type Node = Record<string, unknown> & { '@type'?: string }

const LD_JSON = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g

/** Every JSON-LD block of a page as served, parsed (a block that is not JSON fails the test). */
async function jsonLdOf(path: string): Promise<Node[]> {
  const response = await fetch(`${baseUrl}${path}`)
  expect(response.status, path).toBe(200)
  const html = await response.text()
  return [...html.matchAll(LD_JSON)].map((match) => {
    // Serialised with < > & escaped (as \u003c …): no text in it can end the script element.
    expect(match[1]).not.toMatch(/[<>]/)
    const node = JSON.parse(match[1] as string) as Node
    expect(node['@context']).toBe('https://schema.org')
    return node
  })
}

/**
 * What Google's rich-result rules (required properties and their value types) find wrong, as
 * @adobe/structured-data-validator checks them offline. Its warnings (optional properties) are not errors.
 */
async function richResultErrors(nodes: Node[]): Promise<string[]> {
  const jsonld: Record<string, Node[]> = {}
  for (const node of nodes) (jsonld[String(node['@type'])] ??= []).push(structuredClone(node))
  const issues = await new Validator().validate({ jsonld })
  return issues.filter((issue) => issue.severity === 'ERROR').map((issue) => `${issue.rootType}: ${issue.issueMessage}`)
}

function ofType(nodes: Node[], type: string): Node {
  const found = nodes.filter((node) => node['@type'] === type)
  expect(
    found.map((node) => node['@type']),
    `one ${type} in ${JSON.stringify(nodes.map((node) => node['@type']))}`,
  ).toEqual([type])
  return found[0] as Node
}

/** Every string in a node that looks like a URL starts with SITE_URL (the test server's own address). */
function expectUrlsOnSite(node: unknown) {
  const urls: string[] = []
  const walk = (value: unknown) => {
    if (typeof value === 'string' && /^[a-z]+:\/\//i.test(value) && !value.startsWith('https://schema.org'))
      urls.push(value)
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  walk(node)
  expect(urls.length).toBeGreaterThan(0)
  for (const url of urls) expect(url.startsWith(`${baseUrl}/`), url).toBe(true)
}

function crumbs(node: Node): Array<[number, string, string]> {
  return (node.itemListElement as Array<{ '@type': string; position: number; name: string; item: string }>).map(
    (item) => {
      expect(item['@type']).toBe('ListItem')
      return [item.position, item.name, item.item]
    },
  )
}

describe('structured data (JSON-LD)', () => {
  it('says on the home page who the organisation is and how to search the site', async () => {
    const nodes = await jsonLdOf('/')
    const organization = ofType(nodes, 'Organization')
    expect(organization).toMatchObject({
      '@id': `${baseUrl}/#organization`,
      name: 'Altogether better care',
      url: `${baseUrl}/`,
      logo: `${baseUrl}/logo.png`,
    })
    // The logo is there, a PNG of at least 112 × 112 pixels, as Google asks.
    const logo = await fetch(organization.logo as string)
    expect(logo.status).toBe(200)
    expect(logo.headers.get('content-type')).toBe('image/png')
    const png = Buffer.from(await logo.arrayBuffer())
    // A PNG's IHDR chunk holds its width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)].every((side) => side >= 112)).toBe(true)
    const website = ofType(nodes, 'WebSite')
    expect(website.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${baseUrl}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    })
    expect(nodes).toHaveLength(2)
    nodes.forEach(expectUrlsOnSite)
    expect(await richResultErrors(nodes)).toEqual([])
  })

  it('describes a service: provider, area, audience and a free offer', async () => {
    const nodes = await jsonLdOf('/services/aged-care-navigation-frankston')
    const service = ofType(nodes, 'Service')
    expect(service).toMatchObject({
      url: `${baseUrl}/services/aged-care-navigation-frankston`,
      provider: { '@type': 'Organization', '@id': `${baseUrl}/#organization` },
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'AUD' },
    })
    expect(service.name).toEqual(expect.any(String))
    expect(service.areaServed).toEqual(expect.arrayContaining([{ '@type': 'AdministrativeArea', name: 'VIC' }]))
    expect((service.audience as unknown[]).length).toBeGreaterThan(0)
    const breadcrumbs = crumbs(ofType(nodes, 'BreadcrumbList'))
    expect(breadcrumbs[0]).toEqual([1, 'Home', `${baseUrl}/`])
    expect(breadcrumbs[1]).toEqual([2, 'Services', `${baseUrl}/services`])
    expect(breadcrumbs.at(-1)?.[2]).toBe(`${baseUrl}/services/aged-care-navigation-frankston`)
    nodes.forEach(expectUrlsOnSite)
    expect(await richResultErrors(nodes)).toEqual([])
  })

  it('describes a location with its address, place on the map and opening hours', async () => {
    const nodes = await jsonLdOf('/locations/parramatta-community-hub')
    const place = ofType(nodes, 'LocalBusiness')
    expect(place).toMatchObject({
      url: `${baseUrl}/locations/parramatta-community-hub`,
      address: { '@type': 'PostalAddress', addressRegion: 'NSW', addressCountry: 'AU' },
    })
    expect(place.geo).toMatchObject({
      '@type': 'GeoCoordinates',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    })
    const hours = place.openingHoursSpecification as Array<Record<string, unknown>>
    expect(hours.slice(0, 3)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'],
        opens: '09:00',
        closes: '17:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '09:00', closes: '15:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'PublicHolidays', opens: '00:00', closes: '00:00' },
    ])
    // Then the public holidays of the next two weeks, if any, each closed on its date.
    for (const holiday of hours.slice(3))
      expect(holiday).toMatchObject({ validFrom: holiday.validThrough, opens: '00:00', closes: '00:00' })
    expect(crumbs(ofType(nodes, 'BreadcrumbList')).map(([, name]) => name)).toEqual(['Home', 'Locations', place.name])
    nodes.forEach(expectUrlsOnSite)
    expect(await richResultErrors(nodes)).toEqual([])
  })

  it('describes an article: headline, dates, image, author and publisher', async () => {
    const nodes = await jsonLdOf('/articles/using-your-ndis-plan')
    const article = ofType(nodes, 'Article')
    expect(article).toMatchObject({
      datePublished: '2024-08-20T09:00:00Z',
      author: { '@type': 'Person', name: 'Sophie Marsh' },
      publisher: { '@type': 'Organization', '@id': `${baseUrl}/#organization` },
      mainEntityOfPage: `${baseUrl}/articles/using-your-ndis-plan`,
    })
    expect(article.headline).toEqual(expect.any(String))
    expect(article.image).toMatch(new RegExp(`^${baseUrl}/`))
    expect(crumbs(ofType(nodes, 'BreadcrumbList')).map(([, name]) => name)).toEqual([
      'Home',
      'News and stories',
      article.headline,
    ])
    nodes.forEach(expectUrlsOnSite)
    expect(await richResultErrors(nodes)).toEqual([])
  })

  it('describes an open role as a job posting open until its closing date', async () => {
    const nodes = await jsonLdOf('/work-with-us/careers/open-roles/aboriginal-family-worker-darwin')
    const posting = ofType(nodes, 'JobPosting')
    expect(posting).toMatchObject({
      title: 'Aboriginal Family Worker',
      validThrough: '2031-01-31',
      datePosted: '2026-08-02T00:00:00Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', '@id': `${baseUrl}/#organization` },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Darwin', addressRegion: 'NT', addressCountry: 'AU' },
      },
    })
    // The role's pay, '$80,000 to $87,000 plus super, salary packaging and a remote allowance', in numbers.
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'AUD',
      value: { '@type': 'QuantitativeValue', minValue: 80000, maxValue: 87000, unitText: 'YEAR' },
    })
    ofType(nodes, 'BreadcrumbList')
    nodes.forEach(expectUrlsOnSite)
    expect(await richResultErrors(nodes)).toEqual([])
  })

  it('keeps a closed role’s breadcrumbs but no longer calls it a job posting', async () => {
    const nodes = await jsonLdOf('/work-with-us/careers/open-roles/community-transport-coordinator-bendigo')
    expect(nodes.map((node) => node['@type'])).toEqual(['BreadcrumbList'])
  })

  it('gives a nested content page its breadcrumbs and its questions and answers', async () => {
    const nodes = await jsonLdOf('/get-help/browsing-safely')
    const breadcrumbs = crumbs(ofType(nodes, 'BreadcrumbList'))
    expect(breadcrumbs.map(([position]) => position)).toEqual([1, 2, 3])
    expect(breadcrumbs[1]?.[2]).toBe(`${baseUrl}/get-help`)
    expect(breadcrumbs[2]?.[2]).toBe(`${baseUrl}/get-help/browsing-safely`)
    const faq = ofType(nodes, 'FAQPage')
    const questions = faq.mainEntity as Array<{
      '@type': string
      name: string
      acceptedAnswer: { '@type': string; text: string }
    }>
    expect(questions.length).toBeGreaterThan(0)
    for (const question of questions) {
      expect(question['@type']).toBe('Question')
      expect(question.name.length).toBeGreaterThan(0)
      expect(question.acceptedAnswer['@type']).toBe('Answer')
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(0)
    }
    expect(await richResultErrors(nodes)).toEqual([])
  })

  it('gives the pages with a breadcrumb trail a BreadcrumbList', async () => {
    for (const path of [
      '/services/category/aged-care',
      '/services/filter',
      '/policies-and-statements/accessibility-statement',
    ]) {
      const nodes = await jsonLdOf(path)
      const breadcrumbs = crumbs(ofType(nodes, 'BreadcrumbList'))
      expect(breadcrumbs.at(-1)?.[2], path).toBe(`${baseUrl}${path}`)
      expect(await richResultErrors(nodes), path).toEqual([])
    }
  })

  it('keeps what a visitor typed out of JSON-LD, and search results and booking pages have none', async () => {
    expect(await jsonLdOf('/search?q=meals+wheels')).toEqual([])
    expect(await jsonLdOf('/search')).toEqual([])
    expect(await jsonLdOf('/booking/counselling-appointment')).toEqual([])
    const finder = JSON.stringify(await jsonLdOf('/services/filter?q=zebrafinch'))
    expect(finder).not.toContain('zebrafinch')
  })

  it('is in the page once: not sent again as loader data for hydration', async () => {
    const path = '/services/home-care-packages-greenway'
    const html = await (await fetch(`${baseUrl}${path}`)).text()
    const types = (await jsonLdOf(path)).map((node) => node['@type'])
    expect(types).toEqual(['Service', 'BreadcrumbList'])
    for (const type of types) expect(html.split(`"@type":"${type}"`).length - 1, type).toBe(1)
  })

  describe('in the browser', () => {
    const typesInPage = (page: Page) =>
      page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map((script) => (JSON.parse(script.textContent) as { '@type'?: unknown })['@type']),
        )

    it('breaks no Content-Security-Policy rule, loaded and after a client navigation', async ({ page, pageErrors }) => {
      const problems = pageErrors.messages
      const path = '/articles/using-your-ndis-plan'
      const served = (await jsonLdOf(path)).map((node) => JSON.stringify(node))
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
      // Hydrated, the page keeps the server's JSON-LD as it was.
      await waitForHydration(page)
      const inPage = () =>
        page
          .locator('script[type="application/ld+json"]')
          .evaluateAll((scripts) => scripts.map((script) => JSON.stringify(JSON.parse(script.textContent))))
      expect(await inPage()).toEqual(served)
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click()
      await page.waitForURL(`${baseUrl}/`)
      await expect.poll(() => typesInPage(page), { timeout: 5000 }).toEqual(['Organization', 'WebSite'])
      // Back again, the article's nodes come with its loader data, the same as the server wrote them.
      await page.goBack()
      await page.waitForURL(`${baseUrl}${path}`)
      await expect.poll(inPage, { timeout: 5000 }).toEqual(served)
      expect(problems.filter((text) => /content security policy|refused to/i.test(text))).toEqual([])
      expect(problems).toEqual([])
    })
  })
})
