import { beforeAll, describe, expect, it } from 'vitest'
import { PER_GROUP, PER_PAGE, resultsView } from './results-view'
import type { SearchIndex } from './search-index'
import { searchIndex } from './search-index.server'

let index: SearchIndex
beforeAll(async () => {
  index = await searchIndex()
})

describe('resultsView', () => {
  it('says which place in the words ranks what is near it first', () => {
    const view = resultsView(index, { q: 'home care for mum 2150', type: 'services', page: 1, wordsOnly: false })
    if (view.kind !== 'results') throw new Error(view.kind)
    expect(view.near).toBe('postcode 2150')
    expect(view.groups[0]!.items[0]!.href).toBe('/services/home-care-packages-parramatta')
    const without = resultsView(index, { q: 'home care', type: null, page: 1, wordsOnly: false })
    expect(without.kind === 'results' && without.near).toBeNull()
  })

  it('groups every kind of result, best group first, with a few of each and a link to the rest', () => {
    const view = resultsView(index, { q: 'carers', type: null, page: 1, wordsOnly: false })
    if (view.kind !== 'results') throw new Error(view.kind)
    expect(view.filter[0]).toMatchObject({ key: null, label: 'All results', count: view.total, current: true })
    expect(view.filter.slice(1).reduce((sum, option) => sum + option.count, 0)).toBe(view.total)
    expect(view.groups.length).toBeGreaterThan(1)
    for (const group of view.groups) {
      expect(group.items.length).toBe(Math.min(PER_GROUP, group.count))
      expect(group.href).toBe(`/search?q=carers&type=${group.key}`)
    }
  })

  it('pages through one kind of result', () => {
    const first = resultsView(index, { q: 'support', type: 'services', page: 1, wordsOnly: false })
    if (first.kind !== 'results') throw new Error(first.kind)
    expect(first.pageCount).toBe(Math.ceil(first.groups[0]!.count / PER_PAGE))
    expect(first.groups[0]!.items).toHaveLength(PER_PAGE)
    const second = resultsView(index, { q: 'support', type: 'services', page: 2, wordsOnly: false })
    if (second.kind !== 'results') throw new Error(second.kind)
    expect(second.groups[0]!.items[0]!.id).not.toBe(first.groups[0]!.items[0]!.id)
    expect(
      resultsView(index, { q: 'support', type: 'services', page: first.pageCount + 1, wordsOnly: false }),
    ).toMatchObject({
      kind: 'page-out-of-range',
      pageCount: first.pageCount,
    })
  })

  it('highlights the matched words in titles and snippets', () => {
    const view = resultsView(index, { q: 'behind on rent', type: 'articles', page: 1, wordsOnly: false })
    if (view.kind !== 'results') throw new Error(view.kind)
    const item = view.groups[0]!.items[0]!
    expect(item.href).toBe('/articles/what-to-do-if-you-are-behind-on-rent')
    expect(item.title.filter((segment) => segment.mark).map((segment) => segment.text)).toEqual(['behind', 'rent'])
    expect(item.snippet?.some((segment) => segment.mark)).toBe(true)
  })

  it('says when one kind has nothing, keeping the counts of the others', () => {
    const view = resultsView(index, { q: 'dementia', type: 'jobs', page: 1, wordsOnly: false })
    if (view.kind !== 'results') throw new Error(view.kind)
    expect(view.groups[0]!.items).toEqual([])
    expect(view.total).toBeGreaterThan(0)
  })

  it('offers a spelling when nothing is found', () => {
    expect(resultsView(index, { q: 'sychososhal', type: null, page: 1, wordsOnly: false })).toEqual({
      kind: 'no-results',
      q: 'sychososhal',
      type: null,
      spellingSuggestion: { text: 'psychosocial', href: '/search?q=psychosocial' },
    })
  })
})
