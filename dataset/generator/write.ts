import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Dataset } from './types'

/** Writes the layout `sanity dataset export` produces once unpacked. Only the generator's own entries are replaced. */
export async function writeDataset(directory: string, dataset: Dataset) {
  await mkdir(directory, { recursive: true })
  await Promise.all(
    ['data.ndjson', 'images', 'files'].map((entry) => rm(join(directory, entry), { recursive: true, force: true })),
  )
  await mkdir(join(directory, 'images'))
  await mkdir(join(directory, 'files'))
  const lines = dataset.documents.map((document) => JSON.stringify(document))
  await writeFile(join(directory, 'data.ndjson'), `${lines.join('\n')}\n`)
  await Promise.all(dataset.assetFiles.map((file) => writeFile(join(directory, file.folder, file.name), file.bytes)))
}
