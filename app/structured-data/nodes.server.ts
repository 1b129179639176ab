import type { Organization, Thing, WithContext } from 'schema-dts'
import type { PageImage } from '~/content/images'
import { absoluteImageUrl } from '~/shell/seo'
import { absoluteUrl } from '~/lib/addresses/site-url'

/**
 * Structured data (JSON-LD, schema.org) for search engines, one builder per page type in this folder.
 * Builders are pure: they take the data a page's loader already has and SITE_URL (never the request's
 * Host, never what a visitor typed) and give schema.org objects, type-checked by schema-dts (types
 * only). They run in loaders (`for-page.server.ts`): none of this folder's code reaches the browser.
 * Decision 0019.
 */
export type JsonLd = WithContext<Thing>

/** What every builder needs to know about the site: its address (SITE_URL) and the organisation's name. */
export interface SiteIdentity {
  siteUrl: string
  name: string
  phone?: string | null
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

/** A trimmed non-empty string, or undefined: unknown data is left out rather than sent empty. */
export function known(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}
