/**
 * npm run bench: prints speed figures over the large dataset (10,000 services, 1,000 locations),
 * generating it first when it is missing. Figures are printed, never asserted.
 * `npm run bench -- large-server page-weight` runs only the parts named (see PARTS).
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { benchCluster } from './cluster'
import { benchContent } from './content'
import { benchContentOutage } from './content-outage'
import { benchFinder } from './finder'
import { benchImages } from './images'
import { benchLargeServer } from './large-server'
import { benchMainThread } from './main-thread'
import { benchManyTabs } from './many-tabs'
import { benchPageWeight } from './page-weight'
import { benchRelevance } from './relevance'
import { benchSearch } from './search'
import { benchThroughput } from './throughput'

const repo = path.resolve(import.meta.dirname, '../..')
const large = path.join(repo, 'dataset/large')

/** Parts that read the bundled content rather than the large dataset. */
const ON_BUNDLED_CONTENT = new Set(['relevance', 'cluster', 'content-outage', 'many-tabs'])
const askedFor = process.argv.slice(2)

if (
  !existsSync(path.join(large, 'data.ndjson')) &&
  !(askedFor.length > 0 && askedFor.every((name) => ON_BUNDLED_CONTENT.has(name)))
) {
  console.log('Generating the large dataset (dataset/large)…')
  execFileSync(
    process.execPath,
    [path.join(repo, 'node_modules/tsx/dist/cli.mjs'), 'dataset/generator/main.ts', '--large'],
    { cwd: repo, stdio: 'inherit' },
  )
}

const PARTS: Record<string, () => Promise<void>> = {
  content: () => benchContent(large),
  finder: () => benchFinder(large),
  search: () => benchSearch(large),
  'large-server': () => benchLargeServer(large),
  throughput: () => benchThroughput(),
  'page-weight': () => benchPageWeight(),
  'main-thread': () => benchMainThread(),
  images: () => benchImages(),
  relevance: () => benchRelevance(),
  cluster: () => benchCluster(),
  'content-outage': () => benchContentOutage(),
  'many-tabs': () => benchManyTabs(),
}
const asked = askedFor
const unknown = asked.filter((name) => !(name in PARTS))
if (unknown.length) {
  console.error(`Unknown part ${unknown.join(', ')}: choose from ${Object.keys(PARTS).join(', ')}`)
  process.exit(2)
}

console.log(`Node ${process.version}, ${process.platform}/${process.arch}`)
for (const [name, run] of Object.entries(PARTS)) if (!asked.length || asked.includes(name)) await run()
