import { pageCountOf, paginate } from '~/ui/pagination/pages'
import { LRUCache } from 'lru-cache'
import { RESULT_TYPES, resultType, type ResultTypeKey } from './result-types'
import type { Hit, LookedUpSearch, RankedResults, SearchIndex } from './search-index'
import { searchHref, type SearchRequest } from './search-request'
import { highlight, opening, matcherFor, snippet, type Segment } from './snippets'

/** Results a page when one kind of result is chosen. */
export const PER_PAGE = 10
/** Results shown in each group when everything is searched; the group links to the rest. */
export const PER_GROUP = 3

export interface ResultItem {
  id: string
  href: string
  title: Segment[]
  detail: string | null
  snippet: Segment[] | null
}

export interface TypeCount {
  key: ResultTypeKey | null
  label: string
  count: number
  href: string
  current: boolean
}

export interface ResultGroup {
  key: ResultTypeKey
  label: string
  count: number
  href: string
  items: ResultItem[]
}

export type ResultsView =
  | {
      kind: 'results'
      q: string
      type: ResultTypeKey | null
      total: number
      allWords: boolean
      /** The suburb or postcode named in the words ("Parramatta NSW", "postcode 2150"): what is near it comes first. */
      near: string | null
      filter: TypeCount[]
      groups: ResultGroup[]
      page: number
      pageCount: number
    }
  | {
      kind: 'no-results'
      q: string
      type: ResultTypeKey | null
      spellingSuggestion: { text: string; href: string } | null
    }
  | { kind: 'page-out-of-range'; q: string; type: ResultTypeKey | null; pageCount: number }

/** The fields a snippet may come from, best first. */
const SNIPPET_FIELDS = ['summary', 'body', 'provided', 'aliases', 'labels', 'place'] as const

function itemOf(hit: Hit): ResultItem {
  const { document } = hit
  const matches = matcherFor(hit.terms)
  let passage: Segment[] | null = null
  for (const field of SNIPPET_FIELDS) {
    passage = snippet(document[field], matches)
    if (passage) break
  }
  return {
    id: document.id,
    href: document.href,
    title: highlight(document.title, matches),
    detail: document.detail,
    snippet: passage ?? opening(document.summary),
  }
}

/** How many results pages each index remembers: visitors page, filter by kind and come back. */
const REMEMBERED_VIEWS = 500
const rememberedViews = new WeakMap<SearchIndex, LRUCache<string, ResultsView>>()

/**
 * What /search shows for a request: with every kind of result, the best few of each kind, grouped
 * and ordered by their best match; with one kind, a page of them. Both with counts by kind. Recent
 * views are remembered with the index they came from, so a new content version starts afresh.
 */
export function resultsView(
  from: SearchIndex | LookedUpSearch,
  request: SearchRequest,
  arranged?: Arrangement,
): ResultsView {
  const index = 'index' in from ? from.index : from
  let views = rememberedViews.get(index)
  if (!views) rememberedViews.set(index, (views = new LRUCache({ max: REMEMBERED_VIEWS })))
  const key = `${request.type ?? ''}|${request.page}|${request.wordsOnly ? 'words' : (arranged?.key ?? '')}|${request.q}`
  let view = views.get(key)
  // From the whole index, the query is worked out at once (tests, the bench); requests bring it looked up (searchIndexFor).
  if (!view)
    views.set(
      key,
      (view = viewOf(
        'index' in from ? from : from.lookUpAtOnce(request.q, { ranked: 'everything' }),
        request,
        arranged,
      )),
    )
  return view
}

/** The results put in another order before they are shown (needs-first.ts), remembered by `key`. */
export interface Arrangement {
  key: string
  arrange(results: RankedResults): RankedResults
}

function viewOf(answers: LookedUpSearch, request: SearchRequest, arranged: Arrangement | undefined): ResultsView {
  const { q, type, page } = request
  const words = answers.search(q)
  const results = arranged ? arranged.arrange(words) : words
  const total = results.size
  if (total === 0) {
    const suggestion = answers.spellingSuggestion(q)
    return {
      kind: 'no-results',
      q,
      type,
      spellingSuggestion: suggestion
        ? { text: suggestion, href: searchHref({ wordsOnly: request.wordsOnly, q: suggestion }) }
        : null,
    }
  }
  const near = results.place?.label ?? null
  const filter: TypeCount[] = [
    {
      key: null,
      label: 'All results',
      count: total,
      href: searchHref({ wordsOnly: request.wordsOnly, q }),
      current: type === null,
    },
    ...RESULT_TYPES.filter((kind) => results.counts[kind.key] > 0 || kind.key === type).map((kind) => ({
      key: kind.key,
      label: kind.label,
      count: results.counts[kind.key],
      href: searchHref({ wordsOnly: request.wordsOnly, q, type: kind.key }),
      current: kind.key === type,
    })),
  ]
  if (type === null) {
    if (page > 1) return { kind: 'page-out-of-range', q, type, pageCount: 1 }
    const groups = results.bestOfEachType(PER_GROUP).map(([key, hits]) => ({
      key,
      label: resultType(key)!.label,
      count: results.counts[key],
      href: searchHref({ wordsOnly: request.wordsOnly, q, type: key }),
      items: hits.map(itemOf),
    }))
    return { kind: 'results', q, type, total, allWords: results.allWords, near, filter, groups, page: 1, pageCount: 1 }
  }
  const hits = results.hits.filter((hit) => hit.document.type === type)
  const shown = paginate(hits, page, PER_PAGE)
  if (!shown) return { kind: 'page-out-of-range', q, type, pageCount: pageCountOf(hits.length, PER_PAGE) }
  const { pageCount } = shown
  const items = shown.items.map(itemOf)
  return {
    kind: 'results',
    q,
    type,
    total,
    allWords: results.allWords,
    near,
    filter,
    groups: [
      {
        key: type,
        label: resultType(type)!.label,
        count: hits.length,
        href: searchHref({ wordsOnly: request.wordsOnly, q, type }),
        items,
      },
    ],
    page,
    pageCount,
  }
}
