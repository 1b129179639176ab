import type { FindOptions, Place, PlaceLookup } from '~/services/places'
import { isStopWord } from '~/lib/text/words'
import { EVERYDAY_WORDS, FILLER_WORDS } from './everyday-words'
import { isNumber, MAX_QUERY_WORDS, tokenize } from './terms'

/** Finds a suburb or postcode by name: the services index's gazetteer (app/services/places.ts). */
export interface PlaceFinder {
  find(text: string, options?: FindOptions): PlaceLookup
}

/** One way of saying what a group of words asks for: every word must match. */
export interface Alternative {
  words: string[]
  /** The visitor's own words count fully, what they stand for a little less. */
  weight: number
  /** The last word is still being typed: it matches longer words from its second letter. */
  unfinished?: boolean
}

/** A word or phrase of the query with what else it may be said as; a document matches it when it matches one alternative. */
export interface WordGroup {
  /** The same for the same alternatives: what a group's matches are remembered by. */
  key: string
  alternatives: Alternative[]
  /** False for filler ("help", "need"), everyday words that only rank ("mum") and place names. */
  required: boolean
}

/** A visitor's query as the index searches it. */
export interface VisitorQuery {
  groups: WordGroup[]
  /** A suburb or postcode named in the query: results near it rank first among those that fit as well. */
  place: Place | null
  /** The same for queries searched the same way. */
  key: string
}

/** How much a match on what a visitor's word stands for counts, against a match on the word itself. */
export const MEANING_WEIGHT = 0.8
/** The longest everyday phrase, and the longest place name looked for, in words. */
const LONGEST_PHRASE = 5
const LONGEST_PLACE = 3

const splitPhrase = (phrase: string) => tokenize(phrase)
const searchable = (words: string[]) => words.filter((word) => !isStopWord(word))

/** Every everyday word or phrase, as its words joined by spaces, to what it means. */
const EVERYDAY = new Map<string, { means: string[][]; optional: boolean }>()
for (const entry of EVERYDAY_WORDS) {
  for (const says of entry.says) {
    const key = splitPhrase(says).join(' ')
    const known = EVERYDAY.get(key)
    const means = entry.means.map((meaning) => searchable(splitPhrase(meaning)))
    if (known) known.means.push(...means)
    else EVERYDAY.set(key, { means, optional: entry.optional === true })
  }
}

/** Words that are never taken for a place: what services are and whom they are for ("Home Hill", "Carers Point"). */
const NEVER_A_PLACE = new Set([
  ...FILLER_WORDS,
  ...EVERYDAY_WORDS.flatMap((entry) => [...entry.says, ...entry.means].flatMap(splitPhrase)),
])

export interface ReadOptions {
  places?: PlaceFinder
  /**
   * Whether a word may be (part of) a place name: the index says no for words it knows only from
   * what documents are about ("respite", "yarning"), yes for places it knows and words it does not know.
   */
  mayBePlace?: (word: string) => boolean
  /** The last word may be unfinished (suggestions as a visitor types). */
  unfinished?: boolean
}

/**
 * Reads a query the way visitors write it: a place in it (a postcode, or a suburb at its start or
 * end) is taken as where to search near rather than a word to match; everyday words and phrases also
 * find what the services call them; stop words are dropped; filler and everyday words that only rank
 * are not required.
 */
export function readVisitorQuery(
  query: string,
  { places, mayBePlace = () => true, unfinished = false }: ReadOptions = {},
): VisitorQuery {
  let words = tokenize(query).slice(0, MAX_QUERY_WORDS * 3)
  const groups: WordGroup[] = []
  const found = places && !unfinished ? placeIn(words, places, mayBePlace) : undefined
  if (found) words = found.rest

  for (let start = 0; start < words.length;) {
    let length = Math.min(LONGEST_PHRASE, words.length - start)
    for (; length > 1; length--) if (EVERYDAY.has(words.slice(start, start + length).join(' '))) break
    const said = words.slice(start, start + length)
    start += length
    const last = start === words.length
    const typed = searchable(said)
    if (typed.length === 0) continue
    const everyday = EVERYDAY.get(said.join(' '))
    const required = everyday ? !everyday.optional : !(said.length === 1 && FILLER_WORDS.has(said[0]!))
    groups.push(
      group(
        [
          { words: typed, weight: 1, unfinished: unfinished && last },
          ...(everyday?.means ?? []).map((meaning) => ({ words: meaning, weight: MEANING_WEIGHT })),
        ],
        required,
      ),
    )
  }

  const placeWords = found ? searchable(found.words) : []
  // A query that is only a place ("parramatta", "2170") searches for it by name too.
  const onlyPlace = placeWords.length > 0 && groups.length === 0
  if (placeWords.length) groups.push(group([{ words: placeWords, weight: 1 }], onlyPlace))

  const merged = mergeRepeats(groups).slice(0, MAX_QUERY_WORDS)
  const place = found?.place ?? null
  return {
    groups: merged,
    place,
    key: `${merged.map((one) => `${one.required ? '' : '?'}${one.key}`).join(' ; ')}${place ? ` @${place.latitude},${place.longitude}` : ''}`,
  }
}

function group(alternatives: Alternative[], required: boolean): WordGroup {
  const unique = new Map<string, Alternative>()
  for (const alternative of alternatives) {
    const key = `${alternative.words.join(' ')}${alternative.unfinished ? '…' : ''}`
    if (alternative.words.length && !unique.has(key)) unique.set(key, alternative)
  }
  const kept = [...unique.values()]
  return { key: [...unique.keys()].join('|'), alternatives: kept, required }
}

/** "mum" and "mother" are one group: a repeated group counts once, required when any of its repeats is. */
function mergeRepeats(groups: WordGroup[]): WordGroup[] {
  const byKey = new Map<string, WordGroup>()
  for (const one of groups) {
    const known = byKey.get(one.key)
    if (known) known.required ||= one.required
    else byKey.set(one.key, { ...one })
  }
  return [...byKey.values()]
}

/**
 * A place named in the query: a postcode anywhere, else a suburb (with its state or postcode) at the
 * end or the start of the query, the longest first; at the start only by its whole name. Words that say what a service is or whom it is
 * for are never taken for a place.
 */
function placeIn(
  words: string[],
  places: PlaceFinder,
  mayBePlace: (word: string) => boolean,
): { place: Place; words: string[]; rest: string[] } | undefined {
  const lookUp = (start: number, end: number) => {
    const candidate = words.slice(start, end)
    if (candidate.some((word) => isStopWord(word) || NEVER_A_PLACE.has(word) || !mayBePlace(word))) return undefined
    if (candidate.every(isNumber) && !(candidate.length === 1 && /^\d{4}$/.test(candidate[0]!))) return undefined
    if (candidate.join('').length < 3) return undefined
    // A name that only begins a place's is taken at the end of the words ("aged care wagga"), not at their start ("cottage stay for grandpa").
    const lookup = places.find(candidate.join(' '), {
      nearSpellings: false,
      beginnings: start > 0 || end === words.length,
    })
    return lookup.ok
      ? { place: lookup.place, words: candidate, rest: [...words.slice(0, start), ...words.slice(end)] }
      : undefined
  }
  const postcode = words.findIndex((word) => /^\d{4}$/.test(word))
  if (postcode >= 0) {
    // "parramatta 2150": the suburb and its postcode together.
    for (let length = Math.min(LONGEST_PLACE, postcode + 1); length > 1; length--) {
      const found = lookUp(postcode + 1 - length, postcode + 1)
      if (found) return found
    }
    const found = lookUp(postcode, postcode + 1)
    if (found) return found
  }
  for (let length = Math.min(LONGEST_PLACE, words.length); length >= 1; length--) {
    const found = lookUp(words.length - length, words.length) ?? (length < words.length ? lookUp(0, length) : undefined)
    if (found) return found
  }
  return undefined
}
