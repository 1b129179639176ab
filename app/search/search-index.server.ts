import { contentClient, type ContentClient } from '~/content/client.server'
import { searchIndexQuery } from '~/content/queries/search'
import { rebuiltOnChange } from '~/lib/long-work/rebuilt-on-change.server'
import { inTurns, takeTurns, type Turns } from '~/lib/long-work/turns.server'
import { errorFields, log } from '~/logging/log.server'
import { servicesAndLocationsRead, servicesIndex } from '~/services/services-index.server'
import { searchDocuments, type SearchDocument } from './search-documents'
import {
  type LookedUp,
  type LookedUpSearch,
  type LookedUpServices,
  type LookedUpSuggestions,
  type LookUpOptions,
  SearchIndex,
} from './search-index'
import { SearchIndexBuilder } from './search-index-builder'
import type { PlaceFinder } from './visitor-query'

/**
 * The search index of a content client's published content, built once per content version. It
 * always reads the published perspective, so drafts never enter it. While a new version is being
 * indexed, searches are answered from the previous index. Services come from the same read of the
 * version as the services index's (servicesAndLocationsRead). `places`: where place names in queries
 * are looked up.
 */
export function searchIndexOf(client: ContentClient, places?: () => Promise<PlaceFinder>): () => Promise<SearchIndex> {
  return rebuiltOnChange(
    client,
    async (version) => {
      const [content, services, gazetteer] = await Promise.all([
        client.fetchOnce(searchIndexQuery, {}, 'published'),
        servicesAndLocationsRead(client, version),
        places?.(),
      ])
      return buildInTurns(searchDocuments(content, services), version, gazetteer)
    },
    'The search index',
  )
}

/** Makes and indexes the documents a few at a time, so that other requests are answered while a large dataset is indexed. */
async function buildInTurns(
  documents: Iterable<SearchDocument>,
  version: number,
  places: PlaceFinder | undefined,
): Promise<SearchIndex> {
  const turns = takeTurns()
  const builder = new SearchIndexBuilder()
  for await (const document of inTurns(documents, turns)) builder.add(document)
  await turns.pause()
  // Each step of finishing holds the loop longer than a turn (decision 0050): a turn of its own for each.
  const finishing = builder.finish()
  let step = finishing.next()
  while (!step.done) {
    await turns.pause()
    step = finishing.next()
  }
  await turns.pause()
  const contents = step.value
  // Not waited for: the first visitors' searches are answered meanwhile, in turns with it.
  warmUp(new SearchIndex(contents, version, { places })).catch((error: unknown) =>
    log.warn('the search code could not be warmed up', errorFields(error)),
  )
  return new SearchIndex(contents, version, { places })
}

/**
 * Searches asked of a new index's contents, through an index of their own (the same documents and
 * words, which never change, and a memory of its own), while the visitors' index starts answering: a
 * search's code runs several times slower until V8 has compiled it with what it learnt from the first
 * runs, and that should not be the first visitors' wait (decision 0038 measured it, with and without
 * this, on the large dataset). They ask for what visitors'
 * searches do (common words, everyday words that stand for phrases, a place, a word being typed), in
 * turns. What the visitors' index remembers is only what visitors asked.
 */
const WARM_UP_QUERIES = [
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
    ;(await toTheEnd(index.lookUp(query, { ranked: 'everything' }), turns)).search(query)
    ;(await toTheEnd(index.lookUp(query, { ranked: 'services' }), turns)).services(query)
    await turns.pause()
    const typed = query.slice(0, -2)
    ;(await toTheEnd(index.lookUp(typed, { unfinished: true }), turns)).suggest(typed, 5)
    await turns.pause()
  }
}

let current: Promise<() => Promise<SearchIndex>> | undefined

/**
 * The site's one text index, over the process-wide content client, for start-up and tests: it
 * answers at once (SearchIndex.search…). Requests ask searchIndexFor, which works their query out in turns.
 */
export async function searchIndex(): Promise<SearchIndex> {
  current ??= contentClient().then((client) => searchIndexOf(client, async () => (await servicesIndex()).places))
  return (await current)()
}

/**
 * A visitor's query worked out in the site's text index, in turns (SearchIndex.lookUp), and its
 * answer, which answers only that query with those options: a query of common words no one has asked
 * for yet does not hold up health checks and other visitors' pages while its words are looked up and
 * its hits ranked. `{ ranked: 'everything' }` for /search, `{ ranked: 'services' }` for the finder and
 * the HSDS API, `{ unfinished: true }` for the search box's suggestions.
 */
export async function searchIndexFor(query: string, options: { ranked: 'everything' }): Promise<LookedUpSearch>
export async function searchIndexFor(
  query: string,
  options: { ranked: 'services'; places?: boolean },
): Promise<LookedUpServices>
export async function searchIndexFor(query: string, options: { unfinished: true }): Promise<LookedUpSuggestions>
export async function searchIndexFor(query: string, options: LookUpOptions): Promise<LookedUp> {
  return toTheEnd((await searchIndex()).lookUp(query, options))
}

/** Runs steps to their end, pausing whenever the turn is used up, and gives their result. */
async function toTheEnd<Result>(steps: Generator<void, Result>, turns: Turns = takeTurns()): Promise<Result> {
  for (;;) {
    if (turns.due()) await turns.pause()
    const next = steps.next()
    if (next.done) return next.value
  }
}
