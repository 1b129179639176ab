import { beforeAll, describe, expect, it } from 'vitest'
import { RELEVANCE_QUERIES } from './relevance-queries'
import type { SearchIndex } from './search-index'
import { searchIndex } from './search-index.server'

let index: SearchIndex

beforeAll(async () => {
  index = await searchIndex()
})

describe('relevance over the bundled content', () => {
  it('has at least 30 committed queries', () => {
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(30)
  })

  it.each(RELEVANCE_QUERIES)('$kind: "$query" finds $expect in the top three', ({ query, expect: path }) => {
    const topThree = index.search(query).hits.slice(0, 3).map((hit) => hit.document.href)
    expect(topThree).toContain(path)
  })
})
