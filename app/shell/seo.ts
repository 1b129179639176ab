import type { MetaDescriptor } from 'react-router'
import { seoImageUrl, SEO_IMAGE, type AssetConfig } from '~/content/assets'
import type { SanityImageSource } from '@sanity/image-url'
import { pageTitle, titleFromPath } from './title'

/** SPEC 9: the default share-card type. */
export const SHARE_CARD = 'summary_large_image'

export interface SeoFields {
  title?: string | null
  description?: string | null
  image?: (SanityImageSource & { asset: unknown }) | null
  noIndex?: boolean | null
}

export interface SeoDefaults {
  description: string | null
  imageUrl: string | null
  noIndex: boolean
  /** SPEC 2: for a page with no title of its own, the last segment of its path in words. */
  fallbackTitle?: string
}

/** The site-wide SEO defaults, with the share image as an absolute 1200 × 630 URL. */
export function seoDefaults(seo: SeoFields | null | undefined, assets: AssetConfig, requestUrl: string): SeoDefaults {
  return {
    description: seo?.description ?? null,
    imageUrl: seo?.image?.asset ? absoluteImageUrl(seo.image, assets, requestUrl) : null,
    noIndex: seo?.noIndex === true,
  }
}

export function absoluteImageUrl(image: SanityImageSource, assets: AssetConfig, requestUrl: string): string {
  return new URL(seoImageUrl(assets, image), requestUrl).href
}

/** Title, description and share-card tags for a page, falling back to the site defaults. */
export function seoMeta(page: { title?: string | null; description?: string | null; imageUrl?: string | null; noIndex?: boolean | null }, defaults: SeoDefaults | undefined): MetaDescriptor[] {
  const title = pageTitle(page.title?.trim() || defaults?.fallbackTitle)
  const description = page.description ?? defaults?.description ?? null
  const imageUrl = page.imageUrl ?? defaults?.imageUrl ?? null
  const tags: MetaDescriptor[] = [
    { title },
    { property: 'og:title', content: title },
    { property: 'og:type', content: 'website' },
    { name: 'twitter:card', content: SHARE_CARD },
  ]
  if (description) tags.push({ name: 'description', content: description }, { property: 'og:description', content: description })
  if (imageUrl) {
    tags.push(
      { property: 'og:image', content: imageUrl },
      { property: 'og:image:width', content: String(SEO_IMAGE.width) },
      { property: 'og:image:height', content: String(SEO_IMAGE.height) },
    )
  }
  if (page.noIndex || defaults?.noIndex) tags.push({ name: 'robots', content: 'noindex' })
  return tags
}

interface SeoDocument {
  title: string | null
  summary?: string | null
  seo?: { title: string | null; description: string | null; noIndex: boolean | null } | null
}

/** The site-wide SEO defaults the root loader put in the first route match, and the page's fallback title from its path. */
export function rootSeoDefaults(matches: ReadonlyArray<{ loaderData?: unknown; pathname?: string } | undefined>): SeoDefaults | undefined {
  const seo = (matches[0]?.loaderData as { seo?: SeoDefaults } | undefined)?.seo
  const pathname = matches.at(-1)?.pathname
  if (!seo) return undefined
  return pathname ? { ...seo, fallbackTitle: titleFromPath(pathname) } : seo
}

/** Meta tags for a page built from one CMS document: its SEO fields first, then its title and summary. */
export function documentMeta(document: SeoDocument | undefined, matches: ReadonlyArray<{ loaderData?: unknown; pathname?: string } | undefined>): MetaDescriptor[] {
  if (!document) return []
  return seoMeta(
    { title: document.seo?.title ?? document.title, description: document.seo?.description ?? document.summary, noIndex: document.seo?.noIndex },
    rootSeoDefaults(matches),
  )
}
