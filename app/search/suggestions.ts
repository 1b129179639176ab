import { resultType } from './result-types'
import type { SearchIndex } from './search-index'

/** How many suggestions the search box offers. */
export const SUGGESTION_LIMIT = 6
/** Suggestions start from this many characters. */
export const SUGGEST_FROM = 2

export interface Suggestion {
  id: string
  title: string
  href: string
  /** "service", "location", "article"… */
  kind: string
  detail: string | null
}

export interface SuggestionsResponse {
  q: string
  suggestions: Suggestion[]
}

/** The search box's suggestions for what a visitor has typed so far. */
export function suggestionsFor(index: SearchIndex, q: string): SuggestionsResponse {
  if (q.length < SUGGEST_FROM) return { q, suggestions: [] }
  return {
    q,
    suggestions: index.suggest(q, SUGGESTION_LIMIT).map(({ document }) => ({
      id: document.id,
      title: document.title,
      href: document.href,
      kind: resultType(document.type)?.one ?? 'page',
      detail: document.detail,
    })),
  }
}
