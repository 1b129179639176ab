/**
 * npm run bench: prints speed figures over the large dataset (10,000 services, 1,000 locations),
 * generating it first when it is missing. Figures are printed, never asserted.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { benchContent } from './content'
import { benchFinder } from './finder'
import { benchLargeServer } from './large-server'
import { benchPageWeight } from './page-weight'
import { benchSearch } from './search'
import { benchThroughput } from './throughput'

const repo = path.resolve(import.meta.dirname, '../..')
const large = path.join(repo, 'dataset/large')

if (!existsSync(path.join(large, 'data.ndjson'))) {
  console.log('Generating the large dataset (dataset/large)…')
  execFileSync(process.execPath, [path.join(repo, 'node_modules/tsx/dist/cli.mjs'), 'dataset/generator/main.ts', '--large'], { cwd: repo, stdio: 'inherit' })
}

console.log(`Node ${process.version}, ${process.platform}/${process.arch}`)
await benchContent(large)
await benchFinder(large)
await benchSearch(large)
await benchLargeServer(large)
await benchThroughput()
await benchPageWeight()
