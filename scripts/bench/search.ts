import { ContentClient } from '~/content/client.server'
import { finderIndexQuery } from '~/content/queries/finder'
import { searchIndexQuery } from '~/content/queries/search'
import { LocalContentSource } from '~/content/source/local.server'
import { RELEVANCE_QUERIES } from '~/search/relevance-queries'
import { resultsView } from '~/search/results-view'
import { searchDocuments } from '~/search/search-documents'
import { SearchIndex } from '~/search/search-index'
import { suggestionsFor } from '~/search/suggestions'
import { ms, time } from './stats'

const WARM_UP_RUNS = 50
const TIMED_RUNS = 400

/**
 * The site search over a dataset: how long the index takes to build (the GROQ read, then the
 * indexing), and the server time of a results page and of the search box's suggestions. The index's
 * memory of recent searches is off, so every search is worked out; its memory of single words' matches
 * is on (visitors' searches share their common words), and once more off, for the worst case.
 */
export async function benchSearch(directory: string) {
  const client = new ContentClient(await LocalContentSource.open(directory, { watchForChanges: false }))
  const readStarted = performance.now()
  const content = await client.fetch(searchIndexQuery, {}, 'published')
  const { services, locations } = await client.fetch(finderIndexQuery)
  const indexStarted = performance.now()
  const documents = [...searchDocuments(content, { services, locations })]
  const index = SearchIndex.build(documents, client.version, { remember: 0 })
  const built = performance.now()
  const forgetful = SearchIndex.build(documents, client.version, { remember: 0, rememberWordMatches: 0 })

  const places = [...new Set(content.locations.flatMap((location) => (location.suburb ? [location.suburb] : [])))]
  const needs = RELEVANCE_QUERIES.map(({ query }) => query)
  const queries = Array.from({ length: WARM_UP_RUNS + TIMED_RUNS }, (_, run) =>
    run % 2 === 0 ? needs[run % needs.length]! : `${needs[run % needs.length]!} ${places[(run * 7) % places.length]!}`,
  )

  let run = 0
  let found = 0
  const page = () => {
    const view = resultsView(index, { q: queries[run++]!, type: null, page: 1, wordsOnly: false })
    if (view.kind === 'results') found += view.total
  }
  await time(WARM_UP_RUNS, page)
  const pages = await time(TIMED_RUNS, page)

  run = 0
  const pageFromNothing = () => resultsView(forgetful, { q: queries[run++]!, type: null, page: 1, wordsOnly: false })
  await time(WARM_UP_RUNS, pageFromNothing)
  const fromNothing = await time(TIMED_RUNS, pageFromNothing)

  run = 0
  const typed = queries.map((query) => query.slice(0, 4 + (query.length % 8)))
  const suggest = () => suggestionsFor(index, typed[run++]!)
  await time(WARM_UP_RUNS, suggest)
  const suggestions = await time(TIMED_RUNS, suggest)

  const remembering = SearchIndex.build(documents, client.version)
  const repeated = await time(TIMED_RUNS, () =>
    resultsView(remembering, { q: needs[0]!, type: 'services', page: 2, wordsOnly: false }),
  )

  console.log(`\nSite search over ${directory}: ${index.size} documents`)
  console.log(
    `index build: ${ms(built - readStarted)} (GROQ read ${ms(indexStarted - readStarted)}, indexing ${ms(built - indexStarted)})`,
  )
  console.log(
    `results page (every kind, grouped, snippets): p50 ${ms(pages.p50)}, p95 ${ms(pages.p95)}, max ${ms(pages.max)}` +
      ` over ${TIMED_RUNS} searches not seen before, after ${WARM_UP_RUNS} to warm up (${(found / TIMED_RUNS).toFixed(0)} results on average)`,
  )
  console.log(
    `results page with nothing remembered (every word looked up afresh): p50 ${ms(fromNothing.p50)}, p95 ${ms(fromNothing.p95)}, max ${ms(fromNothing.max)}`,
  )
  console.log(
    `suggestions as you type: p50 ${ms(suggestions.p50)}, p95 ${ms(suggestions.p95)}, max ${ms(suggestions.max)} over ${TIMED_RUNS} runs`,
  )
  console.log(`the next page of a search (remembered): p50 ${ms(repeated.p50)}, p95 ${ms(repeated.p95)}`)
  await client.close()
}
