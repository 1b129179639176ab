import { beforeAll, describe, expect, it } from 'vitest'
import { findServices } from '~/finder/finder.server'
import { RELEVANCE_QUERIES } from './relevance-queries'
import type { SearchIndex } from './search-index'
import { searchIndex } from './search-index.server'

let index: SearchIndex

beforeAll(async () => {
  index = await searchIndex()
})

const FINDER_QUERIES = RELEVANCE_QUERIES.flatMap(({ query, kind, finder }) =>
  finder ? [{ query, kind, ...finder }] : [],
)

describe('relevance over the bundled content', () => {
  it('has at least 60 committed queries, most of them also asked of the finder', () => {
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(60)
    expect(FINDER_QUERIES.length).toBeGreaterThanOrEqual(30)
  })

  it.each(RELEVANCE_QUERIES)('$kind: "$query" finds $expect in the top three', ({ query, expect: path }) => {
    const topThree = index
      .search(query)
      .hits.slice(0, 3)
      .map((hit) => hit.document.href)
    expect(topThree).toContain(path)
  })

  it.each(FINDER_QUERIES)(
    'finder, $kind: "$query" (near $near, age $age) shows $expect in the top three',
    async ({ query, expect: path, near, age }) => {
      const search = new URLSearchParams({ q: query })
      if (near) search.set('near', near)
      if (age !== undefined) search.set('age', String(age))
      const answer = await findServices(search)
      if (!answer.ok) throw new Error(answer.message)
      expect(answer.result.hits.slice(0, 3).map((hit) => `/services/${hit.service.slug}`)).toContain(path)
    },
  )
})
