import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parseNdjson } from './dataset.server'
import { LocalContentSource } from './local.server'

const directories: string[] = []
const sources: LocalContentSource[] = []

function datasetDirectory(documents: object[]): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'dataset-'))
  directories.push(directory)
  writeFileSync(
    path.join(directory, 'data.ndjson'),
    documents.map((document) => JSON.stringify(document)).join('\n') + '\n',
  )
  return directory
}

async function open(documents: object[], watchForChanges = false) {
  const source = await LocalContentSource.open(datasetDirectory(documents), { watchForChanges })
  sources.push(source)
  return source
}

afterEach(async () => {
  await Promise.all(sources.splice(0).map((source) => source.close()))
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true })
})

const documents = [
  { _id: 'a', _type: 'article', title: 'Published A' },
  { _id: 'drafts.a', _type: 'article', title: 'Draft A' },
  { _id: 'drafts.b', _type: 'article', title: 'Draft-only B' },
  { _id: 'c', _type: 'article', title: 'Published C', related: { _type: 'reference', _ref: 'a' } },
  { _id: 'image-0123456789abcdef0123456789abcdef01234567-800x600-png', _type: 'sanity.imageAsset' },
]

describe('local content source', () => {
  it('the published perspective never shows drafts', async () => {
    const source = await open(documents)
    const titles = await source.fetch<string[]>('*[_type == "article"] | order(title asc).title', {}, 'published')
    expect(titles).toEqual(['Published A', 'Published C'])
  })

  it('the drafts perspective lays drafts over published documents and keeps their ids', async () => {
    const source = await open(documents)
    const articles = await source.fetch<Array<{ _id: string; title: string }>>(
      '*[_type == "article"] | order(_id asc){ _id, title }',
      {},
      'drafts',
    )
    expect(articles).toEqual([
      { _id: 'a', title: 'Draft A' },
      { _id: 'b', title: 'Draft-only B' },
      { _id: 'c', title: 'Published C' },
    ])
  })

  it('references resolve within the perspective', async () => {
    const source = await open(documents)
    const query = '*[_id == "c"][0].related->title'
    expect(await source.fetch(query, {}, 'published')).toBe('Published A')
    expect(await source.fetch(query, {}, 'drafts')).toBe('Draft A')
  })

  it('passes query parameters through', async () => {
    const source = await open(documents)
    expect(await source.fetch('*[_id == $id][0].title', { id: 'c' }, 'published')).toBe('Published C')
  })

  it('knows its asset files and nothing else', async () => {
    const source = await open(documents)
    expect(source.assetPath('0123456789abcdef0123456789abcdef01234567-800x600.png')).toBe(
      path.join(source.directory, 'images/0123456789abcdef0123456789abcdef01234567-800x600.png'),
    )
    expect(source.assetPath('../data.ndjson')).toBeUndefined()
    expect(source.assetPath('ffffffffffffffffffffffffffffffffffffffff-800x600.png')).toBeUndefined()
  })

  it('reloads and tells its listeners when data.ndjson changes on disk', async () => {
    const source = await open(documents, true)
    const changed = new Promise<void>((resolve) => source.onChange(resolve))
    writeFileSync(
      path.join(source.directory, 'data.ndjson'),
      JSON.stringify({ _id: 'a', _type: 'article', title: 'Edited A' }) + '\n',
    )
    await changed
    expect(await source.fetch('*[_id == "a"][0].title', {}, 'published')).toBe('Edited A')
  })

  it('names the line of a malformed dataset', async () => {
    const directory = datasetDirectory([])
    writeFileSync(path.join(directory, 'data.ndjson'), '{"_id":"a","_type":"x"}\n{not json}\n')
    await expect(LocalContentSource.open(directory, { watchForChanges: false })).rejects.toThrow(
      'data.ndjson line 2 is not valid JSON',
    )
  })
})

describe('a large dataset', () => {
  const many = Array.from({ length: 30_000 }, (_, n) => ({
    _id: `doc-${n}`,
    _type: 'service',
    title: `Service ${n}`,
    n,
    owner: { _type: 'reference', _ref: `doc-${(n * 7) % 30_000}` },
  }))

  /** Resolves with how many times other work got the event loop while `work` ran. */
  async function turnsGivenDuring(work: Promise<unknown>): Promise<number> {
    let turns = 0
    let running = true
    const tick = () => {
      if (!running) return
      turns += 1
      setImmediate(tick)
    }
    setImmediate(tick)
    await work
    running = false
    return turns
  }

  it('is parsed in turns: the parser pauses whenever its turn is up', async () => {
    let lines = 0
    let pauses = 0
    const everyThousandLines = {
      due: () => ++lines % 1000 === 0,
      pause: () => {
        pauses += 1
        return Promise.resolve()
      },
    }
    const documents = await parseNdjson(many.map((document) => JSON.stringify(document)).join('\n'), everyThousandLines)
    expect(documents).toHaveLength(30_000)
    expect(pauses).toBe(30)
  })

  it('answers a query over every document, with references, while other requests get their turn', async () => {
    const source = await open(many)
    const query = source.fetch<Array<{ title: string; owner: string }>>(
      '*[_type == "service" && n % 2 == 0] | order(n desc) { title, "owner": owner->title }',
      {},
      'published',
    )
    expect(await turnsGivenDuring(query)).toBeGreaterThan(1)
    const result = await query
    expect(result).toHaveLength(15_000)
    expect(result[0]).toEqual({ title: 'Service 29998', owner: `Service ${(29_998 * 7) % 30_000}` })
  })
})
