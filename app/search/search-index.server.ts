import { contentClient, type ContentClient } from '~/content/client.server'
import { searchIndexQuery } from '~/content/queries/search'
import { rebuiltOnChange } from '~/content/rebuilt-on-change.server'
import { searchDocuments } from './search-documents'
import { SearchIndex } from './search-index'

/**
 * The search index of a content client's published content, built once per content version. It
 * always reads the published perspective, so drafts never enter it. While a new version is being
 * indexed, searches are answered from the previous index.
 */
export function searchIndexOf(client: ContentClient): () => Promise<SearchIndex> {
  return rebuiltOnChange(client, async (version) => new SearchIndex(searchDocuments(await client.fetch(searchIndexQuery, {}, 'published')), version), 'The search index')
}

let current: Promise<() => Promise<SearchIndex>> | undefined

/** The site's search index, over the process-wide content client. */
export async function searchIndex(): Promise<SearchIndex> {
  current ??= contentClient().then(searchIndexOf)
  return (await current)()
}
