import { contentClient, type ContentClient } from '~/content/client.server'
import { searchIndexQuery } from '~/content/queries/search'
import { rebuiltOnChange } from '~/content/rebuilt-on-change.server'
import { takeTurns } from '~/content/turns.server'
import { servicesRead } from '~/services/services-index.server'
import { searchDocuments, type SearchDocument } from './search-documents'
import { SearchIndex } from './search-index'

/**
 * The search index of a content client's published content, built once per content version. It
 * always reads the published perspective, so drafts never enter it. While a new version is being
 * indexed, searches are answered from the previous index. Services come from the services index's
 * read of the same version when it is making or has just made one (servicesRead).
 */
export function searchIndexOf(client: ContentClient): () => Promise<SearchIndex> {
  return rebuiltOnChange(
    client,
    async (version) => {
      const [content, services] = await Promise.all([client.fetchOnce(searchIndexQuery, {}, 'published'), servicesRead(client, version)])
      return buildInTurns(searchDocuments(content, services), version)
    },
    'The search index',
  )
}

/** Makes and indexes the documents a few at a time, so that other requests are answered while a large dataset is indexed. */
async function buildInTurns(documents: Iterable<SearchDocument>, version: number): Promise<SearchIndex> {
  const turns = takeTurns()
  const index = new SearchIndex([], version)
  for (const document of documents) {
    if (turns.due()) await turns.pause()
    index.add(document)
  }
  await turns.pause()
  index.orderByTitle()
  return index
}

let current: Promise<() => Promise<SearchIndex>> | undefined

/** The site's search index, over the process-wide content client. */
export async function searchIndex(): Promise<SearchIndex> {
  current ??= contentClient().then(searchIndexOf)
  return (await current)()
}
