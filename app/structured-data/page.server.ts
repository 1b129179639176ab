import { vercelStegaClean as stegaClean } from '@vercel/stega'
import { createContext, type RouterContextProvider } from 'react-router'
import { env } from '~/config/env.server'
import { loadQuery } from '~/content/load.server'
import { settingsQuery } from '~/content/queries/site'
import { documentRequestContext } from '~/http/document-request'
import { visitorPath } from '~/http/request-path'
import { PRODUCT } from '~/lib/titles/page-title'
import { canonicalUrl } from '~/shell/seo'
import type { JsonLdBlock, PageJsonLd } from './json-ld'
import type { JsonLd, SiteIdentity } from './nodes.server'

/** The JSON-LD a page's loader left out of its data on this request, for entry.server's render. */
export const keptJsonLdContext = createContext<JsonLdBlock[] | null>(null)

/**
 * A page's JSON-LD, made by its loader and returned as `jsonLd`, which `<StructuredData />` writes into
 * the head. `build` is given the site's identity (SITE_URL, never the request's Host; the
 * organisation's name and phone from the site settings) and the page's canonical URL, and returns the
 * page's nodes (null or undefined for a node the page does not have). No builder reaches the browser.
 * On a page's first load (documentRequestContext) the nodes stay on the server for its render, and the
 * loader data says only how many there are; any other time (a client navigation, preview) they go
 * whole. Decision 0019.
 */
export async function pageJsonLd(
  request: Request,
  context: Readonly<RouterContextProvider>,
  build: (site: SiteIdentity, url: string) => ReadonlyArray<JsonLd | null | undefined>,
): Promise<PageJsonLd> {
  const settings = await loadQuery(request, settingsQuery)
  const site: SiteIdentity = {
    siteUrl: env().SITE_URL,
    name: settings?.title?.trim() || PRODUCT,
    phone: settings?.contact?.phone ?? null,
  }
  const nodes = build(site, canonicalUrl(site.siteUrl, decodedPath(visitorPath(request))))
  // In visual editing (preview) texts carry invisible edit links (stega): never in structured data.
  const blocks = nodes.filter((node): node is JsonLd => Boolean(node)).map((node) => stegaClean(node) as JsonLdBlock)
  if (!context.get(documentRequestContext) || !blocks.length) return blocks
  context.set(keptJsonLdContext, blocks)
  return { kept: blocks.length }
}

/** The page's path (without a client navigation's `.data`) with each segment decoded, as route matches give it (canonicalUrl encodes them again). */
function decodedPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })
    .join('/')
}
