import { vercelStegaClean as stegaClean } from '@vercel/stega'
import type { MetaDescriptor } from 'react-router'
import type { Organization, Thing, WithContext } from 'schema-dts'
import type { PageImage } from '~/content/images'
import { absoluteImageUrl, canonicalUrl } from '~/shell/seo'
import { absoluteUrl } from '~/lib/addresses/site-url'
import { PRODUCT } from '~/lib/titles/page-title'

/**
 * Structured data (JSON-LD, schema.org) for search engines, one builder per page type in this folder.
 * Builders are pure: they take the data a page's loader already returned and SITE_URL (never the
 * request's Host, never what a visitor typed) and give schema.org objects, type-checked by schema-dts
 * (types only: nothing of it reaches the browser's bundle). Decision 0019.
 */
export type JsonLd = WithContext<Thing>

/** What every builder needs to know about the site: its address (SITE_URL) and the organisation's name. */
export interface SiteIdentity {
  siteUrl: string
  name: string
  phone?: string | null
}

/**
 * The site identity from the root loader's data in the first route match (its `seo.siteUrl` is SITE_URL),
 * or undefined when the root loader gave none (an error page): then a page has no JSON-LD.
 */
export function siteIdentity(matches: ReadonlyArray<{ loaderData?: unknown } | undefined>): SiteIdentity | undefined {
  const root = matches[0]?.loaderData as
    | {
        seo?: { siteUrl?: string }
        settings?: { title?: string | null; contact?: { phone?: string | null } | null } | null
      }
    | undefined
  const siteUrl = root?.seo?.siteUrl
  if (!siteUrl) return undefined
  return { siteUrl, name: root.settings?.title?.trim() || PRODUCT, phone: root.settings?.contact?.phone ?? null }
}

/** An image's absolute share-size URL on SITE_URL, or undefined without an image or asset settings. */
export function siteImageUrl(site: SiteIdentity, image: PageImage | null | undefined): string | undefined {
  return image?.src ? absoluteImageUrl(image, site.siteUrl) : undefined
}

/** The organisation's node id: the home page's Organization, which other pages' nodes name by it. */
export function organizationId(site: SiteIdentity): string {
  return `${absoluteUrl(site.siteUrl, '/')}#organization`
}

/** The organisation as other nodes name it (provider, publisher, hiring organisation): short, by id. */
export function organizationRef(site: SiteIdentity): Organization {
  return { '@type': 'Organization', '@id': organizationId(site), name: site.name, url: absoluteUrl(site.siteUrl, '/') }
}

/**
 * Meta descriptors that React Router's <Meta /> renders as `<script type="application/ld+json">`,
 * serialised compactly with `<`, `>` and `&` escaped (so a `</script>` in a title cannot end the block).
 */
export function jsonLdMeta(...nodes: ReadonlyArray<JsonLd | null | undefined>): MetaDescriptor[] {
  // In visual editing (preview) texts carry invisible edit links (stega): never in structured data.
  return nodes.filter((node): node is JsonLd => Boolean(node)).map((node) => ({ 'script:ld+json': stegaClean(node) }))
}

/** A trimmed non-empty string, or undefined: unknown data is left out rather than sent empty. */
export function known(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

/** The page's canonical URL (SITE_URL and the path of the last route match), as its canonical link says. */
export function pageUrl(site: SiteIdentity, matches: ReadonlyArray<{ pathname?: string } | undefined>): string {
  return canonicalUrl(site.siteUrl, matches.at(-1)?.pathname ?? '/')
}
