import { ContentClient } from '~/content/client.server'
import { finderIndexQuery } from '~/content/queries/finder'
import { LocalContentSource } from '~/content/source/local.server'
import { runFinder } from '~/finder/finder'
import { parseFinderQuery } from '~/services/finder-query'
import { buildServicesIndex } from '~/services/services-index'
import { ms, time } from './stats'

const WARM_UP_RUNS = 50
const TIMED_RUNS = 400

/**
 * The services finder over a dataset: how long the index takes to build (the GROQ read, then the
 * indexing), and the server time of a search with three filters and a place, facet counts included,
 * as findServices spends it once the index is ready (parsing the query string, then answering).
 */
export async function benchFinder(directory: string) {
  const client = new ContentClient(await LocalContentSource.open(directory, { watchForChanges: false }))
  const readStarted = performance.now()
  const data = await client.fetch(finderIndexQuery)
  const indexStarted = performance.now()
  const index = await buildServicesIndex(data, client.version)
  const built = performance.now()

  const suburbs = [...new Set(index.locations.flatMap((location) => (location.suburb ? [location.suburb] : [])))]
  const searches = Array.from({ length: WARM_UP_RUNS + TIMED_RUNS }, (_, run) => {
    const category = index.options.categories[run % index.options.categories.length]!
    return new URLSearchParams({
      category: category.value,
      age: String((run * 7) % 100),
      nofee: '1',
      near: suburbs[(run * 13) % suburbs.length]!,
      radius: String(index.options.radiiKm[run % index.options.radiiKm.length]),
    })
  })
  let run = 0
  let found = 0
  const search = () => {
    const parsed = parseFinderQuery(searches[run++]!, index)
    if (!parsed.ok) throw new Error(parsed.message)
    const answer = runFinder(index, parsed.query)
    if (!answer.ok) throw new Error(answer.message)
    found += answer.result.total
  }
  await time(WARM_UP_RUNS, search)
  const timing = await time(TIMED_RUNS, search)

  console.log(
    `\nServices finder over ${directory}: ${index.services.length} visible services, ${index.locations.length} visible locations`,
  )
  console.log(
    `index build: ${ms(built - readStarted)} (GROQ read ${ms(indexStarted - readStarted)}, indexing ${ms(built - indexStarted)})`,
  )
  console.log(
    `search with category + age + no fee + near a suburb, with facet counts: p50 ${ms(timing.p50)}, p95 ${ms(timing.p95)}, max ${ms(timing.max)}` +
      ` over ${TIMED_RUNS} varied runs after ${WARM_UP_RUNS} to warm up (${(found / (WARM_UP_RUNS + TIMED_RUNS)).toFixed(0)} results on average)`,
  )
  await client.close()
}
