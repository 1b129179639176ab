import type MiniSearch from 'minisearch'
import type { SearchOptions } from 'minisearch'

/** How one word, alternative or group of a query matched one document. */
export interface WordMatch {
  score: number
  /** The indexed words the document matched, to highlight. */
  terms: string[]
  /** How many words of the query the terms stand for (a phrase's terms are all needed to call it named). */
  words: number
}

/** For each field's id, each document's short id and how often an indexed word is in that field. */
type FieldTermData = Map<number, Map<number, number>>

/**
 * The parts of MiniSearch 7 that a word's matches are read from (its own search keeps them private).
 * word-matches.test.ts checks, word by word, that what is read here scores as MiniSearch's search does.
 */
interface MiniSearchInternals {
  _options: {
    fields: string[]
    tokenize: (text: string) => string[]
    processTerm: (term: string) => string | string[] | null | undefined | false
    searchOptions: Required<Pick<SearchOptions, 'weights' | 'bm25' | 'maxFuzzy'>> & SearchOptions
  }
  _index: {
    get(term: string): FieldTermData | undefined
    atPrefix(prefix: string): Iterable<[string, FieldTermData]>
    fuzzyGet(term: string, maxDistance: number): Map<string, [FieldTermData, number]>
  }
  _fieldIds: Record<string, number>
  _fieldLength: Map<number, number[]>
  _avgFieldLength: number[]
  _documentCount: number
  _documentIds: Map<number, string>
  _nextId: number
}

export interface WordLookUp {
  /** Also longer words that start with it. */
  prefix: boolean
  /** Only the word itself: no prefix and no typing mistakes. */
  exact: boolean
}

/**
 * One query word's matches, scored exactly as MiniSearch's `search(word)` scores them (BM25 for each
 * field, weighted by the field's boost, and for longer words and misspellings by MiniSearch's prefix
 * and fuzzy weights), read straight from its index. MiniSearch's own search makes several objects for
 * every document a word matches and sorts them; a common word matches most of 10,000 services, so
 * that was most of a first search's time and much of the garbage collector's. Here each matching
 * document costs one object, and documents that match the same single indexed word share its list.
 * The result is in no particular order: callers rank it. A word that is more than one search term is
 * left to MiniSearch (its terms are combined as its search combines them).
 */
export function wordMatches<Document>(index: MiniSearch<Document>, word: string, { prefix, exact }: WordLookUp): Map<string, WordMatch> {
  const mini = index as unknown as MiniSearchInternals
  const options = mini._options.searchOptions
  const tokenize = options.tokenize ?? mini._options.tokenize
  const processTerm = options.processTerm ?? mini._options.processTerm
  const terms = tokenize(word).flatMap((token) => processTerm(token) || [])
  if (terms.length !== 1) return fromSearch(index, word, { prefix, exact })
  const term = terms[0]!

  // As MiniSearch reads its fuzzy option: true is 0.2, a fraction is of the word's length (at most maxFuzzy), a whole number is letters.
  const allowance = exact ? false : typeof options.fuzzy === 'function' ? options.fuzzy(term, 0, terms) : options.fuzzy
  const fuzzy = allowance === true ? 0.2 : Number(allowance || 0)
  const maxDistance = !fuzzy ? 0 : fuzzy < 1 ? Math.min(options.maxFuzzy, Math.round(term.length * fuzzy)) : fuzzy

  // MiniSearch's order: the word itself, then longer words, then misspellings that are not also longer words.
  const derived: Array<[string, number, FieldTermData | undefined]> = [[term, 1, mini._index.get(term)]]
  const longer = new Set<string>()
  if (prefix && !exact) {
    for (const [found, data] of mini._index.atPrefix(term)) {
      const distance = found.length - term.length
      if (!distance) continue
      longer.add(found)
      derived.push([found, (options.weights.prefix * found.length) / (found.length + 0.3 * distance), data])
    }
  }
  if (maxDistance) {
    for (const [found, [data, distance]] of mini._index.fuzzyGet(term, maxDistance)) {
      if (!distance || longer.has(found)) continue
      derived.push([found, (options.weights.fuzzy * found.length) / (found.length + distance), data])
    }
  }

  const scores = new Float64Array(mini._nextId)
  const termsOf: Array<string[] | undefined> = new Array(mini._nextId)
  const matched: number[] = []
  const boosts = mini._options.fields.map((field) => [mini._fieldIds[field]!, options.boost?.[field] || 1] as const)
  const { k, b, d } = options.bm25
  for (const [indexed, weight, data] of derived) {
    if (!data) continue
    const alone = [indexed]
    for (const [fieldId, boost] of boosts) {
      const frequencies: Map<number, number> | undefined = data.get(fieldId)
      if (!frequencies) continue
      const matching = frequencies.size
      const averageLength = mini._avgFieldLength[fieldId]!
      const inverseFrequency = Math.log(1 + (mini._documentCount - matching + 0.5) / (matching + 0.5))
      for (const [document, frequency] of frequencies) {
        if (!mini._documentIds.has(document)) continue
        const fieldLength = mini._fieldLength.get(document)![fieldId]!
        const bm25 = inverseFrequency * (d + (frequency * (k + 1)) / (frequency + k * (1 - b + (b * fieldLength) / averageLength)))
        scores[document]! += weight * boost * bm25
        const known: string[] | undefined = termsOf[document]
        if (!known) {
          termsOf[document] = alone
          matched.push(document)
        } else if (known !== alone && !known.includes(indexed)) {
          termsOf[document] = known.length === 1 && known !== alone ? [...known, indexed] : (known.push(indexed), known)
        }
      }
    }
  }

  const matches = new Map<string, WordMatch>()
  for (const document of matched) matches.set(mini._documentIds.get(document)!, { score: scores[document]!, terms: termsOf[document]!, words: 1 })
  return matches
}

/** MiniSearch's own search, as one word's matches. */
function fromSearch<Document>(index: MiniSearch<Document>, word: string, { prefix, exact }: WordLookUp): Map<string, WordMatch> {
  const matches = new Map<string, WordMatch>()
  for (const result of index.search(word, exact ? { prefix: false, fuzzy: false } : { prefix }))
    matches.set(result.id as string, { score: result.score, terms: result.terms, words: 1 })
  return matches
}
