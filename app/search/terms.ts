import { isStopWord, wordsOf } from '~/lib/text/words'

/** At most this many words of a query are searched for; the rest add little but cost time. */
export const MAX_QUERY_WORDS = 12

/**
 * How the index splits text into terms: the finder's normalisation (lower case, no accents, no
 * apostrophes, punctuation as spaces), so "Men’s", "mens" and "MENS" are one term.
 */
export function tokenize(text: string): string[] {
  return wordsOf(text)
}

/** Drops words too common to search by ("the", "for", "my"); applied to indexed text and queries alike. */
export function indexTerm(term: string): string | null {
  return isStopWord(term) ? null : term
}

/** The words a query searches for: normalised, without stop words or repeats, at most MAX_QUERY_WORDS. */
export function queryWords(query: string): string[] {
  return [...new Set(tokenize(query).filter((word) => indexTerm(word) !== null))].slice(0, MAX_QUERY_WORDS)
}

export function isNumber(term: string): boolean {
  return /^\d+$/.test(term)
}

/**
 * How many letters a query word may be out by and still match: none for short words and numbers
 * (postcode 2170 must not find 2150), one for five letters or fewer, two for longer words.
 */
export function typoAllowance(term: string): number {
  if (isNumber(term) || term.length < 4) return 0
  return term.length <= 5 ? 1 : 2
}
