import { LRUCache } from 'lru-cache'
import MiniSearch from 'minisearch'
import { RESULT_TYPES, type ResultTypeKey } from './result-types'
import type { SearchDocument } from './search-documents'
import { Vocabulary } from './spelling'
import { indexTerm, queryWords, tokenize, typoAllowance } from './terms'

/** The document's fields, indexed together in fewer index fields: each index field costs time on every search. */
const FIELDS = ['title', 'aliases', 'summary', 'body', 'provided', 'labels', 'place'] as const satisfies ReadonlyArray<keyof SearchDocument>
const INDEX_FIELDS = {
  name: ['title', 'aliases'],
  summary: ['summary'],
  body: ['body'],
  details: ['provided', 'labels', 'place'],
} as const satisfies Record<string, ReadonlyArray<(typeof FIELDS)[number]>>

/**
 * How much a match in each index field counts: a service's title and other names first, then its
 * short and long descriptions, then what it provides, its labels and its place.
 */
const BOOST: Record<keyof typeof INDEX_FIELDS, number> = { name: 6, summary: 2.5, body: 1.5, details: 1.3 }

/** Words of three letters or more also find longer words that start with them ("counsel" finds "counselling"). */
const PREFIX_FROM = 3

/**
 * Matches on the whole name count extra: every word of the query in a document's title or one of its
 * other names, and more again when that is all the name says ("help at home" → the Help at home page).
 */
const NAME_COVERED = 1.5
const NAME_EXACT = 2

/** A document as MiniSearch indexes it: each index field as its words, separated by single spaces. */
type TokenizedDocument = { id: string } & Record<string, string>

export interface Hit {
  document: SearchDocument
  score: number
  /** The indexed words the document matched, to highlight. */
  terms: string[]
}

/** A hit as hits() makes it: the words to highlight are gathered from its words' matches when first asked for. */
class RankedHit implements Hit {
  readonly document: SearchDocument
  readonly score: number
  readonly titleOrder: number
  private readonly parts: WordMatch[]
  private matchedTerms: string[] | undefined

  constructor(indexed: IndexedDocument, score: number, parts: WordMatch[]) {
    this.document = indexed.document
    this.titleOrder = indexed.titleOrder
    this.score = score
    this.parts = parts
  }

  get terms(): string[] {
    this.matchedTerms ??= this.parts.length === 1 ? this.parts[0]!.terms : [...new Set(this.parts.flatMap((part) => part.terms))]
    return this.matchedTerms
  }
}

/** How one word of a query matched one document. */
interface WordMatch {
  score: number
  terms: string[]
}

interface IndexedDocument {
  document: SearchDocument
  /** The title and other names as lists of query words, for NAME_COVERED and NAME_EXACT. */
  names: string[][]
  /** The place in title order, to order equal scores without comparing strings on every search. */
  titleOrder: number
}

export interface RankedResults {
  /** Best first. */
  hits: Hit[]
  counts: Record<ResultTypeKey, number>
  /** False when no document has every word, and the hits are those with some of them. */
  allWords: boolean
}

const NO_RESULTS: RankedResults = { hits: [], counts: countsOf([]), allWords: true }

function countsOf(hits: Hit[]): Record<ResultTypeKey, number> {
  const counts = Object.fromEntries(RESULT_TYPES.map((type) => [type.key, 0])) as Record<ResultTypeKey, number>
  for (const hit of hits) counts[hit.document.type] += 1
  return counts
}

/**
 * The site search over every published document, built once per content version (see
 * search-index.server.ts). Typing mistakes and unfinished words are forgiven; every word must match,
 * or failing that, the best matches for some of the words are given.
 */
export class SearchIndex {
  readonly version: number
  private readonly index: MiniSearch<TokenizedDocument>
  private readonly documents = new Map<string, IndexedDocument>()
  /**
   * The words of every field but the other names, which hold common misspellings on purpose
   * ("Autisim support") so that they are found, not suggested. A word found here is taken as spelt
   * right: typing mistakes are allowed only for other words. It also gives "did you mean".
   */
  private readonly vocabulary = new Vocabulary()
  private readonly recent: LRUCache<string, RankedResults> | undefined
  private readonly words: LRUCache<string, Map<string, WordMatch>> | undefined

  /**
   * `remember`: how many recent searches to keep the answers of (paging and filtering repeat a
   * search). `rememberWordMatches`: how many single-word matches to keep, counted in documents.
   */
  constructor(documents: Iterable<SearchDocument>, version: number, { remember = 500, rememberWordMatches = 200_000 } = {}) {
    this.version = version
    this.recent = remember > 0 ? new LRUCache({ max: remember }) : undefined
    this.words = rememberWordMatches > 0 ? new LRUCache({ maxSize: rememberWordMatches, sizeCalculation: (matches) => Math.max(1, matches.size) }) : undefined
    this.index = new MiniSearch<TokenizedDocument>({
      idField: 'id',
      fields: Object.keys(INDEX_FIELDS),
      // Added as their words already (see add): splitting them again is all that is left to do.
      tokenize: (words) => (words ? words.split(' ') : []),
      processTerm: indexTerm,
      searchOptions: {
        tokenize,
        boost: BOOST,
        fuzzy: (term) => (this.vocabulary.knows(term) ? 0 : typoAllowance(term)),
        maxFuzzy: 2,
      },
    })
    for (const document of documents) this.add(document)
    this.orderByTitle()
  }

  /** Adds a document (a repeated id is left out). Call orderByTitle() once the last is in. */
  add(document: SearchDocument) {
    if (this.documents.has(document.id)) return
    const names = [document.title, ...document.aliases.split('\n')].map(queryWords).filter((words) => words.length > 0)
    this.documents.set(document.id, { document, names, titleOrder: 0 })
    // Each field is split into words once, for the index and the vocabulary alike: normalising the
    // text is most of the cost of indexing.
    const words = Object.fromEntries(FIELDS.map((field) => [field, tokenize(document[field])])) as Record<(typeof FIELDS)[number], string[]>
    const indexed: TokenizedDocument = { id: document.id }
    for (const [indexField, fields] of Object.entries(INDEX_FIELDS)) indexed[indexField] = fields.flatMap((field) => words[field]).join(' ')
    this.index.add(indexed)
    // Counted here first: the vocabulary is a tree, and a word is found in it once per document, not once per use.
    const counts = new Map<string, number>()
    for (const field of FIELDS) {
      if (field === 'aliases') continue
      for (const word of words[field]) if (indexTerm(word)) counts.set(word, (counts.get(word) ?? 0) + 1)
    }
    for (const [word, times] of counts) this.vocabulary.add(word, times)
  }

  /** Equal scores are ordered by title: numbers every document's place in title order. */
  orderByTitle() {
    const collator = new Intl.Collator('en-AU')
    ;[...this.documents.values()].sort((a, b) => collator.compare(a.document.title, b.document.title)).forEach((indexed, order) => (indexed.titleOrder = order))
  }

  get size(): number {
    return this.documents.size
  }

  /** Every match for a query, best first, with counts by type. Recent queries are remembered. */
  search(query: string): RankedResults {
    const words = queryWords(query)
    if (words.length === 0) return NO_RESULTS
    const key = words.join(' ')
    let results = this.recent?.get(key)
    if (!results) {
      const every = this.hits(words, 'all', false)
      const allWords = every.length > 0 || words.length === 1
      const hits = allWords ? every : this.hits(words, 'some', false)
      results = { hits, counts: countsOf(hits), allWords }
      this.recent?.set(key, results)
    }
    return results
  }

  /**
   * What to offer as a visitor types: the best few matches, treating the last word as unfinished
   * from its second letter.
   */
  suggest(query: string, limit: number): Hit[] {
    const words = queryWords(query)
    if (words.length === 0) return []
    return this.hits(words, 'all', true).slice(0, limit)
  }

  /** "Did you mean": the query spelt with words the index knows, or null. */
  spellingSuggestion(query: string): string | null {
    const suggestion = this.vocabulary.correct(query)
    return suggestion && this.search(suggestion).hits.length > 0 ? suggestion : null
  }

  private static nameBoost(names: string[][], words: string[]): number {
    let boost = 1
    for (const name of names) {
      if (!words.every((word) => name.some((nameWord) => nameWord.startsWith(word)))) continue
      if (name.length === words.length) return NAME_EXACT
      boost = NAME_COVERED
    }
    return boost
  }

  /**
   * The documents matching a query's words, best first. As MiniSearch scores a query (the sum of its
   * words' scores, times how many words matched), but from each word's matches, which are remembered:
   * visitors' searches share their common words ("help", "home"), and those cost the most to look up.
   * A common word matches thousands of documents, so each match makes one object, and the words to
   * highlight are put together only for the hits a page shows (RankedHit.terms).
   */
  private hits(words: string[], need: 'all' | 'some', lastWordUnfinished: boolean): Hit[] {
    const perWord = words.map((word, index) => this.wordMatches(word, lastWordUnfinished && index === words.length - 1))
    const ranked: RankedHit[] = []
    const rank = (id: string, score: number, parts: WordMatch[]) => {
      const indexed = this.documents.get(id)
      if (indexed) ranked.push(new RankedHit(indexed, score * parts.length * SearchIndex.nameBoost(indexed.names, words), parts))
    }
    if (need === 'all' || perWord.length === 1) {
      const [smallest, ...others] = [...perWord].sort((a, b) => a.size - b.size)
      for (const [id, match] of smallest ?? []) {
        let score = match.score
        const parts = [match]
        for (const other of others) {
          const found = other.get(id)
          if (!found) break
          score += found.score
          parts.push(found)
        }
        if (parts.length === words.length) rank(id, score, parts)
      }
    } else {
      const combined = new Map<string, { score: number; parts: WordMatch[] }>()
      for (const matches of perWord) {
        for (const [id, match] of matches) {
          const existing = combined.get(id)
          if (existing) {
            existing.score += match.score
            existing.parts.push(match)
          } else {
            combined.set(id, { score: match.score, parts: [match] })
          }
        }
      }
      for (const [id, { score, parts }] of combined) rank(id, score, parts)
    }
    return ranked.sort((a, b) => b.score - a.score || a.titleOrder - b.titleOrder)
  }

  /** One word's matches: exact, and with prefix and typo tolerance as the search options say. */
  private wordMatches(word: string, unfinished: boolean): Map<string, WordMatch> {
    const prefix = word.length >= PREFIX_FROM || (unfinished && word.length >= 2)
    const key = `${prefix ? '+' : '='}${word}`
    let matches = this.words?.get(key)
    if (!matches) {
      matches = new Map()
      for (const result of this.index.search(word, { prefix })) matches.set(result.id as string, { score: result.score, terms: result.terms })
      this.words?.set(key, matches)
    }
    return matches
  }
}
