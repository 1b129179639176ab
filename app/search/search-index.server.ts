import { contentClient, type ContentClient } from '~/content/client.server'
import { searchIndexQuery } from '~/content/queries/search'
import { rebuiltOnChange } from '~/content/rebuilt-on-change.server'
import { inTurns, takeTurns } from '~/content/turns.server'
import { errorFields, log } from '~/logging/log.server'
import { servicesIndex, servicesRead } from '~/services/services-index.server'
import { searchDocuments, type SearchDocument } from './search-documents'
import { type LookUpOptions, SearchIndex } from './search-index'
import type { PlaceFinder } from './visitor-query'

/**
 * The search index of a content client's published content, built once per content version. It
 * always reads the published perspective, so drafts never enter it. While a new version is being
 * indexed, searches are answered from the previous index. Services come from the services index's
 * read of the same version when it is making or has just made one (servicesRead). `places`: where
 * place names in queries are looked up.
 */
export function searchIndexOf(client: ContentClient, places?: () => Promise<PlaceFinder>): () => Promise<SearchIndex> {
  return rebuiltOnChange(
    client,
    async (version) => {
      // The gazetteer first: the services index it comes with hands over its read of the services.
      const servicesAndPlaces = async () => {
        const gazetteer = await places?.()
        return { gazetteer, services: await servicesRead(client, version) }
      }
      const [content, { services, gazetteer }] = await Promise.all([client.fetchOnce(searchIndexQuery, {}, 'published'), servicesAndPlaces()])
      return buildInTurns(searchDocuments(content, services), version, gazetteer)
    },
    'The search index',
  )
}

/** Makes and indexes the documents a few at a time, so that other requests are answered while a large dataset is indexed. */
async function buildInTurns(documents: Iterable<SearchDocument>, version: number, places: PlaceFinder | undefined): Promise<SearchIndex> {
  const turns = takeTurns()
  const index = new SearchIndex([], version, { places })
  for await (const document of inTurns(documents, turns)) index.add(document)
  await turns.pause()
  // Each step of finishing holds the loop a few tens of milliseconds: the searches waiting for the index start in a turn of their own.
  for (const _step of index.finish()) await turns.pause()
  await turns.pause()
  // Not waited for: the first visitors' searches are answered meanwhile, in turns with it.
  warmUp(index.apart()).catch((error: unknown) => log.warn('the search code could not be warmed up', errorFields(error)))
  return index
}

/**
 * Searches asked of a new index, apart (SearchIndex.apart: the same documents and words, a memory of
 * its own), while it starts answering visitors: a search's code runs several times slower until V8
 * has compiled it with what it learnt from the first runs, and that should not be the first visitors'
 * wait (on the large dataset the first searches took two to three times as long as later ones for
 * words not seen before). They ask for what visitors' searches do (common words, everyday words that
 * stand for phrases, a place, a word being typed), in turns. What the visitors' index remembers is
 * only what visitors asked. (Warming up on a small index of a sample of the documents did not help:
 * the first searches of the full one were as slow as without. Asking each query twice in the same
 * index apart did nothing more, as the second time found it remembered.)
 */
export const WARM_UP_QUERIES = [
  'support at home',
  'help for my mum',
  'aged care blacktown',
  'money worries',
  'lonely teenager',
  'cleaning and shopping',
  'transport to appointments',
]

async function warmUp(index: SearchIndex): Promise<void> {
  if (index.size === 0) return
  const turns = takeTurns()
  for (const query of WARM_UP_QUERIES) {
    for await (const _step of inTurns(index.lookUp(query, { ranked: 'everything' }), turns)) continue
    index.search(query)
    for await (const _step of inTurns(index.lookUp(query, { ranked: 'services' }), turns)) continue
    index.services(query)
    await turns.pause()
    for await (const _step of inTurns(index.lookUp(query.slice(0, -2), { unfinished: true }), turns)) continue
    index.suggest(query.slice(0, -2), 5)
    await turns.pause()
  }
}

let current: Promise<() => Promise<SearchIndex>> | undefined

/**
 * The site's one text index, over the process-wide content client: /search, the finder's words and
 * HSDS `search` ask it. Place names in queries are looked up in the services index's gazetteer.
 */
export async function searchIndex(): Promise<SearchIndex> {
  current ??= contentClient().then((client) => searchIndexOf(client, async () => (await servicesIndex()).places))
  return (await current)()
}

/**
 * The site's text index with a visitor's query already worked out, in turns (SearchIndex.lookUp):
 * the search itself is then quick, and a query of common words no one has asked for yet does not
 * hold up health checks and other visitors' pages while its words are looked up and its hits ranked.
 */
export async function searchIndexFor(query: string, options: LookUpOptions = {}): Promise<SearchIndex> {
  const index = await searchIndex()
  for await (const _step of inTurns(index.lookUp(query, options))) continue
  return index
}
