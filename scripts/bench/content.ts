import { ContentClient } from '~/content/client.server'
import { homeQuery } from '~/content/queries/home'
import { serviceDetailQuery } from '~/content/queries/service-detail'
import { serviceGroupQuery, servicesLandingQuery } from '~/content/queries/services-pages'
import { settingsQuery } from '~/content/queries/site'
import { LocalContentSource } from '~/content/source/local.server'
import { ms, time } from './stats'

const COLD_RUNS = 5
const CACHED_RUNS = 2000

type Run = (client: ContentClient) => Promise<unknown>

/** Content query latency over a dataset: cold (evaluated by groq-js) and cached (from the result cache). */
export async function benchContent(directory: string) {
  const loadStarted = performance.now()
  const source = await LocalContentSource.open(directory, { watchForChanges: false })
  const loadMs = performance.now() - loadStarted
  const client = new ContentClient(source)
  const documents = (await client.fetch('count(*)')) as number
  const sample = (await client.fetch(
    '*[_type == "service" && sync.status == "Active" && hidden != true && sync.deleted != true][500]{ "slug": sync.slug.current, "category": category->slug.current }',
  )) as {
    slug: string
    category: string
  }

  const queries: Array<[string, Run]> = [
    ['services landing page', (on) => on.fetch(servicesLandingQuery)],
    [
      'one category with its services',
      (on) => on.fetch(serviceGroupQuery, { type: 'category', slug: sample.category }),
    ],
    ['one service by slug', (on) => on.fetch(serviceDetailQuery, { slug: sample.slug })],
    ['site settings', (on) => on.fetch(settingsQuery)],
    ['home page with sections', (on) => on.fetch(homeQuery)],
  ]

  console.log(`\nContent queries over ${directory}: ${documents} documents, loaded in ${ms(loadMs)}`)
  console.log(
    'query'.padEnd(38),
    'cold p50'.padStart(11),
    'cold p95'.padStart(11),
    'cached p50'.padStart(11),
    'cached p95'.padStart(11),
  )
  for (const [name, run] of queries) {
    // Cold: each run starts from an empty result cache, so groq-js evaluates the query.
    const cold = await time(COLD_RUNS, () => run(new ContentClient(source)))
    await run(client)
    const cached = await time(CACHED_RUNS, () => run(client))
    console.log(
      name.padEnd(38),
      ms(cold.p50).padStart(11),
      ms(cold.p95).padStart(11),
      ms(cached.p50).padStart(11),
      ms(cached.p95).padStart(11),
    )
  }
  const memory = process.memoryUsage()
  console.log(
    `memory: rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`,
  )
  await client.close()
}
