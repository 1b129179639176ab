import { beforeAll, inject } from 'vitest'
import { PRODUCT } from '~/lib/titles/page-title'
import { publishedContentPages, unpublishedPaths, type ExpectedPage } from './support/site'
import { describe, expect, test as it } from './support/fixture'

const baseUrl = inject('baseUrl')

interface Visit {
  status: number
  title: string | undefined
  html: string
}

const visits = new Map<string, Visit>()

function decode(text: string) {
  return text
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
}

/** Follows every same-origin link from the home page, as a visitor (or a search engine) could. */
async function crawl() {
  const queue = ['/']
  const seen = new Set(queue)
  while (queue.length) {
    const path = queue.shift() as string
    const response = await fetch(baseUrl + path, { redirect: 'manual' })
    const html = response.status === 200 ? await response.text() : ''
    visits.set(path, { status: response.status, title: /<title>([^<]*)<\/title>/.exec(html)?.[1], html })
    if (response.status !== 200) continue
    for (const [, href] of html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)) {
      const url = new URL(decode(href as string), baseUrl + path)
      if (url.origin !== baseUrl || url.pathname.startsWith('/media/')) continue
      const next = url.pathname + url.search
      if (!seen.has(next)) {
        seen.add(next)
        queue.push(next)
      }
    }
  }
}

let expected: ExpectedPage[]

beforeAll(async () => {
  expected = await publishedContentPages()
  await crawl()
}, 180_000)

describe('crawling the site from the home page', () => {
  it('reaches every published page, article, campaign, open role and policy', () => {
    expect(expected.length).toBeGreaterThanOrEqual(12 + 24 + 3 + 8 + 6 + 2)
    const unreached = expected.filter((page) => !visits.has(page.path)).map((page) => page.path)
    expect(unreached).toEqual([])
  })

  it('gets 200 and the right title from each of them', () => {
    for (const page of expected) {
      const visit = visits.get(page.path)
      expect(visit?.status, page.path).toBe(200)
      expect(decode(visit?.title ?? ''), page.path).toBe(`${page.title} - ${PRODUCT}`)
    }
  })

  it('reaches the booking pages from the services they book', () => {
    for (const [path, title] of [
      ['/booking/counselling-appointment', 'Book a counselling appointment'],
      ['/booking/support-coordination-meeting', 'Request a meeting with a support coordinator'],
    ] as const) {
      expect(visits.get(path)?.status, path).toBe(200)
      expect(decode(visits.get(path)?.title ?? ''), path).toBe(`${title} - ${PRODUCT}`)
    }
  })

  it('finds no broken link among the pages this issue serves', () => {
    const broken = [...visits].filter(
      ([, visit]) => visit.status !== 200 && !(visit.status >= 300 && visit.status < 400),
    )
    expect(broken.map(([path, visit]) => `${path} ${visit.status}`)).toEqual([])
  })

  it('never shows drafts or hidden, deleted and inactive documents', async () => {
    for (const [path, visit] of visits) {
      expect(visit.html, path).not.toMatch(/\bDraft\b/)
      expect(visit.html, path).not.toMatch(/\bRetired\b/)
    }
    const drafts = await unpublishedPaths()
    expect(drafts.length).toBeGreaterThanOrEqual(2)
    for (const path of drafts) expect((await fetch(baseUrl + path)).status, path).toBe(404)
  })
})
