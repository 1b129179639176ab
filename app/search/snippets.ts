import { normaliseText } from '~/lib/text/words'

/** A run of text in a result, marked when it is one of the words the search matched. */
export interface Segment {
  text: string
  mark?: true
}

/** A word as a visitor reads it, apostrophes included ("Men’s"). */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu

/** Whether a word of the text is one the search matched: compared as the index compares words. */
export type WordMatcher = (word: string) => boolean

export function matcherFor(matchedTerms: Iterable<string>): WordMatcher {
  const terms = new Set(matchedTerms)
  return (word) => {
    const normalised = normaliseText(word)
    return normalised !== '' && normalised.split(' ').some((part) => terms.has(part))
  }
}

/** The text as segments, with each matched word marked. */
export function highlight(text: string, matches: WordMatcher): Segment[] {
  const segments: Segment[] = []
  let plain = ''
  let last = 0
  for (const found of text.matchAll(WORD)) {
    if (!matches(found[0])) continue
    plain += text.slice(last, found.index)
    if (plain) segments.push({ text: plain })
    segments.push({ text: found[0], mark: true })
    plain = ''
    last = found.index + found[0].length
  }
  plain += text.slice(last)
  if (plain) segments.push({ text: plain })
  return segments
}

/** The start of a text as a passage of about `length` characters, for a result matched by its title. */
export function opening(text: string, length = 200): Segment[] | null {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (!flat) return null
  if (flat.length <= length) return [{ text: flat }]
  const space = flat.lastIndexOf(' ', length)
  return [{ text: `${flat.slice(0, space > 0 ? space : length).replace(/[\s,;:]+$/, '')}…` }]
}

/** How far before the first matched word a snippet may start, to begin at its sentence. */
const LEAD_IN = 80

/**
 * A passage of about `length` characters around the first matched word, starting at a sentence or
 * word boundary, with "…" where it was cut, and the matched words marked. Null when no word matches.
 */
export function snippet(text: string, matches: WordMatcher, length = 200): Segment[] | null {
  const flat = text.replace(/\s+/g, ' ').trim()
  let first: number | undefined
  for (const found of flat.matchAll(WORD)) {
    if (matches(found[0])) {
      first = found.index
      break
    }
  }
  if (first === undefined) return null
  let start = 0
  if (first > LEAD_IN) {
    const sentence = Math.max(
      flat.lastIndexOf('. ', first),
      flat.lastIndexOf('? ', first),
      flat.lastIndexOf('! ', first),
    )
    start = sentence >= first - LEAD_IN && sentence > 0 ? sentence + 2 : flat.indexOf(' ', first - LEAD_IN / 2) + 1
  }
  let end = Math.min(flat.length, start + length)
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end)
    if (space > first) end = space
  }
  const passage = `${start > 0 ? '…' : ''}${flat.slice(start, end).replace(/[\s,;:]+$/, '')}${end < flat.length ? '…' : ''}`
  return highlight(passage, matches)
}
