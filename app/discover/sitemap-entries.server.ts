import { contentClient, type ContentClient } from '~/content/client.server'
import { internalPath } from '~/content/links'
import { sitemapQuery } from '~/content/queries/sitemap'
import { inTurns } from '~/lib/long-work/turns.server'
import { w3cDatetime, type SitemapEntry } from './sitemap'

/**
 * The pages the sitemap lists, by path, from the published content only (never drafts, whoever
 * asks): what sitemapQuery finds, each at the path the link resolver gives it, so they match the
 * site's routes. None when the site settings ask search engines not to index the site.
 */
export async function sitemapEntries(client?: ContentClient): Promise<SitemapEntry[]> {
  const { siteNoIndex, documents } = await (client ?? (await contentClient())).fetch(sitemapQuery, {}, 'published')
  if (siteNoIndex) return []
  const byPath = new Map<string, SitemapEntry>()
  // In turns: the large dataset's 11,000 documents, read at once, held every other request (decision 0050).
  for await (const document of inTurns(documents)) {
    const path = internalPath(document)
    if (path && !byPath.has(path)) byPath.set(path, { path, lastmod: w3cDatetime(document._updatedAt) })
  }
  // A stable order: the parts of a split sitemap are asked for one by one.
  return [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}
