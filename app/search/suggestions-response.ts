/**
 * What the header's search box and /api/search/suggestions share (suggestions.ts makes the answer): the
 * answer's shape and from how many characters the box asks. Its own module, so that the box's code
 * carries nothing of the server's side.
 */

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
