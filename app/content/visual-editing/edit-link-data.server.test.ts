import type { ContentSourceMap } from '@sanity/client/csm'
import { stegaClean, stegaEncodeSourceMap } from '@sanity/client/stega'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { log } from '~/logging/log.server'
import { withValidLinkData } from './edit-link-data.server'
import { withStega } from './stega.server'

const STUDIO = 'https://studio.example.org'

/** A query result with two documents' texts, and the Content Lake's map of where each came from. */
const result = { title: 'Hub opens', summary: 'A new place to meet', footer: 'Call us any day' }

function sourceMap(changes: { article?: Record<string, unknown>; summaryPath?: string } = {}): ContentSourceMap {
  return {
    documents: [
      { _id: 'article-1', _type: 'article', ...changes.article },
      { _id: 'settings', _type: 'settings' },
    ],
    paths: ["$['title']", changes.summaryPath ?? "$['summary']", "$['footer']['text']"],
    mappings: {
      "$['title']": { type: 'value', source: { type: 'documentValue', document: 0, path: 0 } },
      "$['summary']": { type: 'value', source: { type: 'documentValue', document: 0, path: 1 } },
      "$['footer']": { type: 'value', source: { type: 'documentValue', document: 1, path: 2 } },
    },
  }
}

const editLinked = (value: string) => value !== stegaClean(value)

afterEach(() => {
  vi.restoreAllMocks()
})

describe('link data checked where edit links are made (SPEC 5, issue 34 point 6)', () => {
  it('keeps a map whose link data is all valid as it is, and logs nothing', () => {
    const warnings = vi.spyOn(log, 'warn').mockImplementation(() => undefined)
    const map = sourceMap()
    expect(withValidLinkData(map, STUDIO)).toBe(map)
    expect(withValidLinkData(undefined, STUDIO)).toBeUndefined()
    expect(warnings).not.toHaveBeenCalled()
  })

  it.each([
    ['a document without an id', { article: { _id: '' } }, 'id must be at least 1 character', ["$['footer']"]],
    [
      'a document with a type that is not a string',
      { article: { _type: 7 } },
      'type must be a string',
      ["$['footer']"],
    ],
    [
      'a document of another dataset named by a number',
      { article: { _dataset: 42 } },
      'dataset must be a string',
      ["$['footer']"],
    ],
    [
      'a path to the whole document',
      { summaryPath: '$' },
      'path must be at least 1 character',
      ["$['title']", "$['footer']"],
    ],
  ])('drops the edit links of %s and logs it once', (_case, changes, problem, kept) => {
    const warnings = vi.spyOn(log, 'warn').mockImplementation(() => undefined)
    const checked = withValidLinkData(sourceMap(changes), STUDIO)
    expect(Object.keys(checked?.mappings ?? {})).toEqual(kept)
    expect(warnings).toHaveBeenCalledTimes(1)
    expect(warnings).toHaveBeenCalledWith('edit links dropped: link data not valid', {
      dropped: 3 - kept.length,
      kept: kept.length,
      problems: [expect.stringContaining(problem)],
    })
  })

  it('drops mappings that name no document or no path, and a map that is not one', () => {
    const warnings = vi.spyOn(log, 'warn').mockImplementation(() => undefined)
    const map = sourceMap()
    map.mappings["$['extra']"] = { type: 'value', source: { type: 'documentValue', document: 9, path: 9 } }
    map.mappings["$['literal']"] = { type: 'value', source: { type: 'literal' } }
    expect(Object.keys(withValidLinkData(map, STUDIO)?.mappings ?? {})).toEqual([
      "$['title']",
      "$['summary']",
      "$['footer']",
      "$['literal']",
    ])
    expect(withValidLinkData('not a map', STUDIO)).toBeUndefined()
    expect(withValidLinkData({ documents: [], paths: [] }, STUDIO)).toBeUndefined()
    expect(warnings).toHaveBeenCalledTimes(3)
  })

  it('logs one line for a map however many edit links it drops', () => {
    const warnings = vi.spyOn(log, 'warn').mockImplementation(() => undefined)
    const map: ContentSourceMap = { documents: [{ _id: '', _type: 'service' }], paths: ["$['title']"], mappings: {} }
    for (let index = 0; index < 500; index++)
      map.mappings[`$[${index}]['title']`] = { type: 'value', source: { type: 'documentValue', document: 0, path: 0 } }
    expect(withValidLinkData(map, STUDIO)?.mappings).toEqual({})
    expect(warnings).toHaveBeenCalledTimes(1)
    expect(warnings.mock.calls[0]?.[1]).toMatchObject({ dropped: 500, kept: 0 })
  })

  it('renders the texts of a map with invalid link data without their edit links, where making them would throw', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined)
    const broken = sourceMap({ article: { _id: '' } })
    // What happened before: @sanity/client refuses to make an edit link without an id, and the page failed.
    expect(() => stegaEncodeSourceMap(result, broken, { enabled: true, studioUrl: STUDIO })).toThrow('id is required')
    const encoded = await withStega(result, broken, STUDIO)
    expect(encoded).toEqual({
      title: 'Hub opens',
      summary: 'A new place to meet',
      footer: expect.stringContaining('Call us any day'),
    })
    expect(editLinked(encoded.footer)).toBe(true)
  })
})
