import type { MetaDescriptor } from 'react-router'
import { SHARE_IMAGE, shareImageUrl, type PageImage } from '~/content/images'
import { absoluteUrl } from '~/lib/addresses/site-url'
import { everyTextWithoutEditLinks, withoutEditLinks } from '~/content/visual-editing/without-edit-links'
import { pageTitle, titleFromPath } from '~/lib/titles/page-title'

/** SPEC 9: the default share-card type. */
export const SHARE_CARD = 'summary_large_image'

export interface SeoFields {
  title?: string | null
  description?: string | null
  image?: PageImage | null
  noIndex?: boolean | null
}

export interface SeoDefaults {
  /** SITE_URL: the origin every absolute URL starts with (never the request's Host). */
  siteUrl: string
  description: string | null
  imageUrl: string | null
  noIndex: boolean
  /** SPEC 2: for a page with no title of its own, the last segment of its path in words. */
  fallbackTitle?: string
  /** The page's path, for its canonical URL. */
  path?: string
}

/** The site-wide SEO defaults, with the share image as an absolute 1200 × 630 URL on SITE_URL. */
export function seoDefaults(seo: SeoFields | null | undefined, siteUrl: string): SeoDefaults {
  return {
    siteUrl,
    description: seo?.description ?? null,
    imageUrl: seo?.image?.src ? absoluteImageUrl(seo.image, siteUrl) : null,
    noIndex: seo?.noIndex === true,
  }
}

/** An image's share card (SHARE_IMAGE) as an absolute URL on SITE_URL. */
export function absoluteImageUrl(image: PageImage, siteUrl: string): string {
  return new URL(shareImageUrl(image), siteUrl).href
}

/**
 * What the query string may add to a canonical URL: only parameters that define a page of their own
 * (a list's category, state or page number), never what a visitor typed. Empty values are left out.
 */
export type CanonicalQuery = ReadonlyArray<readonly [name: string, value: string | number | null | undefined]>

/**
 * The canonical URL of a path on the site: SITE_URL, the path (decoded, as route matches give it)
 * without empty segments or a trailing slash (the home page is '/'), and only the query parameters given (docs/decisions/0018-site-url-and-sitemap.md).
 */
export function canonicalUrl(siteUrl: string, path: string, query: CanonicalQuery = []): string {
  // Route matches give the path decoded: each segment is encoded again (as the link resolver encodes slugs).
  const segments = path.split('/').filter(Boolean).map(encodeURIComponent)
  const url = new URL(absoluteUrl(siteUrl, `/${segments.join('/')}`))
  for (const [name, value] of query)
    if (value !== null && value !== undefined && value !== '') url.searchParams.append(name, String(value))
  return url.href
}

/** What Open Graph says of an article (ogp.me, 'article'): each left out when the content does not know it. */
export interface ArticleSeo {
  /** ISO 8601: when it was published, and when last changed. */
  publishedTime?: string | null
  modifiedTime?: string | null
  /** Its category. */
  section?: string | null
}

export interface PageSeo {
  title?: string | null
  description?: string | null
  imageUrl?: string | null
  noIndex?: boolean | null
  /** The query parameters that make this page what it is (see canonicalUrl). */
  canonicalQuery?: CanonicalQuery
  /** Set on an article's page: og:type is 'article' (every other page is a 'website'), with these. */
  article?: ArticleSeo
}

function articleTags(article: ArticleSeo): MetaDescriptor[] {
  const tags: Array<[string, string | null | undefined]> = [
    ['article:published_time', article.publishedTime],
    ['article:modified_time', article.modifiedTime],
    ['article:section', article.section],
  ]
  return tags
    .filter((tag): tag is [string, string] => Boolean(tag[1]?.trim()))
    .map(([property, content]) => ({ property, content }))
}

/** Title, description, canonical link and share-card tags for a page, falling back to the site defaults. */
export function seoMeta(page: PageSeo, defaults: SeoDefaults | undefined): MetaDescriptor[] {
  const title = pageTitle(page.title?.trim() || defaults?.fallbackTitle)
  const description = page.description ?? defaults?.description ?? null
  const imageUrl = page.imageUrl ?? defaults?.imageUrl ?? null
  const tags: MetaDescriptor[] = [
    { title },
    { property: 'og:title', content: title },
    { property: 'og:type', content: page.article ? 'article' : 'website' },
    ...(page.article ? articleTags(page.article) : []),
    { name: 'twitter:card', content: SHARE_CARD },
  ]
  if (defaults?.siteUrl && defaults.path) {
    const canonical = canonicalUrl(defaults.siteUrl, defaults.path, page.canonicalQuery)
    tags.push({ tagName: 'link', rel: 'canonical', href: canonical }, { property: 'og:url', content: canonical })
  }
  if (description)
    tags.push({ name: 'description', content: description }, { property: 'og:description', content: description })
  if (imageUrl) {
    tags.push(
      { property: 'og:image', content: imageUrl },
      { property: 'og:image:width', content: String(SHARE_IMAGE.width) },
      { property: 'og:image:height', content: String(SHARE_IMAGE.height) },
      { name: 'twitter:image', content: imageUrl },
    )
  }
  if (page.noIndex || defaults?.noIndex) tags.push({ name: 'robots', content: 'noindex' })
  // In visual editing (preview) texts carry invisible edit links (stega): never in a title or a meta tag.
  return everyTextWithoutEditLinks(tags)
}

interface SeoDocument {
  title: string | null
  summary?: string | null
  seo?: { title: string | null; description: string | null; noIndex: boolean | null } | null
}

/** The site-wide SEO defaults the root loader put in the first route match, with the page's path and its fallback title from it. */
export function rootSeoDefaults(
  matches: ReadonlyArray<{ loaderData?: unknown; pathname?: string } | undefined>,
): SeoDefaults | undefined {
  const seo = (matches[0]?.loaderData as { seo?: SeoDefaults } | undefined)?.seo
  const pathname = matches.at(-1)?.pathname
  if (!seo) return undefined
  return pathname ? { ...seo, path: pathname, fallbackTitle: titleFromPath(pathname) } : seo
}

/** The document title documentMeta gives a document with a title of its own, for a page that renders its own <title>. */
export function documentTitle(document: SeoDocument): string {
  return withoutEditLinks(pageTitle(document.seo?.title ?? document.title))
}

/**
 * Meta tags for a page built from one CMS document: its SEO fields first, then its title and summary;
 * `article` for an article's page (its Open Graph type and times).
 */
export function documentMeta(
  document: SeoDocument | undefined,
  matches: ReadonlyArray<{ loaderData?: unknown; pathname?: string } | undefined>,
  article?: ArticleSeo,
): MetaDescriptor[] {
  if (!document) return []
  return seoMeta(
    {
      title: document.seo?.title ?? document.title,
      description: document.seo?.description ?? document.summary,
      noIndex: document.seo?.noIndex,
      article,
    },
    rootSeoDefaults(matches),
  )
}
