import type { Article, WithContext } from 'schema-dts'
import { known, organizationRef, type SiteIdentity } from './nodes.server'

/** What an article page's loader gives that the Article node uses (app/content/queries/articles.ts). */
export interface ArticleFacts {
  title: string | null
  summary?: string | null
  publishedAt?: string | null
  updatedAt?: string | null
  author?: { name?: string | null; role?: string | null } | null
}

/** An article page's Article: headline, dates, share image, author where named, published by the organisation. */
export function articleJsonLd(
  site: SiteIdentity,
  article: ArticleFacts,
  url: string,
  imageUrl: string | undefined,
): WithContext<Article> {
  const summary = known(article.summary)
  const author = known(article.author?.name)
  const role = known(article.author?.role)
  const published = known(article.publishedAt)
  const modified = known(article.updatedAt)
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title ?? '',
    url,
    mainEntityOfPage: url,
    publisher: organizationRef(site),
    ...(summary ? { description: summary } : {}),
    ...(published ? { datePublished: published } : {}),
    ...(modified ? { dateModified: modified } : {}),
    ...(imageUrl ? { image: imageUrl } : {}),
    ...(author ? { author: { '@type': 'Person', name: author, ...(role ? { jobTitle: role } : {}) } } : {}),
  }
}
