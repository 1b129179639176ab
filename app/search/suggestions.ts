import { resultType } from './result-types'
import type { LookedUpSuggestions, SearchIndex } from './search-index'

/** How many suggestions the search box offers. */
export const SUGGESTION_LIMIT = 6
/** Suggestions start from this many characters. */
export const SUGGEST_FROM = 2

export interface Suggestion {
  id: string
  title: string
  href: string
  /** "service", "location", "article"…; "crisis line" (its href a tel: link) and "kind of support" for what the words were read as. */
  kind: string
  detail: string | null
}

export interface SuggestionsResponse {
  q: string
  suggestions: Suggestion[]
}

/**
 * The search box's suggestions for what a visitor has typed so far: from the whole index (at once), or
 * from `q` looked up with `{ unfinished: true }`. `first`: what the words were read as (crisis lines,
 * the kind of support they point to), offered before the pages that match them.
 */
export function suggestionsFor(
  index: SearchIndex | LookedUpSuggestions,
  q: string,
  first: readonly Suggestion[] = [],
): SuggestionsResponse {
  if (q.length < SUGGEST_FROM) return { q, suggestions: [] }
  const matching = index.suggest(q, SUGGESTION_LIMIT).map(({ document }) => ({
    id: document.id,
    title: document.title,
    href: document.href,
    kind: resultType(document.type)?.one ?? 'page',
    detail: document.detail,
  }))
  // Crisis lines are never left out; the pages that match fill what is left of the list.
  return {
    q,
    suggestions: [
      ...first,
      ...matching.filter((suggestion) => !first.some((one) => one.href === suggestion.href)),
    ].slice(0, Math.max(SUGGESTION_LIMIT, first.length)),
  }
}
