import { resultType } from './result-types'
import type { LookedUpSuggestions, SearchIndex } from './search-index'
import { SUGGEST_FROM, type Suggestion, type SuggestionsResponse } from './suggestions-response'

/** How many suggestions the search box offers. */
export const SUGGESTION_LIMIT = 6

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
