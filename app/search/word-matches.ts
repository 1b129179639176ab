import type MiniSearch from 'minisearch'
import type { SearchOptions } from 'minisearch'
import { OneCopyEach } from '~/content/one-copy-each'

/** How one word, alternative or group of a query matched one document. */
export interface WordMatch {
  score: number
  /** The indexed words the document matched, to highlight. */
  terms: string[]
  /** How many words of the query the terms stand for (a phrase's terms are all needed to call it named). */
  words: number
  /** Whether one of the terms is a word of the document's names or labels (see SearchIndex.nameBoost). */
  named: boolean
}

/**
 * The documents a word, alternative or group of a query matched, as parallel lists: each document's
 * short id (its place in the order documents were added, from 0), score, matched words and how many
 * query words those stand for. A common word matches most of 10,000 services: as lists there is no
 * object and no map entry for each, for the garbage collector to walk while they are remembered.
 */
export class Matches {
  static readonly NONE = new Matches(0, [], [], [], [], [])
  /** How many documents there are in all (short ids are below it). */
  readonly universe: number
  readonly documents: Int32Array
  readonly scores: Float64Array
  /** The indexed words each document matched, to highlight (lists shared between documents: never changed). */
  readonly terms: ReadonlyArray<string[]>
  readonly words: Uint8Array
  /** 1 where one of the entry's terms is a word of the document's names or labels (WordIndex's `namedIn`). */
  readonly named: Uint8Array
  /** Each document's entry + 1 by short id (0: not matched), made when first looked up. */
  private positions: Int32Array | undefined

  constructor(universe: number, documents: ArrayLike<number>, scores: ArrayLike<number>, terms: ReadonlyArray<string[]>, words: ArrayLike<number>, named: ArrayLike<number>) {
    this.universe = universe
    this.documents = documents instanceof Int32Array ? documents : Int32Array.from(documents)
    this.scores = scores instanceof Float64Array ? scores : Float64Array.from(scores)
    this.terms = terms
    this.words = words instanceof Uint8Array ? words : Uint8Array.from(words)
    this.named = named instanceof Uint8Array ? named : Uint8Array.from(named)
  }

  get size(): number {
    return this.documents.length
  }

  /** The entry of a document, or -1 when it did not match. */
  entryOf(document: number): number {
    if (!this.positions) {
      this.positions = new Int32Array(this.universe)
      for (let entry = 0; entry < this.documents.length; entry++) this.positions[this.documents[entry]!] = entry + 1
    }
    return document < this.universe ? this.positions[document]! - 1 : -1
  }

  /** One entry as a WordMatch. */
  at(entry: number): WordMatch {
    return { score: this.scores[entry]!, terms: this.terms[entry]!, words: this.words[entry]!, named: this.named[entry] === 1 }
  }

  *[Symbol.iterator](): Generator<[number, WordMatch]> {
    for (let entry = 0; entry < this.documents.length; entry++) yield [this.documents[entry]!, this.at(entry)]
  }
}

/** Matches made a document at a time; an entry's score and words may be replaced while it is being made. */
export class MatchesBuilder {
  readonly documents: number[] = []
  readonly scores: number[] = []
  readonly terms: string[][] = []
  readonly words: number[] = []
  readonly named: number[] = []

  add(document: number, score: number, terms: string[], words: number, named: boolean) {
    this.documents.push(document)
    this.scores.push(score)
    this.terms.push(terms)
    this.words.push(words)
    this.named.push(named ? 1 : 0)
  }

  replace(entry: number, score: number, terms: string[], words: number, named: boolean) {
    this.scores[entry] = score
    this.terms[entry] = terms
    this.words[entry] = words
    this.named[entry] = named ? 1 : 0
  }

  get size(): number {
    return this.documents.length
  }

  done(universe: number): Matches {
    return new Matches(universe, this.documents, this.scores, this.terms, this.words, this.named)
  }
}

/** For each field's id, each document's short id and how often an indexed word is in that field. */
type FieldTermData = Map<number, Map<number, number>>

/** One indexed word's documents in one index field, each with its BM25 score there. */
interface FieldPostings {
  documents: Int32Array
  bm25: Float64Array
}

/**
 * One indexed word's documents, field by field in the order of `WordIndex.boosts` (undefined where the
 * word is not in a field): what MiniSearch keeps as a map of maps, as two typed arrays a field.
 */
class TermPostings {
  readonly fields: ReadonlyArray<FieldPostings | undefined>
  constructor(fields: ReadonlyArray<FieldPostings | undefined>) {
    this.fields = fields
  }
}

/** The radix tree of indexed words MiniSearch keeps, with its values as they are before and after compiling. */
interface IndexedWords<Value> {
  get(term: string): Value | undefined
  set(term: string, value: Value): unknown
  atPrefix(prefix: string): Iterable<[string, Value]>
  fuzzyGet(term: string, maxDistance: number): Map<string, [Value, number]>
  [Symbol.iterator](): Iterator<[string, Value]>
}

/**
 * The parts of MiniSearch 7 a word index is compiled from (its own search keeps them private).
 * word-matches.test.ts checks, word by word, that what is read here scores as MiniSearch's search does.
 */
interface MiniSearchInternals {
  _options: {
    fields: string[]
    tokenize: (text: string) => string[]
    processTerm: (term: string) => string | string[] | null | undefined | false
    searchOptions: Required<Pick<SearchOptions, 'weights' | 'bm25' | 'maxFuzzy'>> & SearchOptions
  }
  _index: IndexedWords<FieldTermData | TermPostings>
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

/** While an index is compiled (WordIndex.compile), a step for every this many indexed words. */
const COMPILE_STEP = 500

/**
 * A finished MiniSearch index, made quick to read a word's matches from. MiniSearch keeps, for every
 * indexed word, a map of fields to maps of documents to counts, and its search works out each
 * document's BM25 score from them on every query: a common word matches most of 10,000 services, so
 * that was most of a first search's time, and the tens of thousands of small maps most of what the
 * garbage collector had to walk. Compiled, each indexed word holds its documents and their BM25 score
 * in each field as two typed arrays, worked out once with MiniSearch's formula; the MiniSearch index
 * it came from can no longer be searched or added to, and is let go.
 */
export class WordIndex {
  private readonly words: IndexedWords<FieldTermData | TermPostings>
  private readonly options: MiniSearchInternals['_options']
  /** Each index field's boost, in the order of TermPostings.fields. */
  private readonly boosts: number[]
  private readonly documentIds: string[]
  private readonly namedIn: ReadonlyMap<string, readonly number[]>
  /** The one copy of each name word, used for the matched words too (SearchIndex.nameWordCopies). */
  private readonly nameWordCopies: OneCopyEach
  /**
   * Working space for a word's lookup, by short id: made once, and left cleared after every lookup (a
   * lookup is never interrupted). Fresh lists for every word were most of what a first search allocated.
   */
  private readonly scratch: { scores: Float64Array; termsOf: Array<string[] | undefined>; named: Uint8Array; matched: Int32Array }

  private constructor(
    words: IndexedWords<FieldTermData | TermPostings>,
    options: MiniSearchInternals['_options'],
    boosts: number[],
    documentIds: string[],
    namedIn: ReadonlyMap<string, readonly number[]>,
    nameWordCopies: OneCopyEach,
  ) {
    this.words = words
    this.options = options
    this.boosts = boosts
    this.documentIds = documentIds
    this.namedIn = namedIn
    this.nameWordCopies = nameWordCopies
    const size = documentIds.length
    this.scratch = { scores: new Float64Array(size), termsOf: new Array<string[] | undefined>(size).fill(undefined), named: new Uint8Array(size), matched: new Int32Array(size) }
  }

  /**
   * Compiles a finished index in steps of COMPILE_STEP words (see SearchIndex.finish); its answer is
   * the word index. `namedIn`: for each word, the short ids of the documents whose names or labels have
   * it, so that each match says whether it is named (WordMatch.named).
   */
  static *compile<Document>(
    index: MiniSearch<Document>,
    namedIn: ReadonlyMap<string, readonly number[]> = new Map(),
    nameWordCopies: OneCopyEach = new OneCopyEach(),
  ): Generator<void, WordIndex> {
    const mini = index as unknown as MiniSearchInternals
    const options = mini._options.searchOptions
    const fieldIds = mini._options.fields.map((field) => mini._fieldIds[field]!)
    const boosts = mini._options.fields.map((field) => options.boost?.[field] || 1)
    const { k, b, d } = options.bm25
    const documentIds: string[] = []
    for (const [short, id] of mini._documentIds) documentIds[short] = id
    // Each word's value is replaced where it is, which leaves the tree's shape, and so its iterator, as they were.
    let step = 0
    for (const [term, data] of mini._index) {
      if (++step % COMPILE_STEP === 0) yield
      if (data instanceof TermPostings) continue
      const fields = fieldIds.map((fieldId): FieldPostings | undefined => {
        const frequencies = data.get(fieldId)
        if (!frequencies) return undefined
        // As MiniSearch scores a field: BM25 with its document count, the field's average length, and how many documents have the word.
        const matching = frequencies.size
        const averageLength = mini._avgFieldLength[fieldId]!
        const inverseFrequency = Math.log(1 + (mini._documentCount - matching + 0.5) / (matching + 0.5))
        const documents: number[] = []
        const bm25: number[] = []
        for (const [document, frequency] of frequencies) {
          if (!mini._documentIds.has(document)) continue
          const fieldLength = mini._fieldLength.get(document)![fieldId]!
          documents.push(document)
          bm25.push(inverseFrequency * (d + (frequency * (k + 1)) / (frequency + k * (1 - b + (b * fieldLength) / averageLength))))
        }
        return { documents: Int32Array.from(documents), bm25: Float64Array.from(bm25) }
      })
      mini._index.set(term, new TermPostings(fields))
    }
    return new WordIndex(mini._index, mini._options, boosts, documentIds, namedIn, nameWordCopies)
  }

  /** The id of the document with this short id. */
  documentId(short: number): string | undefined {
    return this.documentIds[short]
  }

  /**
   * One query word's matches, scored exactly as MiniSearch's `search(word)` scores them (BM25 for
   * each field, weighted by the field's boost, and for longer words and misspellings by MiniSearch's
   * prefix and fuzzy weights). Documents that match the same single indexed word share its list of
   * matched words. In no particular order: callers rank them. A word that
   * is several search terms (the tokenizer splits it) matches the documents with all of them.
   */
  matches(word: string, lookUp: WordLookUp): Matches {
    const tokenize = this.options.searchOptions.tokenize ?? this.options.tokenize
    const processTerm = this.options.searchOptions.processTerm ?? this.options.processTerm
    const terms = tokenize(word).flatMap((token) => processTerm(token) || [])
    if (terms.length === 0) return Matches.NONE
    if (terms.length === 1) return this.termMatches(terms[0]!, terms, lookUp)
    const [first, ...others] = terms.map((term) => this.termMatches(term, terms, lookUp))
    const all = new MatchesBuilder()
    for (const [entry, document] of first!.documents.entries()) {
      const entries = others.map((other) => other.entryOf(document))
      if (entries.some((at) => at < 0)) continue
      const score = entries.reduce((sum, at, position) => sum + others[position]!.scores[at]!, first!.scores[entry]!)
      const named = first!.named[entry] === 1 || entries.some((at, position) => others[position]!.named[at] === 1)
      all.add(document, score, [...new Set([first!.terms[entry]!, ...entries.map((at, position) => others[position]!.terms[at]!)].flat())], 1, named)
    }
    return all.done(this.documentIds.length)
  }

  private termMatches(term: string, terms: string[], { prefix, exact }: WordLookUp): Matches {
    const options = this.options.searchOptions
    // As MiniSearch reads its fuzzy option: true is 0.2, a fraction is of the word's length (at most maxFuzzy), a whole number is letters.
    const allowance = exact ? false : typeof options.fuzzy === 'function' ? options.fuzzy(term, 0, terms) : options.fuzzy
    const fuzzy = allowance === true ? 0.2 : Number(allowance || 0)
    const maxDistance = !fuzzy ? 0 : fuzzy < 1 ? Math.min(options.maxFuzzy, Math.round(term.length * fuzzy)) : fuzzy

    // MiniSearch's order: the word itself, then longer words, then misspellings that are not also longer words.
    // Each indexed word as the one copy the names have of it (nameWordCopies), so that name checks compare the same strings.
    const derived: Array<[string, number, FieldTermData | TermPostings | undefined]> = [[this.nameWordCopies.known(term), 1, this.words.get(term)]]
    const longer = new Set<string>()
    if (prefix && !exact) {
      for (const [found, postings] of this.words.atPrefix(term)) {
        const distance = found.length - term.length
        if (!distance) continue
        longer.add(found)
        derived.push([this.nameWordCopies.known(found), (options.weights.prefix * found.length) / (found.length + 0.3 * distance), postings])
      }
    }
    if (maxDistance) {
      for (const [found, [postings, distance]] of this.words.fuzzyGet(term, maxDistance)) {
        if (!distance || longer.has(found)) continue
        derived.push([this.nameWordCopies.known(found), (options.weights.fuzzy * found.length) / (found.length + distance), postings])
      }
    }

    const { scores, termsOf, named, matched } = this.scratch
    let count = 0
    for (const [indexed, weight, postings] of derived) {
      if (!(postings instanceof TermPostings)) continue
      const alone = [indexed]
      for (const [position, field] of postings.fields.entries()) {
        if (!field) continue
        const boost = this.boosts[position]!
        const { documents, bm25 } = field
        for (let at = 0; at < documents.length; at++) {
          const document = documents[at]!
          scores[document]! += weight * boost * bm25[at]!
          const known = termsOf[document]
          if (!known) {
            termsOf[document] = alone
            matched[count++] = document
          } else if (known !== alone && !known.includes(indexed)) {
            termsOf[document] = known.length === 1 ? [...known, indexed] : (known.push(indexed), known)
          }
        }
      }
    }

    // Named: a document whose names or labels have one of the indexed words it matched.
    for (const [indexed] of derived) for (const document of this.namedIn.get(indexed) ?? []) if (termsOf[document]?.includes(indexed)) named[document] = 1
    const matchedScores = new Float64Array(count)
    const matchedTerms: string[][] = new Array<string[]>(count)
    const matchedNamed = new Uint8Array(count)
    for (let entry = 0; entry < count; entry++) {
      const document = matched[entry]!
      matchedScores[entry] = scores[document]!
      matchedTerms[entry] = termsOf[document]!
      matchedNamed[entry] = named[document]!
      scores[document] = 0
      termsOf[document] = undefined
      named[document] = 0
    }
    return new Matches(this.documentIds.length, matched.slice(0, count), matchedScores, matchedTerms, new Uint8Array(count).fill(1), matchedNamed)
  }
}
