import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { log } from '~/logging/log.server'
import { LocalContentSource } from './local.server'
import { RELOAD_CHECKED_TYPES } from './dataset-check.server'
import { SINGLETON_TYPES } from './document-types'
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

async function open(directory: string, minReloadShare?: number) {
  const source = await LocalContentSource.open(directory, { watchForChanges: false, validate: true, minReloadShare })
  sources.push(source)
  return source
}

const homeTitle = (source: LocalContentSource) =>
  source.fetch<string | null>('*[_id == "home"][0]._id', {}, 'published')
const serviceCount = (source: LocalContentSource) =>
  source.fetch<number>('count(*[_type == "service"])', {}, 'published')

const typeOf = (line: string) => (JSON.parse(line) as { _type: string })._type
const lines = (text: string) => text.split('\n').filter(Boolean)
const onlyTypes = (text: string, types: readonly string[]) =>
  lines(text)
    .filter((line) => types.includes(typeOf(line)))
    .join('\n') + '\n'
const withoutTypes = (text: string, types: readonly string[]) =>
  lines(text)
    .filter((line) => !types.includes(typeOf(line)))
    .join('\n') + '\n'
const everyThirdAndSingletons = (text: string) =>
  lines(text)
    .filter((line, index) => index % 3 === 0 || (SINGLETON_TYPES as readonly string[]).includes(typeOf(line)))
    .join('\n') + '\n'

afterEach(async () => {
  vi.restoreAllMocks()
  await Promise.all(sources.splice(0).map((source) => source.close()))
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true })
})

describe('dataset reloads are checked before they replace live content', () => {
  const cases: Array<[string, (text: string) => string, RegExp]> = [
    ['an empty (truncated) file', () => '', /no published documents/],
    [
      'the first 200 lines only',
      (text) => text.split('\n').slice(0, 200).join('\n') + '\n',
      /no (settings|home)|fewer than 50 %/,
    ],
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
      'a file with a third of each type, singletons kept',
      (text) => everyThirdAndSingletons(text),
      /too few documents of type service \(\d+ of the 163 served now\)/,
    ],
    [
      'a file with only the redirects and the singletons',
      (text) => onlyTypes(text, ['redirect', ...SINGLETON_TYPES]),
      /too few documents of type service \(0 of the 163 served now\)/,
    ],
    [
      'a file without the articles',
      (text) => withoutTypes(text, ['article']),
      /^data\.ndjson has too few documents of type article \(0 of the 24 served now\): each type must keep at least 50 %$/,
    ],
    [
      'a file without the careers page singleton',
      (text) => withoutTypes(text, ['careersSettings']),
      /careersSettings \(0 of the 1 served now\)/,
    ],
    [
      'a file with the checked types whole and little else',
      (text) => onlyTypes(text, RELOAD_CHECKED_TYPES),
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
    expect(errors).toHaveBeenCalledWith(
      'dataset reload refused',
      expect.objectContaining({ reason: expect.stringMatching(reason) }),
    )
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

describe('the reload check, type by type', () => {
  it('logs each type that fell short with its counts', async () => {
    const directory = datasetFolder()
    const source = await open(directory)
    const errors = vi.spyOn(log, 'error').mockImplementation(() => undefined)
    writeFileSync(
      path.join(directory, 'data.ndjson'),
      onlyTypes(readFileSync(bundled, 'utf8'), ['redirect', ...SINGLETON_TYPES]),
    )
    expect(await source.reload()).toBe(false)
    expect(errors).toHaveBeenCalledWith('dataset reload refused', {
      reason:
        'data.ndjson has too few documents of type service (0 of the 163 served now), location (0 of the 46 served now), page (0 of the 12 served now), article (0 of the 24 served now): each type must keep at least 50 %',
      shortfalls: [
        { type: 'service', found: 0, servedNow: 163 },
        { type: 'location', found: 0, servedNow: 46 },
        { type: 'page', found: 0, servedNow: 12 },
        { type: 'article', found: 0, servedNow: 24 },
      ],
      kept: 'the live content',
    })
  })

  it('takes the share it is given (CONTENT_RELOAD_MIN_SHARE)', async () => {
    const directory = datasetFolder()
    const source = await open(directory, 0.25)
    vi.spyOn(log, 'error').mockImplementation(() => undefined)
    writeFileSync(path.join(directory, 'data.ndjson'), everyThirdAndSingletons(readFileSync(bundled, 'utf8')))
    expect(await source.reload()).toBe(true)
    writeFileSync(
      path.join(directory, 'data.ndjson'),
      onlyTypes(readFileSync(bundled, 'utf8'), ['redirect', ...SINGLETON_TYPES]),
    )
    expect(await source.reload()).toBe(false)
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
    expect(errors).toHaveBeenCalledWith(
      'dataset refused',
      expect.objectContaining({ reason: expect.stringMatching(/data\.ndjson has no/) }),
    )
    await expect(homeTitle(source)).rejects.toBeInstanceOf(ContentUnavailableError)

    writeFileSync(path.join(directory, 'data.ndjson'), readFileSync(bundled, 'utf8'))
    expect(await source.reload()).toBe(true)
    expect(source.status()).toEqual({ state: 'fresh' })
    expect(await homeTitle(source)).toBe('home')
  })

  it.each([
    [
      'a file that is not NDJSON',
      (directory: string) =>
        writeFileSync(path.join(directory, 'data.ndjson'), '<!doctype html>\n<h1>Not found</h1>\n'),
      /data\.ndjson line 1 is not valid JSON/,
    ],
    [
      'no data.ndjson at all',
      (directory: string) => rmSync(path.join(directory, 'data.ndjson'), { force: true }),
      /there is no data\.ndjson in /,
    ],
  ])('serves no content with %s and says why, until a good file arrives', async (_name, spoil, reason) => {
    const errors = vi.spyOn(log, 'error').mockImplementation(() => undefined)
    const directory = datasetFolder()
    spoil(directory)
    const source = await open(directory)
    expect(source.status()).toMatchObject({ state: 'none', reason: expect.stringMatching(reason) })
    expect(errors).toHaveBeenCalledWith(
      'dataset refused',
      expect.objectContaining({ reason: expect.stringMatching(reason) }),
    )
    await expect(homeTitle(source)).rejects.toBeInstanceOf(ContentUnavailableError)

    spoil(directory)
    expect(await source.reload()).toBe(false)
    expect(errors).toHaveBeenLastCalledWith(
      'dataset reload refused',
      expect.objectContaining({ reason: expect.stringMatching(reason), kept: 'nothing (no content)' }),
    )

    writeFileSync(path.join(directory, 'data.ndjson'), readFileSync(bundled, 'utf8'))
    expect(await source.reload()).toBe(true)
    expect(source.status()).toEqual({ state: 'fresh' })
    expect(await homeTitle(source)).toBe('home')
  })
})
