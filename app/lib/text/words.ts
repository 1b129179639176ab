// eslint-disable-next-line no-control-regex -- the whole ASCII range, control characters included
const ASCII = /^[\x00-\x7f]*$/

/**
 * Text as the finder compares it: lower case, accents dropped, apostrophes removed ("Veterans'" and
 * "veterans" are the same word) and every other run of punctuation or space turned into one space.
 */
export function normaliseText(text: string): string {
  // Most text is plain ASCII: it has no accents to drop, and letters and digits are [a-z0-9] once in
  // lower case. The same answer, several times faster (every description of every service is normalised).
  if (ASCII.test(text))
    return text
      .toLowerCase()
      .replace(/['`]/g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** The words of a text, normalised. */
export function wordsOf(text: string): string[] {
  const normalised = normaliseText(text)
  return normalised ? normalised.split(' ') : []
}

/**
 * Words too common to narrow a search, left out of the site's text index and of queries; a visitor
 * typing "help for my mum with dementia" should not be shown nothing because no service mentions
 * "my". (Query words that are searched but never required are in app/search/everyday-words.ts.)
 */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'at',
  'by',
  'for',
  'from',
  'i',
  'in',
  'is',
  'me',
  'my',
  'of',
  'on',
  'or',
  'our',
  'the',
  'to',
  'we',
  'with',
  'your',
])

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word)
}

/** A value as it appears in a URL: "LGBTIQA+ people" → "lgbtiqa-people". */
export function slugOf(value: string): string {
  return normaliseText(value).replaceAll(' ', '-')
}
