import { OneCopyEach } from '~/lib/memory/one-copy-each'
import type { ResultTypeKey } from './result-types'
import type { SearchDocument } from './search-documents'
import { Vocabulary } from './spelling'
import { indexTerm, queryWords, tokenize, typoAllowance } from './terms'
import { TextsSeen } from './texts-seen'
import { type WordIndex, WordIndexBuilder } from './word-matches'

/** The document's fields, indexed together in fewer index fields: each index field costs time on every search. */
const FIELDS = ['title', 'aliases', 'summary', 'body', 'provided', 'labels', 'place'] as const satisfies ReadonlyArray<
  keyof SearchDocument
>
const INDEX_FIELDS = {
  name: ['title', 'aliases'],
  summary: ['summary'],
  body: ['body'],
  details: ['provided', 'labels', 'place'],
} as const satisfies Record<string, ReadonlyArray<(typeof FIELDS)[number]>>

/** The fields whose texts documents share, kept once. */
const SHARED_TEXTS = ['aliases', 'summary', 'body', 'provided', 'labels', 'place'] as const satisfies ReadonlyArray<
  (typeof FIELDS)[number]
>

/**
 * How much a match in each index field counts: a service's title and other names first, then its
 * short and long descriptions, then what it provides, its labels and its place.
 */
export const INDEX_FIELD_BOOSTS: Readonly<Record<keyof typeof INDEX_FIELDS, number>> = {
  name: 6,
  summary: 2.5,
  body: 1.5,
  details: 1.3,
}
const INDEX_FIELD_NAMES = Object.keys(INDEX_FIELDS) as Array<keyof typeof INDEX_FIELDS>

/** A document as the index keeps it, with what ranking compares the query's words with. */
export interface IndexedDocument {
  document: SearchDocument
  type: ResultTypeKey
  /** The title and other names as lists of query words, for NAME_COVERED and NAME_EXACT (hits.ts). */
  names: string[][]
  /** The labels (a service's category, supports, audiences) the same way: a label is what kind of thing it is, so at most NAME_COVERED. */
  labels: string[][]
  /** Every word of the names and labels (a few words: a list costs less than a set, and is as quick to look through). */
  nameWords: string[]
  /** The place in title order, to order equal scores without comparing strings on every search. */
  titleOrder: number
}

/** A finished index's contents (SearchIndexBuilder.finish), which a SearchIndex answers from and never changes. */
export interface IndexContents {
  /** The documents by short id: the order they were added. */
  readonly documents: readonly IndexedDocument[]
  /** Every indexed word's documents and scores (word-matches.ts). */
  readonly words: WordIndex
  /**
   * The words of every field but the other names, which hold common misspellings on purpose
   * ("Autisim support") so that they are found, not suggested. A word found here is taken as spelt
   * right: typing mistakes are allowed only for other words. It also gives "did you mean".
   */
  readonly vocabulary: Vocabulary
  /** Words of documents' places (suburbs, postcodes, council areas, states): words a place name may have. */
  readonly placeWords: ReadonlySet<string>
}

/**
 * A document's index fields' texts, in the order of INDEX_FIELD_BOOSTS, each field's texts
 * normalised into words (`normalised`) and joined by single spaces.
 */
export function indexFieldTexts(document: SearchDocument, normalised: (text: string) => string): string[] {
  return INDEX_FIELD_NAMES.map((indexField) => {
    const fields = INDEX_FIELDS[indexField]
    return fields.length === 1
      ? normalised(document[fields[0]])
      : fields
          .map((field) => normalised(document[field]))
          .filter((words) => words.length > 0)
          .join(' ')
  })
}

/**
 * Builds a search index's contents a document at a time (`add`), then finishes them in steps
 * (`finish`), after which nothing more can be added. The server adds in turns and finishes in steps
 * (search-index.server.ts); SearchIndex.build does both at once.
 */
export class SearchIndexBuilder {
  private readonly documents: IndexedDocument[] = []
  private readonly ids = new Set<string>()
  /** For each word of a document's names or labels, the short ids of the documents that have it. */
  private readonly namedIn = new Map<string, number[]>()
  /**
   * One copy of each word of the names and labels, shared with the matched words (WordIndex): a
   * search compares every hit's matched words with its names, and the same string compares at once.
   */
  private readonly nameWordCopies = new OneCopyEach()
  private readonly vocabulary = new Vocabulary()
  private readonly placeWords = new Set<string>()
  /** The texts met while documents are added (forgotten when they are finished). */
  private readonly texts = new TextsSeen()
  private readonly words: WordIndexBuilder
  private finished = false

  constructor() {
    this.words = new WordIndexBuilder({
      boosts: INDEX_FIELD_NAMES.map((field) => INDEX_FIELD_BOOSTS[field]),
      // Added as their words already (see add): splitting them again is all that is left to do, and a text met before is split already.
      tokenize: (words) => this.texts.split(words),
      tokenizeQuery: tokenize,
      processTerm: indexTerm,
      fuzzy: (term) => (this.vocabulary.knows(term) ? 0 : typoAllowance(term)),
    })
  }

  /** Adds a document (a repeated id is left out). */
  add(document: SearchDocument) {
    if (this.finished)
      throw new Error('SearchIndexBuilder: a document was added after finish(); build a new index to add to it')
    if (this.ids.has(document.id)) return
    this.ids.add(document.id)
    const texts = this.texts
    const title = this.sharingNameWords(queryWords(document.title))
    const aliases = texts.lines(document.aliases).map((list) => this.sharingNameWords(list))
    const names = title.length > 0 ? [title, ...aliases] : aliases
    const labels = texts.lines(document.labels).map((list) => this.sharingNameWords(list))
    // Kept with one copy of each text: services share most of theirs (the large dataset's 10,000 have about 4,000).
    const kept: SearchDocument = { ...document }
    for (const field of SHARED_TEXTS) kept[field] = texts.shared(document[field])
    const nameWords = [...new Set([...names, ...labels].flat())]
    for (const word of nameWords) {
      const named = this.namedIn.get(word)
      if (named) named.push(this.documents.length)
      else this.namedIn.set(word, [this.documents.length])
    }
    this.documents.push({ document: kept, type: document.type, names, labels, nameWords, titleOrder: 0 })
    // Each field is normalised into words once for every text, for the index and the vocabulary alike:
    // normalising the text is most of the cost of indexing, and services share most of their texts.
    this.words.add(
      document.id,
      indexFieldTexts(document, (text) => texts.normalised(text)),
    )
    for (const field of FIELDS) if (field !== 'aliases') texts.count(document[field])
    for (const word of texts.words(document.place)) this.placeWords.add(word)
  }

  /**
   * The finished contents, once the last document is in: the vocabulary counts their words, equal
   * scores are ordered by title (every document is numbered by its place in title order), and the
   * index's words are scored for reading (word-matches.ts). In steps, so that other requests are
   * answered between them (decision 0050 has their length). Nothing can be added afterwards, and it
   * finishes only once.
   */
  finish(): Generator<void, IndexContents> {
    if (this.finished) throw new Error('SearchIndexBuilder: finish() was called twice')
    this.finished = true
    return this.finishing()
  }

  private *finishing(): Generator<void, IndexContents> {
    const counted = yield* this.texts.countedWords()
    yield
    for (const [word, times] of counted) this.vocabulary.add(word, times)
    yield
    const collator = new Intl.Collator('en-AU')
    ;[...this.documents]
      .sort((a, b) => collator.compare(a.document.title, b.document.title))
      .forEach((indexed, order) => (indexed.titleOrder = order))
    yield
    const words = yield* this.words.finish(this.namedIn, this.nameWordCopies)
    return { documents: this.documents, words, vocabulary: this.vocabulary, placeWords: this.placeWords }
  }

  /** The list with each word replaced by its one copy (nameWordCopies); lists TextsSeen shares are changed where they are. */
  private sharingNameWords(words: string[]): string[] {
    for (const [position, word] of words.entries()) words[position] = this.nameWordCopies.of(word)
    return words
  }
}
