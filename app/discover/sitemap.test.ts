import { describe, expect, it } from 'vitest'
import { parseSitemapPart, sitemapPartXml, sitemapXml, w3cDatetime, type SitemapEntry } from './sitemap'

const SITE = 'https://www.altogether.example'
const entries = (count: number): SitemapEntry[] =>
  Array.from({ length: count }, (_, index) => ({
    path: `/services/service-${String(index + 1).padStart(2, '0')}`,
    lastmod: `2025-01-${String((index % 28) + 1).padStart(2, '0')}T00:00:00Z`,
  }))
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])

describe('the sitemap', () => {
  it('lists every entry in one urlset with its lastmod while they fit', () => {
    const xml = sitemapXml(
      [
        { path: '/', lastmod: '2025-02-01T10:00:00Z' },
        { path: '/services/home-care', lastmod: null },
      ],
      SITE,
      2,
    )
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )
    expect(xml).toContain(
      '<url><loc>https://www.altogether.example/</loc><lastmod>2025-02-01T10:00:00Z</lastmod></url>',
    )
    expect(xml).toContain('<url><loc>https://www.altogether.example/services/home-care</loc></url>')
    expect(xml).not.toContain('sitemapindex')
  })

  it('becomes an index of child sitemaps over the limit, each part holding at most the limit, in order', () => {
    const all = entries(7)
    const index = sitemapXml(all, SITE, 3)
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(index).not.toContain('<urlset')
    expect(locs(index)).toEqual([`${SITE}/sitemaps/1.xml`, `${SITE}/sitemaps/2.xml`, `${SITE}/sitemaps/3.xml`])
    // Each part's lastmod is the latest of its entries.
    expect(index).toContain(`<loc>${SITE}/sitemaps/2.xml</loc><lastmod>2025-01-06T00:00:00Z</lastmod>`)
    const parts = [1, 2, 3].map((number) => sitemapPartXml(all, number, SITE, 3) ?? '')
    expect(parts.map((part) => locs(part).length)).toEqual([3, 3, 1])
    expect(parts.flatMap(locs)).toEqual(all.map((entry) => SITE + entry.path))
    expect(sitemapPartXml(all, 4, SITE, 3)).toBeNull()
    expect(sitemapPartXml(all, 0, SITE, 3)).toBeNull()
  })

  it('has no parts when it is not split', () => {
    expect(sitemapPartXml(entries(3), 1, SITE, 3)).toBeNull()
    expect(sitemapXml(entries(3), SITE, 3)).toContain('<urlset')
  })

  it('splits at the protocol limit of 50,000 URLs by default', () => {
    expect(sitemapXml(entries(2), SITE)).toContain('<urlset')
    const many = Array.from({ length: 50_001 }, (_, index) => ({ path: `/p/${index}`, lastmod: null }))
    expect(locs(sitemapXml(many, SITE))).toEqual([`${SITE}/sitemaps/1.xml`, `${SITE}/sitemaps/2.xml`])
    expect(locs(sitemapPartXml(many, 2, SITE) ?? '')).toEqual([`${SITE}/p/50000`])
  })

  it('gives each address as a URL (quotes and brackets percent-encoded) and escapes what XML cannot hold as text', () => {
    expect(sitemapXml([{ path: "/articles?category=a&page=2'<x>", lastmod: null }], SITE, 10)).toContain(
      '<loc>https://www.altogether.example/articles?category=a&amp;page=2%27%3Cx%3E</loc>',
    )
  })

  it('reads child sitemap names and nothing else', () => {
    expect(parseSitemapPart('1.xml')).toBe(1)
    expect(parseSitemapPart('12.xml')).toBe(12)
    for (const name of ['0.xml', '01.xml', '1', '1.xml.gz', 'x.xml', '', undefined])
      expect(parseSitemapPart(name)).toBeUndefined()
  })

  it('writes lastmod as a W3C datetime in UTC', () => {
    expect(w3cDatetime('2024-09-13T21:04:44Z')).toBe('2024-09-13T21:04:44Z')
    expect(w3cDatetime('2024-09-13T21:04:44.123+10:00')).toBe('2024-09-13T11:04:44Z')
    expect(w3cDatetime('not a date')).toBeNull()
    expect(w3cDatetime(null)).toBeNull()
  })
})
