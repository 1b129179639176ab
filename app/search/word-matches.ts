import SearchableMap from 'minisearch/SearchableMap'
import { OneCopyEach } from '~/lib/memory/one-copy-each'

/** How one word, alternative or group of a query matched one document. */
export interface WordMatch {
  score: number
  /** The indexed words the document matched, to highlight. */
  terms: string[]
  /** How many words of the query the terms stand for (a phrase's terms are all needed to call it named). */
  words: number
  /** Whether one of the terms is a word of the document's names or labels (see nameBoost, hits.ts). */
  named: boolean
}

/**
 * The documents a word, alternative or group of a query matched, as parallel lists: each document's
 * short id (its place in the order documents were added, from 0), score, matched words and how many
 * query words those stand for. A common word matches most of 10,000 services: as lists there is no
 * object and no map entry for each, for the garbage collector to walk while they are remembered.
 */
export class Matches {
  static readonly NONE = new Matches(
    0,
    new Int32Array(0),
    new Float64Array(0),
    [],
    new Uint8Array(0),
    new Uint8Array(0),
  )
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

  constructor(
    universe: number,
    documents: Int32Array,
    scores: Float64Array,
    terms: ReadonlyArray<string[]>,
    words: Uint8Array,
    named: Uint8Array,
  ) {
    this.universe = universe
    this.documents = documents
    this.scores = scores
    this.terms = terms
    this.words = words
    this.named = named
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
    return {
      score: this.scores[entry]!,
      terms: this.terms[entry]!,
      words: this.words[entry]!,
      named: this.named[entry] === 1,
    }
  }

  *[Symbol.iterator](): Generator<[number, WordMatch]> {
    for (let entry = 0; entry < this.documents.length; entry++) yield [this.documents[entry]!, this.at(entry)]
  }
}

/**
 * Matches made a document at a time, at most `capacity` of them; an entry's score and words may be
 * replaced while it is being made. Typed lists of the most it can hold, cut to size when done: a
 * group of common words makes thousands of entries, and growing plain arrays of them, then copying
 * them into typed ones, was a fifth of such a search.
 */
export class MatchesBuilder {
  readonly documents: Int32Array
  readonly scores: Float64Array
  readonly terms: string[][] = []
  readonly words: Uint8Array
  readonly named: Uint8Array
  private count = 0

  constructor(capacity: number) {
    this.documents = new Int32Array(capacity)
    this.scores = new Float64Array(capacity)
    this.words = new Uint8Array(capacity)
    this.named = new Uint8Array(capacity)
  }

  add(document: number, score: number, terms: string[], words: number, named: boolean) {
    const entry = this.count++
    this.documents[entry] = document
    this.scores[entry] = score
    this.terms.push(terms)
    this.words[entry] = words
    this.named[entry] = named ? 1 : 0
  }

  replace(entry: number, score: number, terms: string[], words: number, named: boolean) {
    this.scores[entry] = score
    this.terms[entry] = terms
    this.words[entry] = words
    this.named[entry] = named ? 1 : 0
  }

  get size(): number {
    return this.count
  }

  done(universe: number): Matches {
    const size = this.count
    return new Matches(
      universe,
      this.documents.slice(0, size),
      this.scores.slice(0, size),
      this.terms,
      this.words.slice(0, size),
      this.named.slice(0, size),
    )
  }
}

/** One indexed word's documents in one index field, each with its BM25 score there. */
interface FieldPostings {
  documents: Int32Array
  bm25: Float64Array
}

/**
 * One indexed word's documents, field by field in the order of `WordIndexOptions.boosts` (undefined
 * where the word is not in a field).
 */
class TermPostings {
  readonly fields: ReadonlyArray<FieldPostings | undefined>
  constructor(fields: ReadonlyArray<FieldPostings | undefined>) {
    this.fields = fields
  }
}

/** How documents' texts become indexed words, how much each field counts, and how query words are read. */
export interface WordIndexOptions {
  /** Each index field's boost, in the order WordIndexBuilder.add is given the fields' texts. */
  boosts: readonly number[]
  /** Splits an indexed text into words. */
  tokenize: (text: string) => string[]
  /** Splits a query word (a word the tokenizer splits is several search terms). */
  tokenizeQuery: (text: string) => string[]
  /** The indexed word a word stands for, or null for one not indexed (stop words); for texts and queries alike. */
  processTerm: (term: string) => string | null
  /** How many letters a query word may be out by (typoAllowance; none for a word spelt right). */
  fuzzy: (term: string) => number
}

/**
 * As MiniSearch 7 scores by default: how much a longer word (a prefix match) and a misspelling count,
 * and BM25's constants. word-matches.test.ts checks every word's scores against MiniSearch's own search.
 */
const WEIGHTS = { fuzzy: 0.45, prefix: 0.375 }
const BM25 = { k: 1.2, b: 0.7, d: 0.5 }

/** A text's words as a field is indexed: how many different words it has, and each indexed word with its count. */
interface CountedText {
  length: number
  terms: string[]
  frequencies: number[]
}

/** A list of whole numbers that grows as they are added, in memory of its own kind (a number[] takes 8 bytes a number). */
class GrowingInts {
  private values = new Int32Array(8)
  length = 0

  push(value: number) {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2)
      grown.set(this.values)
      this.values = grown
    }
    this.values[this.length++] = value
  }

  at(position: number): number {
    return this.values[position]!
  }

  /** The numbers, in memory of exactly their size. */
  done(): Int32Array {
    return this.values.slice(0, this.length)
  }
}

/**
 * While an index is finished (WordIndexBuilder.finish), a step for every this many of its words'
 * documents (postings): a few milliseconds each. The commonest words come first, with thousands each.
 */
const FINISH_STEP = 100_000

/**
 * Builds a word index a document at a time, counting what MiniSearch 7 counts (each field's words,
 * how often each indexed word is in it, the fields' average lengths, in MiniSearch's order), but as
 * lists: MiniSearch keeps a map of maps for every indexed word, which for 10,000 services was tens of
 * megabytes and most of the time it took to index them. A text met before (services share most of
 * theirs) is not split again. finish() works out each word's BM25 scores once, as MiniSearch's search
 * would on every query, and hands over the word index.
 */
export class WordIndexBuilder {
  private readonly options: WordIndexOptions
  private readonly fieldCount: number
  private readonly documentIds: string[] = []
  /** Each document's field lengths, field by field: document × fieldCount + field. */
  private readonly fieldLengths: number[] = []
  private readonly averageLengths: number[]
  /** Each indexed word's documents and counts by field, in the order the words were first met (the radix tree is built in it). */
  private readonly postings = new Map<string, Array<{ documents: GrowingInts; frequencies: GrowingInts } | undefined>>()
  private readonly counted = new Map<string, CountedText>()

  constructor(options: WordIndexOptions) {
    this.options = options
    this.fieldCount = options.boosts.length
    this.averageLengths = new Array<number>(this.fieldCount).fill(0)
  }

  /** Adds a document: its id and each index field's text, in the order of the boosts. */
  add(id: string, texts: readonly string[]) {
    const short = this.documentIds.length
    this.documentIds.push(id)
    for (let field = 0; field < this.fieldCount; field++) {
      const { length, terms, frequencies } = this.countedText(texts[field] ?? '')
      this.fieldLengths.push(length)
      // MiniSearch's running average, in its order of operations: the scores depend on its last bits.
      this.averageLengths[field] = (this.averageLengths[field]! * short + length) / (short + 1)
      for (let at = 0; at < terms.length; at++) {
        const term = terms[at]!
        let byField = this.postings.get(term)
        if (!byField) this.postings.set(term, (byField = new Array<undefined>(this.fieldCount).fill(undefined)))
        let inField = byField[field]
        if (!inField) byField[field] = inField = { documents: new GrowingInts(), frequencies: new GrowingInts() }
        inField.documents.push(short)
        inField.frequencies.push(frequencies[at]!)
      }
    }
  }

  /**
   * The word index, in steps of about FINISH_STEP postings. `namedIn`: for each word, the short ids of the
   * documents whose names or labels have it, so that each match says whether it is named (WordMatch.named).
   */
  *finish(
    namedIn: ReadonlyMap<string, readonly number[]> = new Map(),
    nameWordCopies: OneCopyEach = new OneCopyEach(),
  ): Generator<void, WordIndex> {
    this.counted.clear()
    const { k, b, d } = BM25
    const count = this.documentIds.length
    const words = new SearchableMap<TermPostings>()
    let sinceStep = 0
    for (const [term, byField] of this.postings) {
      if (sinceStep >= FINISH_STEP) {
        sinceStep = 0
        yield
      }
      for (const inField of byField) sinceStep += inField?.documents.length ?? 0
      const fields = byField.map((inField, field): FieldPostings | undefined => {
        if (!inField) return undefined
        // As MiniSearch scores a field: BM25 with its document count, the field's average length, and how many documents have the word.
        const matching = inField.documents.length
        const averageLength = this.averageLengths[field]!
        const inverseFrequency = Math.log(1 + (count - matching + 0.5) / (matching + 0.5))
        const bm25 = new Float64Array(matching)
        for (let at = 0; at < matching; at++) {
          const frequency = inField.frequencies.at(at)
          const fieldLength = this.fieldLengths[inField.documents.at(at) * this.fieldCount + field]!
          bm25[at] =
            inverseFrequency *
            (d + (frequency * (k + 1)) / (frequency + k * (1 - b + (b * fieldLength) / averageLength)))
        }
        return { documents: inField.documents.done(), bm25 }
      })
      // In the order MiniSearch met the words: the tree's shape, and so the order longer words and misspellings are found in.
      words.set(term, new TermPostings(fields))
    }
    this.postings.clear()
    return new WordIndex(words, this.options, [...this.documentIds], namedIn, nameWordCopies)
  }

  /** A text's different words and its indexed words with their counts, in the order first met (as MiniSearch counts them). */
  private countedText(text: string): CountedText {
    let counted = this.counted.get(text)
    if (counted) return counted
    const tokens = this.options.tokenize(text)
    const terms: string[] = []
    const frequencies: number[] = []
    const positions = new Map<string, number>()
    for (const token of tokens) {
      const term = this.options.processTerm(token)
      if (!term) continue
      const position = positions.get(term)
      if (position === undefined) {
        positions.set(term, terms.length)
        terms.push(term)
        frequencies.push(1)
      } else {
        frequencies[position]! += 1
      }
    }
    counted = { length: new Set(tokens).size, terms, frequencies }
    this.counted.set(text, counted)
    return counted
  }
}

/**
 * Working space for a word's lookup, by short id: made once for an index, because fresh lists for
 * every word were most of what a first search allocated. It is safe to share only because a word's
 * lookup is one synchronous call that leaves it cleared: nothing else can run in the middle of it, not
 * even a step of another lookup (SearchIndex.lookUp yields between words, never within one). `use`
 * checks it: a lookup that started while another was using the space (a callback that looks a word
 * up, or a lookup turned into steps that yield inside it) would add its scores to the other's, and
 * throws instead. A lookup that throws leaves the space cleared as well.
 */
class LookUpSpace {
  readonly scores: Float64Array
  readonly termsOf: Array<string[] | undefined>
  readonly named: Uint8Array
  readonly matched: Int32Array
  private inUse = false

  constructor(size: number) {
    this.scores = new Float64Array(size)
    this.termsOf = new Array<string[] | undefined>(size).fill(undefined)
    this.named = new Uint8Array(size)
    this.matched = new Int32Array(size)
  }

  /** Runs a lookup with the space, which it must leave cleared. */
  use<Result>(lookUp: (space: LookUpSpace) => Result): Result {
    if (this.inUse) {
      throw new Error(
        "WordIndex: a word's lookup started while another word's lookup was using the working space; each lookup must run to its end first (it must not yield, nor look a word up from a callback)",
      )
    }
    this.inUse = true
    try {
      return lookUp(this)
    } catch (error) {
      this.scores.fill(0)
      this.termsOf.fill(undefined)
      this.named.fill(0)
      throw error
    } finally {
      this.inUse = false
    }
  }
}

export interface WordLookUp {
  /** Also longer words that start with it. */
  prefix: boolean
  /** Only the word itself: no prefix and no typing mistakes. */
  exact: boolean
}

/**
 * A finished index, quick to read a word's matches from: each indexed word holds its documents and
 * their BM25 score in each field as two typed arrays, worked out once (WordIndexBuilder.finish). A
 * common word matches most of 10,000 services; MiniSearch's search works out every one's score on
 * every query, from a map of maps the garbage collector has to walk.
 */
export class WordIndex {
  private readonly words: SearchableMap<TermPostings>
  private readonly options: WordIndexOptions
  private readonly documentIds: string[]
  private readonly namedIn: ReadonlyMap<string, readonly number[]>
  /** The one copy of each name word, used for the matched words too (SearchIndexBuilder.nameWordCopies). */
  private readonly nameWordCopies: OneCopyEach
  private readonly space: LookUpSpace

  constructor(
    words: SearchableMap<TermPostings>,
    options: WordIndexOptions,
    documentIds: string[],
    namedIn: ReadonlyMap<string, readonly number[]>,
    nameWordCopies: OneCopyEach,
  ) {
    this.words = words
    this.options = options
    this.documentIds = documentIds
    this.namedIn = namedIn
    this.nameWordCopies = nameWordCopies
    this.space = new LookUpSpace(documentIds.length)
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
    const terms = this.options.tokenizeQuery(word).flatMap((token) => this.options.processTerm(token) ?? [])
    if (terms.length === 0) return Matches.NONE
    if (terms.length === 1) return this.termMatches(terms[0]!, lookUp)
    const [first, ...others] = terms.map((term) => this.termMatches(term, lookUp))
    const all = new MatchesBuilder(first!.size)
    for (const [entry, document] of first!.documents.entries()) {
      const entries = others.map((other) => other.entryOf(document))
      if (entries.some((at) => at < 0)) continue
      const score = entries.reduce((sum, at, position) => sum + others[position]!.scores[at]!, first!.scores[entry]!)
      const named = first!.named[entry] === 1 || entries.some((at, position) => others[position]!.named[at] === 1)
      all.add(
        document,
        score,
        [...new Set([first!.terms[entry]!, ...entries.map((at, position) => others[position]!.terms[at]!)].flat())],
        1,
        named,
      )
    }
    return all.done(this.documentIds.length)
  }

  private termMatches(term: string, lookUp: WordLookUp): Matches {
    return this.space.use((space) => this.termMatchesIn(space, term, lookUp))
  }

  private termMatchesIn(space: LookUpSpace, term: string, { prefix, exact }: WordLookUp): Matches {
    const maxDistance = exact ? 0 : this.options.fuzzy(term)

    // MiniSearch's order: the word itself, then longer words, then misspellings that are not also longer words.
    // Each indexed word as the one copy the names have of it (nameWordCopies), so that name checks compare the same strings.
    const derived: Array<[string, number, TermPostings | undefined]> = [
      [this.nameWordCopies.known(term), 1, this.words.get(term)],
    ]
    const longer = new Set<string>()
    if (prefix && !exact) {
      for (const [found, postings] of this.words.atPrefix(term)) {
        const distance = found.length - term.length
        if (!distance) continue
        longer.add(found)
        derived.push([
          this.nameWordCopies.known(found),
          (WEIGHTS.prefix * found.length) / (found.length + 0.3 * distance),
          postings,
        ])
      }
    }
    if (maxDistance) {
      for (const [found, [postings, distance]] of this.words.fuzzyGet(term, maxDistance)) {
        if (!distance || longer.has(found)) continue
        derived.push([
          this.nameWordCopies.known(found),
          (WEIGHTS.fuzzy * found.length) / (found.length + distance),
          postings,
        ])
      }
    }

    const { scores, termsOf, named, matched } = space
    let count = 0
    for (const [indexed, weight, postings] of derived) {
      if (!postings) continue
      const alone = [indexed]
      for (const [position, field] of postings.fields.entries()) {
        if (!field) continue
        const boost = this.options.boosts[position]!
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
    for (const [indexed] of derived)
      for (const document of this.namedIn.get(indexed) ?? [])
        if (termsOf[document]?.includes(indexed)) named[document] = 1
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
    return new Matches(
      this.documentIds.length,
      matched.slice(0, count),
      matchedScores,
      matchedTerms,
      new Uint8Array(count).fill(1),
      matchedNamed,
    )
  }
}
