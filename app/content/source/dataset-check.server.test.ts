import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { log } from '~/logging/log.server'
import { LocalContentSource } from './local.server'
import { ContentUnavailableError } from './types'

const bundled = path.resolve(import.meta.dirname, '../../../dataset/bundled/data.ndjson')
const directories: string[] = []
const sources: LocalContentSource[] = []

/** A copy of the bundled dataset (or the given text) in a folder of its own. */
function datasetFolder(text = readFileSync(bundled, 'utf8')) {
  const directory = mkdtempSync(path.join(tmpdir(), 'dataset-check-'))
  directories.push(directory)
  writeFileSync(path.join(directory, 'data.ndjson'), text)
  return directory
}

async function open(directory: string) {
  const source = await LocalContentSource.open(directory, { watchForChanges: false, validate: true })
  sources.push(source)
  return source
}

const homeTitle = (source: LocalContentSource) => source.fetch<string | null>('*[_id == "home"][0]._id', {}, 'published')
const serviceCount = (source: LocalContentSource) => source.fetch<number>('count(*[_type == "service"])', {}, 'published')

afterEach(async () => {
  vi.restoreAllMocks()
  await Promise.all(sources.splice(0).map((source) => source.close()))
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true })
})

describe('dataset reloads are checked before they replace live content', () => {
  const cases: Array<[string, (text: string) => string, RegExp]> = [
    ['an empty (truncated) file', () => '', /no published documents/],
    ['the first 200 lines only', (text) => text.split('\n').slice(0, 200).join('\n') + '\n', /no (settings|home)|fewer than 50 %/],
    [
      'a file without the settings document',
      (text) =>
        text
          .split('\n')
          .filter((line) => !line.includes('"_id":"settings"'))
          .join('\n'),
      /no settings document/,
    ],
    [
      'a file with under half the documents, singletons kept',
      (text) => {
        const lines = text.split('\n').filter(Boolean)
        return lines.filter((line, index) => index % 3 === 0 || /"_id":"(settings|home)"/.test(line)).join('\n') + '\n'
      },
      /fewer than 50 % of the \d+ served now/,
    ],
  ]

  it.each(cases)('refuses %s, logs one JSON line and keeps serving the old content', async (_name, change, reason) => {
    const directory = datasetFolder()
    const source = await open(directory)
    const services = await serviceCount(source)
    expect(services).toBeGreaterThan(10)
    const errors = vi.spyOn(log, 'error').mockImplementation(() => undefined)
    const listener = vi.fn()
    source.onChange(listener)
    writeFileSync(path.join(directory, 'data.ndjson'), change(readFileSync(bundled, 'utf8')))

    expect(await source.reload()).toBe(false)

    expect(listener).not.toHaveBeenCalled()
    expect(await serviceCount(source)).toBe(services)
    expect(await homeTitle(source)).toBe('home')
    expect(source.status()).toEqual({ state: 'fresh' })
    expect(errors).toHaveBeenCalledTimes(1)
    expect(errors).toHaveBeenCalledWith('dataset reload refused', expect.objectContaining({ reason: expect.stringMatching(reason) }))
  })

  it('accepts a complete file written the atomic way (temporary file, then rename)', async () => {
    const directory = datasetFolder()
    const source = await open(directory)
    const extra = JSON.stringify({ _id: 'service-new', _type: 'service', title: 'A new service' })
    const temporary = path.join(directory, 'data.ndjson.tmp')
    writeFileSync(temporary, readFileSync(bundled, 'utf8').trimEnd() + '\n' + extra + '\n')
    copyFileSync(temporary, path.join(directory, 'data.ndjson'))
    const services = await serviceCount(source)
    expect(await source.reload()).toBe(true)
    expect(await serviceCount(source)).toBe(services + 1)
  })
})

describe('a dataset checked at start-up', () => {
  it.each([
    ['empty', ''],
    ['without the singletons', JSON.stringify({ _id: 'a', _type: 'article', title: 'Only an article' }) + '\n'],
  ])('serves no content when %s and says why, until a good file arrives', async (_name, text) => {
    const errors = vi.spyOn(log, 'error').mockImplementation(() => undefined)
    const directory = datasetFolder(text)
    const source = await open(directory)
    expect(source.status()).toMatchObject({ state: 'none', reason: expect.stringMatching(/data\.ndjson has no/) })
    expect(errors).toHaveBeenCalledWith('dataset refused', expect.objectContaining({ reason: expect.stringMatching(/data\.ndjson has no/) }))
    await expect(homeTitle(source)).rejects.toBeInstanceOf(ContentUnavailableError)

    writeFileSync(path.join(directory, 'data.ndjson'), readFileSync(bundled, 'utf8'))
    expect(await source.reload()).toBe(true)
    expect(source.status()).toEqual({ state: 'fresh' })
    expect(await homeTitle(source)).toBe('home')
  })
})
