import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { generateDataset } from './generate'
import { writeDataset } from './write'

const { values } = parseArgs({ options: { large: { type: 'boolean', default: false }, out: { type: 'string' } } })
const size = values.large ? 'large' : 'bundled'
const directory = values.out ?? fileURLToPath(new URL(`../${size}`, import.meta.url))

const started = performance.now()
const dataset = await generateDataset(size)
await writeDataset(directory, dataset)

const counts = new Map<string, number>()
for (const document of dataset.documents) {
  const kind = document._id.startsWith('drafts.') ? `${document._type} (draft)` : document._type
  counts.set(kind, (counts.get(kind) ?? 0) + 1)
}
console.log(
  `Wrote ${dataset.documents.length} documents and ${dataset.assetFiles.length} files to ${directory} in ${Math.round(performance.now() - started)} ms`,
)
for (const [kind, count] of [...counts].sort(([a], [b]) => a.localeCompare(b)))
  console.log(`  ${kind.padEnd(24)} ${count}`)
