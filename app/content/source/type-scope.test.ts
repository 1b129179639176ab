import { parse } from 'groq-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LocalContentSource } from './local.server'
import { scopedByType } from './type-scope'

/** The types each scoped filter of a query reads, in the order the rewrite meets them. */
const scopes = (query: string) => scopedByType(parse(query)).scopes.map(({ types }) => [...types].sort())

/** How many filters of the rewritten query still read every document. */
const unscopedFilters = (query: string) =>
  JSON.stringify(scopedByType(parse(query)).tree).split('"Everything"').length - 1

describe('the document types a filter reads', () => {
  it.each([
    ['*[_type == "service"]', [['service']]],
    ['*["service" == _type && hidden != true] | order(title asc)', [['service']]],
    ['*[_type in ["article", "page"] && defined(slug)]', [['article', 'page']]],
    ['*[(_type == "a" || _type == "b") && x > 1]', [['a', 'b']]],
    [
      '*[_type == "category"]{ "supports": *[_type == "support" && category._ref == ^._id] }',
      [['category'], ['support']],
    ],
    ['{ "a": *[_type == "a"][0], "n": count(*[_type == "b"]), "again": *[_type == "a"][1] }', [['a'], ['b']]],
  ])('%s reads %j', (query, expected) => {
    expect(scopes(query)).toEqual(expected)
    expect(unscopedFilters(query)).toBe(0)
  })

  it.each([['count(*)'], ['*[_id == "settings"][0]'], ['*[_type == "a" || defined(title)]'], ['*[_type == $type]']])(
    '%s may read any type',
    (query) => {
      expect(scopes(query)).toEqual([])
      expect(unscopedFilters(query)).toBe(1)
    },
  )

  it('leaves a bare * inside a scoped filter reading everything', () => {
    expect(scopes('*[_type == "a"]{ "all": * }')).toEqual([['a']])
    expect(unscopedFilters('*[_type == "a"]{ "all": * }')).toBe(1)
  })
})

describe('scoped evaluation', () => {
  let scoped: LocalContentSource
  let unscoped: LocalContentSource
  let params: Record<string, unknown>
  const queries = Object.entries(import.meta.glob<Record<string, unknown>>('../queries/*.ts', { eager: true })).flatMap(
    ([file, module]) =>
      Object.entries(module)
        .filter((entry): entry is [string, string] => entry[0].endsWith('Query') && typeof entry[1] === 'string')
        .map(([name, query]) => [`${file.replace('../queries/', '')} ${name}`, query] as const),
  )

  beforeAll(async () => {
    scoped = await LocalContentSource.open('dataset/bundled', { watchForChanges: false })
    unscoped = await LocalContentSource.open('dataset/bundled', { watchForChanges: false, scopeByType: false })
    params = await unscoped.fetch<Record<string, unknown>>(
      '*[_type == "service" && sync.status == "Active"][3]{ "slug": sync.slug.current, "category": category->slug.current }',
      {},
      'published',
    )
  })

  afterAll(async () => {
    await scoped.close()
    await unscoped.close()
  })

  it('covers the queries of the content layer', () => {
    expect(queries.length).toBeGreaterThanOrEqual(8)
  })

  it('gives every query the same result as evaluating it over the whole dataset', async () => {
    for (const [name, query] of queries) {
      for (const perspective of ['published', 'drafts'] as const) {
        expect(await scoped.fetch(query, params, perspective), `${name} (${perspective})`).toEqual(
          await unscoped.fetch(query, params, perspective),
        )
      }
    }
  })
})
