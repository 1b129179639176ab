import { href } from 'react-router'
import { absoluteUrl } from '~/lib/addresses/site-url'

/**
 * The sitemaps protocol (https://www.sitemaps.org/protocol.html): one <urlset> of at most 50,000
 * URLs, or, above that, a <sitemapindex> at /sitemap.xml naming child sitemaps of up to 50,000 URLs
 * each at /sitemaps/{n}.xml (below the index's folder, as Google asks).
 */

/** The protocol's limit of URLs in one sitemap file (each of ours is far below its 50 MB). */
export const SITEMAP_URL_LIMIT = 50_000

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n'

export interface SitemapEntry {
  /** A path on the site, from the link resolver: '/', '/services/home-care'. */
  path: string
  /** When the document was last changed, as a W3C datetime; null when unknown. */
  lastmod: string | null
}

/** The child sitemap's path for part `number` (from 1) of a split sitemap. */
export function sitemapPartPath(number: number): string {
  return href('/sitemaps/:part', { part: `${number}.xml` })
}

/** The part number a child sitemap's last path segment names ('3.xml' → 3); undefined for anything else. */
export function parseSitemapPart(segment: string | undefined): number | undefined {
  const match = /^([1-9]\d{0,5})\.xml$/.exec(segment ?? '')
  return match ? Number(match[1]) : undefined
}

/** How many child sitemaps the entries need: 0 when they fit in one urlset. */
export function sitemapPartCount(entryCount: number, limit = SITEMAP_URL_LIMIT): number {
  return entryCount > limit ? Math.ceil(entryCount / limit) : 0
}

/**
 * /sitemap.xml: every entry in one urlset when they fit, otherwise an index of the child sitemaps,
 * each with the latest lastmod of its entries. Entries must come in a stable order (the parts are
 * asked for separately).
 */
export function sitemapXml(entries: readonly SitemapEntry[], siteUrl: string, limit = SITEMAP_URL_LIMIT): string {
  const parts = sitemapPartCount(entries.length, limit)
  if (!parts) return urlsetXml(entries, siteUrl)
  const sitemaps = Array.from({ length: parts }, (_, index) => {
    const lastmod = latest(entries.slice(index * limit, (index + 1) * limit))
    return `<sitemap><loc>${escapeXml(absoluteUrl(siteUrl, sitemapPartPath(index + 1)))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`
  })
  return `${XML_HEADER}<sitemapindex xmlns="${NAMESPACE}">\n${sitemaps.join('\n')}\n</sitemapindex>\n`
}

/** /sitemaps/{number}.xml: that part's urlset, or null when the sitemap is not split or has no such part. */
export function sitemapPartXml(
  entries: readonly SitemapEntry[],
  number: number,
  siteUrl: string,
  limit = SITEMAP_URL_LIMIT,
): string | null {
  if (number < 1 || number > sitemapPartCount(entries.length, limit)) return null
  return urlsetXml(entries.slice((number - 1) * limit, number * limit), siteUrl)
}

function urlsetXml(entries: readonly SitemapEntry[], siteUrl: string): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(absoluteUrl(siteUrl, entry.path))}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
  )
  return `${XML_HEADER}<urlset xmlns="${NAMESPACE}">\n${urls.join('\n')}${urls.length ? '\n' : ''}</urlset>\n`
}

function latest(entries: readonly SitemapEntry[]): string | null {
  let found: string | null = null
  for (const { lastmod } of entries) if (lastmod && (!found || Date.parse(lastmod) > Date.parse(found))) found = lastmod
  return found
}

/** A document's _updatedAt as a W3C datetime in UTC to the second ('2024-09-13T21:04:44Z'); null when it is not a date. */
export function w3cDatetime(value: string | null | undefined): string | null {
  const time = value ? Date.parse(value) : Number.NaN
  return Number.isNaN(time) ? null : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[character]};`,
  )
}
