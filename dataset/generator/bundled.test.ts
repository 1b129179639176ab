import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateDataset } from './generate'
import { writeDataset } from './write'

const committed = fileURLToPath(new URL('../bundled', import.meta.url))

async function listFiles(directory: string) {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(directory.length + 1))
    .sort()
}

describe('the committed bundled dataset', () => {
  let fresh: string

  beforeAll(async () => {
    fresh = await mkdtemp(join(tmpdir(), 'bundled-dataset-'))
    await writeDataset(fresh, await generateDataset('bundled'))
  })
  afterAll(() => rm(fresh, { recursive: true, force: true }))

  it('is exactly what the generator writes now (run `npx tsx dataset/generator/main.ts` after changing it)', async () => {
    const files = await listFiles(fresh)
    expect(await listFiles(committed)).toEqual(files)
    for (const file of files) {
      const [expected, actual] = await Promise.all([readFile(join(fresh, file)), readFile(join(committed, file))])
      expect(actual.equals(expected), `${file} differs`).toBe(true)
    }
  })

  it('keeps its images under 3 MB', async () => {
    const images = await listFiles(join(committed, 'images'))
    const sizes = await Promise.all(
      images.map(async (file) => (await readFile(join(committed, 'images', file))).length),
    )
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(3 * 1024 * 1024)
  })
})
