import { LRUCache } from 'lru-cache'
import { OneCopyEach } from '~/content/one-copy-each'
import { type Coordinates, distanceKm } from '~/services/distance'
import type { Place } from '~/services/places'
import { bestScore, rankComparator, rankOrder } from './ranking'
import { RESULT_TYPES, type ResultTypeKey } from './result-types'
import type { SearchDocument } from './search-documents'
import { Vocabulary } from './spelling'
import { indexTerm, queryWords, tokenize, typoAllowance } from './terms'
import { TextsSeen } from './texts-seen'
import { Matches, MatchesBuilder, type WordIndex, WordIndexBuilder } from './word-matches'
import { type Alternative, type PlaceFinder, readVisitorQuery, type VisitorQuery, type WordGroup } from './visitor-query'

/** The document's fields, indexed together in fewer index fields: each index field costs time on every search. */
const FIELDS = ['title', 'aliases', 'summary', 'body', 'provided', 'labels', 'place'] as const satisfies ReadonlyArray<keyof SearchDocument>
const INDEX_FIELDS = {
  name: ['title', 'aliases'],
  summary: ['summary'],
  body: ['body'],
  details: ['provided', 'labels', 'place'],
} as const satisfies Record<string, ReadonlyArray<(typeof FIELDS)[number]>>

/** The fields whose texts documents share, kept once. */
const SHARED_TEXTS = ['aliases', 'summary', 'body', 'provided', 'labels', 'place'] as const satisfies ReadonlyArray<(typeof FIELDS)[number]>

/**
 * How much a match in each index field counts: a service's title and other names first, then its
 * short and long descriptions, then what it provides, its labels and its place.
 */
const BOOST: Record<keyof typeof INDEX_FIELDS, number> = { name: 6, summary: 2.5, body: 1.5, details: 1.3 }
const INDEX_FIELD_NAMES = Object.keys(INDEX_FIELDS) as Array<keyof typeof INDEX_FIELDS>

/** Words of three letters or more also find longer words that start with them ("counsel" finds "counselling"). */
const PREFIX_FROM = 3

/**
 * Matches on the whole name count extra: every word of the query in a document's title or one of its
 * other names, and more again when that is all the name says ("help at home" → the Help at home page).
 */
const NAME_COVERED = 1.5
const NAME_EXACT = 2

/**
 * A word that only ranks ("mum", "help") and that a hit's names or labels say ("Older people", "Help
 * at home") counts as this much of a matched word in MiniSearch's 'times how many words matched'.
 */
const HINT_WEIGHT = 1

/** While a query's hits are ranked in steps (lookUp), a step for every this many documents. */
const RANK_STEP = 500

export interface Hit {
  document: SearchDocument
  score: number
  /** The indexed words the document matched, to highlight. */
  terms: string[]
  /** With a place in the query: kilometres from it to the document's nearest point (Infinity when it has none). */
  distanceKm: number
}

/**
 * What a hit matched: for each required group (or each group that matched), its matches (`sources`)
 * and the hit's entry there (`entries[at + part]`). The hits of one search share their sources and one
 * list of entries when every hit has a part in each group, as when all words must match: a common word
 * has thousands of hits, and a list of entries for each was most of what ranking them allocated.
 */
interface Parts {
  sources: Matches[]
  entries: ArrayLike<number>
  at: number
}

/**
 * A hit as hits() makes it. Its score is its words' score times its name boost (nameBoost),
 * which is worked out when the score is first asked for: /search's grouped page needs it only for the
 * hits that could be among each type's best (Results.bestOfEachType), and comparing a hit's words with
 * its names was the larger part of ranking thousands of hits. The words to highlight are gathered from
 * its parts when first asked for too.
 */
class RankedHit implements Hit, Parts {
  readonly document: SearchDocument
  /** The document's type, read from here when hits are counted (documents' own shapes vary). */
  readonly type: ResultTypeKey
  /** The score before the name boost: the score is at least this, and at most NAME_EXACT times it. */
  readonly unboosted: number
  readonly order: number
  distanceKm = Number.POSITIVE_INFINITY
  readonly sources: Matches[]
  readonly entries: ArrayLike<number>
  readonly at: number
  private readonly indexed: IndexedDocument
  private boosted: number | undefined
  private matchedTerms: string[] | undefined

  constructor(indexed: IndexedDocument, unboosted: number, { sources, entries, at }: Parts) {
    this.document = indexed.document
    this.type = indexed.type
    this.order = indexed.titleOrder
    this.unboosted = unboosted
    this.indexed = indexed
    this.sources = sources
    this.entries = entries
    this.at = at
  }

  get score(): number {
    this.boosted ??= this.unboosted * nameBoost(this.indexed, this)
    return this.boosted
  }

  get terms(): string[] {
    const { sources, entries, at } = this
    this.matchedTerms ??= sources.length === 1 ? sources[0]!.terms[entries[at]!]! : [...new Set(sources.flatMap((source, part) => source.terms[entries[at + part]!]!))]
    return this.matchedTerms
  }
}

interface IndexedDocument {
  document: SearchDocument
  type: ResultTypeKey
  /** The title and other names as lists of query words, for NAME_COVERED and NAME_EXACT. */
  names: string[][]
  /** The labels (a service's category, supports, audiences) the same way: a label is what kind of thing it is, so at most NAME_COVERED. */
  labels: string[][]
  /** Every word of the names and labels (a few words: a list costs less than a set, and is as quick to look through). */
  nameWords: string[]
  /** The place in title order, to order equal scores without comparing strings on every search. */
  titleOrder: number
}

export interface RankedResults {
  /** Best first: by fit, and with a place in the query, the nearest of those that fit about as well first. */
  readonly hits: Hit[]
  counts: Record<ResultTypeKey, number>
  /** False when no document has every word that must match, and the hits are those with some of them. */
  allWords: boolean
  /** The suburb or postcode the query named, if any. */
  place: Place | null
  /** How many hits there are. */
  readonly size: number
  /** The best `count` hits of each type that has any, the types in the order of their best hits (as in `hits`). */
  bestOfEachType(count: number): Array<[ResultTypeKey, Hit[]]>
}

/**
 * A query's hits, put in order only when all of them are asked for in order: /search shows the best
 * three of each type, which a single pass finds, and most searches never ask for more (ordering 5,000
 * hits of common words was a seventh of such a search).
 */
class Results implements RankedResults {
  readonly counts: Record<ResultTypeKey, number>
  readonly allWords: boolean
  readonly place: Place | null
  private readonly found: RankedHit[]
  private ordered = false

  constructor(found: RankedHit[], allWords: boolean, place: Place | null) {
    this.found = found
    this.counts = countsOf(found)
    this.allWords = allWords
    this.place = place
  }

  get size(): number {
    return this.found.length
  }

  get hits(): Hit[] {
    if (!this.ordered) {
      rankOrder(this.found, this.place !== null)
      this.ordered = true
    }
    return this.found
  }

  bestOfEachType(count: number): Array<[ResultTypeKey, Hit[]]> {
    const best = new Map<ResultTypeKey, RankedHit[]>()
    const before = rankComparator(this.place !== null, this.place ? bestScore(this.found) : 0)
    // Ordered by score alone, a hit whose score could not reach its type's count-th best unboosted
    // score is not among the best, and its name boost is never worked out (RankedHit.score).
    const reach = this.place ? undefined : countthBestUnboosted(this.found, count)
    for (const hit of this.found) {
      if (reach && hit.unboosted * NAME_EXACT < reach.get(hit.type)!) continue
      let shown = best.get(hit.type)
      if (!shown) best.set(hit.type, (shown = []))
      keepAmongBest(shown, hit, count, before)
    }
    return [...best].sort(([, a], [, b]) => before(a[0]!, b[0]!))
  }
}

/** The services a visitor's words fit, as the finder and the HSDS API ask for them. */
export interface ServiceMatches {
  /** Service ids with their scores, best first. */
  hits: Array<{ id: string; score: number }>
  allWords: boolean
  place: Place | null
}

export interface LookUpOptions {
  /** The last word is unfinished (suggestions as a visitor types). */
  unfinished?: boolean
  /** False to take place names as words that must match, as services(…, { places: false }) does. */
  places?: boolean
  /** The ranked answer to work out as well: search()'s ('everything') or services()'s ('services'). */
  ranked?: 'everything' | 'services'
}

export interface SearchIndexOptions {
  /** How many recent searches to keep the answers of (paging and filtering repeat a search). */
  remember?: number
  /**
   * Most hits kept in those answers altogether: a search of common words on 10,000 services has
   * thousands, so 500 such answers would hold hundreds of megabytes.
   */
  rememberHits?: number
  /** How many single-word matches to keep, counted in documents. */
  rememberWordMatches?: number
  /** Where to look up a place named in a query (the services index's gazetteer); without it, place names are only words. */
  places?: PlaceFinder
}

const NO_RESULTS: RankedResults = new Results([], true, null)

/** For each type, the count-th best unboosted score among its hits (0 when it has fewer): each of those count hits scores at least that. */
function countthBestUnboosted(hits: RankedHit[], count: number): Map<ResultTypeKey, number> {
  const bestOfType = new Map<ResultTypeKey, number[]>()
  for (const { type, unboosted } of hits) {
    let kept = bestOfType.get(type)
    if (!kept) bestOfType.set(type, (kept = []))
    keepAmongBest(kept, unboosted, count, (a, b) => b - a)
  }
  return new Map([...bestOfType].map(([type, kept]) => [type, kept.length === count ? kept[count - 1]! : 0]))
}

/** Puts `item` in its place in `kept`, the best `count` so far in the order of `before`, when it is among them. */
function keepAmongBest<Item>(kept: Item[], item: Item, count: number, before: (a: Item, b: Item) => number): void {
  if (kept.length === count && before(item, kept[count - 1]!) >= 0) return
  // From the end, past those it comes before.
  let position = Math.min(kept.length, count - 1)
  while (position > 0 && before(item, kept[position - 1]!) < 0) position--
  kept.splice(position, 0, item)
  if (kept.length > count) kept.pop()
}

function countsOf(hits: RankedHit[]): Record<ResultTypeKey, number> {
  const counts = Object.fromEntries(RESULT_TYPES.map((type) => [type.key, 0])) as Record<ResultTypeKey, number>
  for (const hit of hits) counts[hit.type] += 1
  return counts
}

/**
 * The site's one text index over every published document, built once per content version (see
 * search-index.server.ts): /search, the services finder's words and the HSDS API's `search` all ask
 * it. Typing mistakes and unfinished words are forgiven, everyday words find what the services call
 * them (everyday-words.ts), a place named in the query ranks what is near it first; every word that
 * must match does, or failing that, the best matches for some of the words are given.
 */
export class SearchIndex {
  readonly version: number
  /** Counts the documents' words while they are added; finish() makes `terms` from it and lets it go. */
  private builder: WordIndexBuilder | undefined
  /** Every indexed word's documents and scores, once finished (word-matches.ts). */
  private terms: WordIndex | undefined
  // Not readonly: an index apart() shares them.
  /** The documents by short id: the order they were added. */
  private documents: IndexedDocument[] = []
  private ids = new Set<string>()
  /** For each word of a document's names or labels, the short ids of the documents that have it. */
  private namedIn = new Map<string, number[]>()
  /**
   * One copy of each word of the names and labels, shared with the matched words (WordIndex): a
   * search compares every hit's matched words with its names, and the same string compares at once.
   */
  private nameWordCopies = new OneCopyEach()
  /**
   * The words of every field but the other names, which hold common misspellings on purpose
   * ("Autisim support") so that they are found, not suggested. A word found here is taken as spelt
   * right: typing mistakes are allowed only for other words. It also gives "did you mean".
   */
  private vocabulary = new Vocabulary()
  /** Words of documents' places (suburbs, postcodes, council areas, states): words a place name may have. */
  private placeWords = new Set<string>()
  private readonly places: PlaceFinder | undefined
  private readonly recent: LRUCache<string, RankedResults> | undefined
  private readonly words: LRUCache<string, Matches> | undefined
  /** The texts met while documents are added (forgotten when they are finished). */
  private readonly texts = new TextsSeen()

  constructor(documents: Iterable<SearchDocument>, version: number, { remember = 500, rememberHits = 100_000, rememberWordMatches = 200_000, places }: SearchIndexOptions = {}) {
    this.version = version
    this.places = places
    this.recent = remember > 0 ? new LRUCache({ max: remember, maxSize: rememberHits, sizeCalculation: (results) => results.size + 1 }) : undefined
    this.words = rememberWordMatches > 0 ? new LRUCache({ maxSize: rememberWordMatches, sizeCalculation: (matches) => Math.max(1, matches.size) }) : undefined
    this.builder = new WordIndexBuilder({
      boosts: INDEX_FIELD_NAMES.map((field) => BOOST[field]),
      // Added as their words already (see add): splitting them again is all that is left to do, and a text met before is split already.
      tokenize: (words) => this.texts.split(words),
      tokenizeQuery: tokenize,
      processTerm: indexTerm,
      fuzzy: (term) => (this.vocabulary.knows(term) ? 0 : typoAllowance(term)),
    })
    for (const document of documents) this.add(document)
    finished(this.finish())
  }

  /** Adds a document (a repeated id is left out). Run finish() once the last is in; none can be added after. */
  add(document: SearchDocument) {
    if (!this.builder) throw new Error('SearchIndex: documents are added before finish()')
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
    this.builder.add(
      document.id,
      INDEX_FIELD_NAMES.map((indexField) => {
        const fields = INDEX_FIELDS[indexField]
        return fields.length === 1 ? texts.normalised(document[fields[0]!]) : joinWords(fields.map((field) => texts.normalised(document[field])))
      }),
    )
    for (const field of FIELDS) if (field !== 'aliases') texts.count(document[field])
    for (const word of texts.words(document.place)) this.placeWords.add(word)
  }

  /**
   * Once the last document is in: the vocabulary counts their words, equal scores are ordered by
   * title (every document is numbered by its place in title order), and the index's words are
   * scored for reading (word-matches.ts). Steps of at most about 15 ms on the large dataset (see
   * lookUp for steps). An index finished with no documents is empty and may still be added to.
   */
  *finish(): Generator<void> {
    const counted = yield* this.texts.countedWords()
    yield
    for (const [word, times] of counted) this.vocabulary.add(word, times)
    yield
    const collator = new Intl.Collator('en-AU')
    ;[...this.documents].sort((a, b) => collator.compare(a.document.title, b.document.title)).forEach((indexed, order) => (indexed.titleOrder = order))
    if (!this.builder || this.documents.length === 0) return
    yield
    this.terms = yield* this.builder.finish(this.namedIn, this.nameWordCopies)
    this.builder = undefined
  }

  get size(): number {
    return this.documents.length
  }

  /** The list with each word replaced by its one copy (nameWordCopies); lists TextsSeen shares are changed where they are. */
  private sharingNameWords(words: string[]): string[] {
    for (const [position, word] of words.entries()) words[position] = this.nameWordCopies.of(word)
    return words
  }

  /**
   * This finished index with a memory of its own: its documents and words are shared, and nothing
   * searched in it is remembered in this one. The server warms V8 up on it (search-index.server.ts),
   * so visitors' searches find only their own answers remembered.
   */
  apart(): SearchIndex {
    const apart = new SearchIndex([], this.version, { places: this.places })
    apart.builder = undefined
    apart.terms = this.terms
    apart.documents = this.documents
    apart.ids = this.ids
    apart.namedIn = this.namedIn
    apart.nameWordCopies = this.nameWordCopies
    apart.vocabulary = this.vocabulary
    apart.placeWords = this.placeWords
    return apart
  }

  /** Every match for a query, best first, with counts by type. Recent queries are remembered. */
  search(query: string): RankedResults {
    return this.ranked(this.read(query, true), undefined)
  }

  /**
   * The services a visitor's words fit, best first (the finder's words, HSDS `search`); null when
   * the words have nothing to search by ("the"). `places`: false to take place names as words that
   * must match, as an API filter does.
   */
  services(query: string, { places = true } = {}): ServiceMatches | null {
    const read = this.read(query, places)
    if (read.groups.length === 0) return null
    const results = this.ranked(read, 'services')
    return { hits: results.hits.map((hit) => ({ id: hit.document.id, score: hit.score })), allWords: results.allWords, place: results.place }
  }

  /**
   * What to offer as a visitor types: the best few matches, treating the last word as unfinished
   * from its second letter.
   */
  suggest(query: string, limit: number): Hit[] {
    const read = readVisitorQuery(query, { unfinished: true })
    if (read.groups.length === 0) return []
    const required = read.groups.some((group) => group.required)
    return this.hits(read, required ? 'all' : 'some', undefined).slice(0, limit)
  }

  /**
   * Works out a query a step at a time, so that search(), services() or suggest() then find it
   * remembered: each word's lookup is a step (word-matches.ts), ranking the hits a step for every
   * RANK_STEP documents, and each combination of words and alternatives another. A query of common
   * words nobody has asked for yet costs tens of milliseconds ("home care" looks up five words, up to
   * 10 ms each on 10,000 services, and "older people" matches nearly every service); the server hands the event
   * loop back between steps (search-index.server.ts, searchIndexFor). `ranked`: the answer to keep
   * ready, search()'s ('everything') or services()'s ('services').
   */
  *lookUp(query: string, { unfinished = false, places = true, ranked }: LookUpOptions = {}): Generator<void> {
    if (!this.words) return
    const read = unfinished ? readVisitorQuery(query, { unfinished: true }) : this.read(query, places)
    // Ranking looks up the groups it needs, and only when the answer is not remembered already.
    if (ranked && !unfinished) {
      yield* this.rankedInSteps(read, ranked === 'services' ? 'services' : undefined)
      return
    }
    const required = read.groups.filter((group) => group.required)
    // As hits() looks them up: words that only rank are not, when some must match. A step for each
    // group even when it is remembered, as for each word before.
    for (const group of required.length ? required : read.groups) {
      yield
      yield* this.groupMatchesInSteps(group)
    }
  }

  /** "Did you mean": the query spelt with words the index knows, or null. */
  spellingSuggestion(query: string): string | null {
    const suggestion = this.vocabulary.correct(query)
    return suggestion && this.search(suggestion).size > 0 ? suggestion : null
  }

  private read(query: string, places: boolean): VisitorQuery {
    return readVisitorQuery(query, {
      places: places ? this.places : undefined,
      mayBePlace: (word) => this.placeWords.has(word) || !this.vocabulary.knows(word),
    })
  }

  private ranked(read: VisitorQuery, scope: ResultTypeKey | undefined): RankedResults {
    return finished(this.rankedInSteps(read, scope))
  }

  private *rankedInSteps(read: VisitorQuery, scope: ResultTypeKey | undefined): Generator<void, RankedResults> {
    if (read.groups.length === 0) return NO_RESULTS
    const key = `${scope ?? ''}:${read.key}`
    let results = this.recent?.get(key)
    if (!results) {
      const required = read.groups.filter((group) => group.required).length
      const every = yield* this.hitsInSteps(read, required ? 'all' : 'some', scope)
      const allWords = every.length > 0 || required === 0 || read.groups.length === 1
      const hits = allWords ? every : yield* this.hitsInSteps(read, 'some', scope)
      results = new Results(hits, allWords, read.place)
      this.recent?.set(key, results)
    }
    return results
  }

  /**
   * The documents matching a query's word groups, best first. As MiniSearch scores a query (the sum
   * of its words' scores, times how many words matched), but from each group's matches, which are
   * remembered: visitors' searches share their common words ("help", "home"), and those cost the most
   * to look up. A common word matches thousands of documents, so matches are lists (word-matches.ts),
   * and the words to highlight are put together only for the hits a page shows (RankedHit.terms).
   * 'all': every required group must match (the others only rank, see HINT_WEIGHT); 'some': any group.
   */
  private hits(read: VisitorQuery, need: 'all' | 'some', scope: ResultTypeKey | undefined): Hit[] {
    return rankOrder(finished(this.hitsInSteps(read, need, scope)), read.place !== null)
  }

  private *hitsInSteps(read: VisitorQuery, need: 'all' | 'some', scope: ResultTypeKey | undefined): Generator<void, RankedHit[]> {
    const ranked: RankedHit[] = []
    /** Ranks a hit that is in scope; true when it is. */
    const rank = (indexed: IndexedDocument | undefined, score: number, parts: Parts, hinted = 0): boolean => {
      if (!indexed || (scope && indexed.type !== scope)) return false
      ranked.push(new RankedHit(indexed, score * (parts.sources.length + hinted * HINT_WEIGHT), parts))
      return true
    }
    const required = read.groups.filter((group) => group.required)
    if (need === 'all' && required.length > 0) {
      // Words that only rank ("mum", "need") are not looked up: looking up "help" or what "mum" stands for
      // costs more than the rest of a search. A hit whose names or labels say one counts for more.
      const hints = read.groups.filter((group) => !group.required).map((group) => group.alternatives.map((alternative) => alternative.words))
      const matches: Matches[] = []
      for (const group of required) matches.push(yield* this.groupMatchesInSteps(group))
      const [smallest, ...others] = matches.sort((a, b) => a.size - b.size)
      // Every hit has a part in each of these, so they share the list, and one list of entries: a row of `stride` for each hit.
      const sources = smallest ? [smallest, ...others] : []
      const stride = sources.length
      const entries = new Int32Array((smallest?.size ?? 0) * stride)
      let row = 0
      for (let entry = 0; entry < (smallest?.size ?? 0); entry++) {
        if ((entry + 1) % RANK_STEP === 0) yield
        const id = smallest!.documents[entry]!
        let score = smallest!.scores[entry]!
        let all = true
        entries[row] = entry
        for (let position = 0; position < others.length; position++) {
          const other = others[position]!
          const at = other.entryOf(id)
          if (at < 0) {
            all = false
            break
          }
          score += other.scores[at]!
          entries[row + 1 + position] = at
        }
        if (!all) continue
        const indexed = this.documents[id]
        if (!indexed) continue
        let hinted = 0
        for (const alternatives of hints) if (saysAny(alternatives, indexed.nameWords)) hinted++
        if (rank(indexed, score, { sources, entries, at: row }, hinted)) row += stride
      }
    } else {
      const combined = new Map<number, { score: number; parts: Parts & { entries: number[] } }>()
      let step = 0
      for (const group of read.groups) {
        const matches = yield* this.groupMatchesInSteps(group)
        for (let entry = 0; entry < matches.size; entry++) {
          if (++step % RANK_STEP === 0) yield
          const id = matches.documents[entry]!
          const existing = combined.get(id)
          if (existing) {
            existing.score += matches.scores[entry]!
            existing.parts.sources.push(matches)
            existing.parts.entries.push(entry)
          } else {
            combined.set(id, { score: matches.scores[entry]!, parts: { sources: [matches], entries: [entry], at: 0 } })
          }
        }
      }
      for (const [id, { score, parts }] of combined) {
        if (++step % RANK_STEP === 0) yield
        rank(this.documents[id], score, parts)
      }
    }
    const { place } = read
    if (place) for (const hit of ranked) hit.distanceKm = nearest(place, hit.document.points)
    return ranked
  }

  /** A group's matches: the best of its alternatives for each document. A step for each alternative. */
  private *groupMatchesInSteps(group: WordGroup): Generator<void, Matches> {
    if (group.alternatives.length === 1) return yield* this.alternativeMatchesInSteps(group.alternatives[0]!)
    const key = `{${group.key}}`
    let matches = this.words?.get(key)
    if (!matches) {
      const best = new MatchesBuilder(this.documents.length)
      // Each document's entry + 1 in `best` (0: none yet).
      const entries = new Int32Array(this.documents.length)
      // The alternatives' own matches are not kept: the group's are, and each word's.
      for (const alternative of group.alternatives) {
        const found = yield* this.alternativeMatchesInSteps(alternative, false)
        for (let entry = 0; entry < found.size; entry++) {
          const id = found.documents[entry]!
          const score = found.scores[entry]!
          const known = entries[id]! - 1
          if (known < 0) {
            best.add(id, score, found.terms[entry]!, found.words[entry]!, found.named[entry] === 1)
            entries[id] = best.size
          } else if (best.scores[known]! < score) {
            best.replace(known, score, found.terms[entry]!, found.words[entry]!, found.named[entry] === 1)
          }
        }
        yield
      }
      matches = best.done(this.documents.length)
      this.words?.set(key, matches)
    }
    return matches
  }

  /**
   * The documents with every word of an alternative, each scored by the sum of its words' scores
   * times the alternative's weight. Each word is looked up in steps of its own, with a step after each.
   */
  private *alternativeMatchesInSteps(alternative: Alternative, remember = true): Generator<void, Matches> {
    const { words, weight, unfinished = false } = alternative
    // What a visitor's word stands for is written out in full: matched as it is, which costs less than a prefix.
    const exact = weight < 1
    const perWord: Matches[] = []
    for (const [index, word] of words.entries()) {
      perWord.push(this.matchesOfWord(word, unfinished && index === words.length - 1, exact))
      yield
    }
    if (perWord.length === 1 && weight === 1) return perWord[0]!
    const key = `[${weight}${unfinished ? '…' : ''}]${words.join(' ')}`
    let matches = remember ? this.words?.get(key) : undefined
    if (!matches) {
      const [smallest, ...others] = [...perWord].sort((a, b) => a.size - b.size)
      const kept = new MatchesBuilder(smallest?.size ?? 0)
      // Documents share their lists of matched words: a list of two is made once for each pair of lists.
      const joined = new Map<string[], Map<string[], string[]>>()
      const join = (first: string[], second: string[]): string[] => {
        let withFirst = joined.get(first)
        if (!withFirst) joined.set(first, (withFirst = new Map()))
        let both = withFirst.get(second)
        if (!both) withFirst.set(second, (both = [...first, ...second]))
        return both
      }
      for (let entry = 0; entry < (smallest?.size ?? 0); entry++) {
        const id = smallest!.documents[entry]!
        let score = smallest!.scores[entry]!
        let terms = smallest!.terms[entry]!
        let named = smallest!.named[entry] === 1
        let every = true
        for (const other of others) {
          const at = other.entryOf(id)
          if (at < 0) {
            every = false
            break
          }
          score += other.scores[at]!
          terms = join(terms, other.terms[at]!)
          named ||= other.named[at] === 1
        }
        if (every) kept.add(id, score * weight, terms, words.length, named)
      }
      matches = kept.done(this.documents.length)
      if (remember) this.words?.set(key, matches)
    }
    return matches
  }

  /** One word's matches: exact, or with prefix and typo tolerance as the search options say (word-matches.ts). */
  private matchesOfWord(word: string, unfinished: boolean, exact: boolean): Matches {
    if (!this.terms) return Matches.NONE
    const prefix = !exact && (word.length >= PREFIX_FROM || (unfinished && word.length >= 2))
    const key = `${exact ? '!' : prefix ? '+' : '='}${word}`
    let matches = this.words?.get(key)
    if (!matches) {
      matches = this.terms.matches(word, { prefix, exact })
      this.words?.set(key, matches)
    }
    return matches
  }
}

/** Runs a computation made of steps to its end, for the callers that want its answer at once. */
function finished<Result>(steps: Generator<void, Result>): Result {
  for (;;) {
    const next = steps.next()
    if (next.done) return next.value
  }
}

/** Several fields' normalised words as one index field's: joined by single spaces, leaving out those with none. */
function joinWords(normalised: string[]): string {
  return normalised.filter((words) => words.length > 0).join(' ')
}

// Plain loops: these run for every hit of a search, thousands of times.

/**
 * NAME_COVERED when every word that must match is in one of the document's names (its title and
 * other names) or labels, as the index word it matched there ("counsel" and "counceling" →
 * "counselling", "DV" → "family violence"); NAME_EXACT when that is all a name says.
 */
function nameBoost(indexed: IndexedDocument, parts: Parts): number {
  const { sources, entries, at } = parts
  if (sources.length === 0) return 1
  // Most hits have the words only in their texts: ruled out without looking at each name.
  for (let part = 0; part < sources.length; part++) if (sources[part]!.named[entries[at + part]!] !== 1) return 1
  let boost = 1
  for (const name of indexed.names) {
    if (!covers(name, parts)) continue
    if (allNamed(name, parts)) return NAME_EXACT
    boost = NAME_COVERED
  }
  if (boost === 1) for (const label of indexed.labels) if (covers(label, parts)) return NAME_COVERED
  return boost
}

/** Every part has as many of its terms in the name as it has words. */
function covers(name: string[], { sources, entries, at }: Parts): boolean {
  for (let part = 0; part < sources.length; part++) {
    const entry = entries[at + part]!
    let count = 0
    for (const term of sources[part]!.terms[entry]!) if (name.includes(term)) count++
    if (count < sources[part]!.words[entry]!) return false
  }
  return true
}

/** Every word of the name is a term some part matched. */
function allNamed(name: string[], { sources, entries, at }: Parts): boolean {
  for (const word of name) {
    let found = false
    for (let part = 0; part < sources.length; part++) if (sources[part]!.terms[entries[at + part]!]!.includes(word)) found = true
    if (!found) return false
  }
  return true
}

/** One of the alternatives has all its words among the words. */
function saysAny(alternatives: string[][], words: string[]): boolean {
  for (const alternative of alternatives) {
    let all = true
    for (const word of alternative) if (!words.includes(word)) all = false
    if (all) return true
  }
  return false
}

/** The distance from a place to the nearest of some points, in kilometres; Infinity when there are none. */
function nearest(place: Coordinates, points: readonly Coordinates[]): number {
  let best = Number.POSITIVE_INFINITY
  for (const point of points) best = Math.min(best, distanceKm(place, point))
  return best
}
