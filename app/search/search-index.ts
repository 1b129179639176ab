import { type Hit, hitsInSteps, type Need, type RankedHit } from './hits'
import { MatchesLookup } from './lookup'
import { keepAmongBest, rankComparator } from './ranking'
import { type AnswerScope, RememberedAnswers, RememberedMatches } from './remembered'
import { NO_RESULTS, type RankedResults, Results, type ServiceMatches } from './results'
import type { SearchDocument } from './search-documents'
import { type IndexContents, SearchIndexBuilder } from './search-index-builder'
import { atOnce } from './steps'
import { type PlaceFinder, readVisitorQuery, type VisitorQuery } from './visitor-query'

export type { Hit } from './hits'
export type { RankedResults, ServiceMatches } from './results'

/** What a query is looked up for (SearchIndex.lookUp), which says what its LookedUp answers. */
export type LookUpOptions =
  /** search()'s answer: everything it finds, with "did you mean" when it finds nothing. */
  | { ranked: 'everything' }
  /** services()'s answer. `places`: false to take place names as words that must match, as the HSDS API does. */
  | { ranked: 'services'; places?: boolean }
  /** suggest()'s answer: the last word is unfinished (suggestions as a visitor types). */
  | { unfinished: true }

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

/**
 * The site's one text index over every published document, built once per content version (see
 * search-index.server.ts): /search, the services finder's words and the HSDS API's `search` all ask
 * it. Typing mistakes and unfinished words are forgiven, everyday words find what the services call
 * them (everyday-words.ts), a place named in the query ranks what is near it first; every word that
 * must match does, or failing that, the best matches for some of the words are given.
 *
 * Two ways to build one: `SearchIndex.build(documents, …)` at once, or a SearchIndexBuilder a
 * document at a time and `new SearchIndex(contents, …)` from what its finish() gives. A SearchIndex
 * is finished: nothing is added to it.
 *
 * Two ways to ask: `lookUp` works a query out a step at a time and gives a LookedUp, which answers
 * that query (the server hands the event loop back between steps: search-index.server.ts,
 * searchIndexFor); `lookUpAtOnce`, and `search`, `services`, `suggest` and `spellingSuggestion`, run
 * the same steps to their end at once, holding the event loop meanwhile (tests, the bench, scripts).
 */
export class SearchIndex {
  readonly version: number
  private readonly contents: IndexContents
  private readonly places: PlaceFinder | undefined
  private readonly matches: MatchesLookup
  private readonly answers: RememberedAnswers
  private byId: Map<string, SearchDocument> | undefined

  /** An index of the documents, built at once. */
  static build(documents: Iterable<SearchDocument>, version: number, options: SearchIndexOptions = {}): SearchIndex {
    const builder = new SearchIndexBuilder()
    for (const document of documents) builder.add(document)
    return new SearchIndex(atOnce(builder.finish()), version, options)
  }

  constructor(
    contents: IndexContents,
    version: number,
    { remember = 500, rememberHits = 100_000, rememberWordMatches = 200_000, places }: SearchIndexOptions = {},
  ) {
    this.contents = contents
    this.version = version
    this.places = places
    this.matches = new MatchesLookup(
      contents.words,
      contents.documents.length,
      new RememberedMatches(rememberWordMatches),
    )
    this.answers = new RememberedAnswers(remember, rememberHits)
  }

  get size(): number {
    return this.contents.documents.length
  }

  /** A document by its id: a service that meets a need read in the words, though it does not match them (needs-first.ts). */
  document(id: string): SearchDocument | undefined {
    this.byId ??= new Map(this.contents.documents.map((indexed) => [indexed.document.id, indexed.document]))
    return this.byId.get(id)
  }

  /** Whether the index has the word as it is (a suburb, a name): the needs classifier leaves such words as they are. */
  knows(word: string): boolean {
    return this.contents.vocabulary.knows(word) || this.contents.placeWords.has(word)
  }

  /**
   * Works out a query a step at a time, and gives its answer as a LookedUp of the kind the options
   * ask for: each word's lookup is a step (word-matches.ts), ranking the hits a step for every 500
   * documents (hits.ts), and each combination of words and alternatives another. A query of common
   * words nobody has asked for yet is the costly case ("home care" looks up five words, and "older
   * people" matches nearly every service: decisions 0032 and 0034 have the figures). Ranked answers
   * are remembered for the next queries that are read the same way.
   */
  lookUp(query: string, options: { ranked: 'everything' }): Generator<void, LookedUpSearch>
  lookUp(query: string, options: { ranked: 'services'; places?: boolean }): Generator<void, LookedUpServices>
  lookUp(query: string, options: { unfinished: true }): Generator<void, LookedUpSuggestions>
  lookUp(query: string, options: LookUpOptions): Generator<void, LookedUp>
  lookUp(query: string, options: LookUpOptions): Generator<void, LookedUp> {
    if ('unfinished' in options) return this.suggestionsInSteps(query)
    if (options.ranked === 'services') return this.servicesInSteps(query, options.places ?? true)
    return this.searchInSteps(query)
  }

  /** lookUp's steps run to their end at once: its answer, for callers that may hold the event loop meanwhile. */
  lookUpAtOnce(query: string, options: { ranked: 'everything' }): LookedUpSearch
  lookUpAtOnce(query: string, options: { ranked: 'services'; places?: boolean }): LookedUpServices
  lookUpAtOnce(query: string, options: { unfinished: true }): LookedUpSuggestions
  lookUpAtOnce(query: string, options: LookUpOptions): LookedUp {
    return atOnce(this.lookUp(query, options))
  }

  /** At once: every match for a query, best first, with counts by type. */
  search(query: string): RankedResults {
    return this.lookUpAtOnce(query, { ranked: 'everything' }).search(query)
  }

  /**
   * At once: the services a visitor's words fit, best first; null when the words have nothing to
   * search by ("the"). `places`: false to take place names as words that must match.
   */
  services(query: string, { places = true }: { places?: boolean } = {}): ServiceMatches | null {
    return this.lookUpAtOnce(query, { ranked: 'services', places }).services(query, { places })
  }

  /** At once: what to offer as a visitor types, the best few matches, the last word unfinished from its second letter. */
  suggest(query: string, limit: number): Hit[] {
    return this.lookUpAtOnce(query, { unfinished: true }).suggest(query, limit)
  }

  /** At once: "did you mean", for a query that finds nothing: the query spelt with words the index knows, when that finds something; else null. */
  spellingSuggestion(query: string): string | null {
    return this.lookUpAtOnce(query, { ranked: 'everything' }).spellingSuggestion(query)
  }

  private read(query: string, places: boolean): VisitorQuery {
    const { placeWords, vocabulary } = this.contents
    return readVisitorQuery(query, {
      places: places ? this.places : undefined,
      mayBePlace: (word) => placeWords.has(word) || !vocabulary.knows(word),
    })
  }

  private *searchInSteps(query: string): Generator<void, LookedUpSearch> {
    const results = yield* this.rankedInSteps(this.read(query, true), 'everything')
    let spelling: string | null = null
    if (results.size === 0) {
      yield
      const suggestion = this.contents.vocabulary.correct(query)
      if (suggestion && (yield* this.rankedInSteps(this.read(suggestion, true), 'everything')).size > 0)
        spelling = suggestion
    }
    return new LookedUpSearch(this, query, results, spelling)
  }

  private *servicesInSteps(query: string, places: boolean): Generator<void, LookedUpServices> {
    const read = this.read(query, places)
    if (read.groups.length === 0) return new LookedUpServices(this, query, places, null)
    const results = yield* this.rankedInSteps(read, 'services')
    yield
    const hits = results.hits.map((hit) => ({ id: hit.document.id, score: hit.score }))
    return new LookedUpServices(this, query, places, { hits, allWords: results.allWords, place: results.place })
  }

  private *suggestionsInSteps(query: string): Generator<void, LookedUpSuggestions> {
    const read = readVisitorQuery(query, { unfinished: true })
    if (read.groups.length === 0) return new LookedUpSuggestions(this, query, [])
    const required = read.groups.some((group) => group.required)
    return new LookedUpSuggestions(this, query, yield* this.hitsInSteps(read, required ? 'all' : 'some', 'everything'))
  }

  private *rankedInSteps(read: VisitorQuery, scope: AnswerScope): Generator<void, RankedResults> {
    if (read.groups.length === 0) return NO_RESULTS
    let results = this.answers.get(scope, read)
    if (!results) {
      const required = read.groups.filter((group) => group.required).length
      const every = yield* this.hitsInSteps(read, required ? 'all' : 'some', scope)
      const allWords = every.length > 0 || required === 0 || read.groups.length === 1
      const hits = allWords ? every : yield* this.hitsInSteps(read, 'some', scope)
      results = new Results(hits, allWords, read.place)
      this.answers.set(scope, read, results)
    }
    return results
  }

  private hitsInSteps(read: VisitorQuery, need: Need, scope: AnswerScope): Generator<void, RankedHit[]> {
    return hitsInSteps(read, need, scope === 'services' ? 'services' : undefined, this.contents.documents, (group) =>
      this.matches.group(group),
    )
  }
}

/** A query worked out by SearchIndex.lookUp, with its answer (what kind, its options said). */
export type LookedUp = LookedUpSearch | LookedUpServices | LookedUpSuggestions

/**
 * A query worked out by SearchIndex.lookUp, with its answer: it answers that query, as it was looked
 * up, and nothing else. Asking it for another query (or the same words read another way) is a mistake
 * that would otherwise have been worked out at once, holding up every other request while it ran; it
 * throws instead. The messages leave the query out: what visitors search for stays out of the logs.
 */
abstract class LookedUpQuery {
  /** The index it was looked up in (results-view.ts remembers views by it). */
  readonly index: SearchIndex
  protected readonly query: string

  constructor(index: SearchIndex, query: string) {
    this.index = index
    this.query = query
  }

  protected checkAsked(query: string, asked: string, same = true) {
    if (query !== this.query || !same) {
      throw new Error(
        `SearchIndex: ${asked} was asked of a lookUp of another query; look each query up with the same options first (SearchIndex.lookUp, searchIndexFor)`,
      )
    }
  }
}

/** search()'s answer to a query looked up with `{ ranked: 'everything' }`. */
export class LookedUpSearch extends LookedUpQuery {
  private readonly results: RankedResults
  private readonly spelling: string | null

  constructor(index: SearchIndex, query: string, results: RankedResults, spelling: string | null) {
    super(index, query)
    this.results = results
    this.spelling = spelling
  }

  search(query: string): RankedResults {
    this.checkAsked(query, 'search()')
    return this.results
  }

  /** "Did you mean", when the query found nothing. */
  spellingSuggestion(query: string): string | null {
    this.checkAsked(query, 'spellingSuggestion()')
    return this.spelling
  }
}

/** services()'s answer to a query looked up with `{ ranked: 'services' }`, as the finder and the HSDS API ask it. */
export class LookedUpServices extends LookedUpQuery {
  private readonly places: boolean
  private readonly matches: ServiceMatches | null

  constructor(index: SearchIndex, query: string, places: boolean, matches: ServiceMatches | null) {
    super(index, query)
    this.places = places
    this.matches = matches
  }

  services(query: string, { places = true }: { places?: boolean } = {}): ServiceMatches | null {
    this.checkAsked(query, 'services()', places === this.places)
    return this.matches
  }
}

/** suggest()'s answer to a query looked up with `{ unfinished: true }`. */
export class LookedUpSuggestions extends LookedUpQuery {
  private readonly hits: readonly RankedHit[]

  constructor(index: SearchIndex, query: string, hits: readonly RankedHit[]) {
    super(index, query)
    this.hits = hits
  }

  /** The best `limit` hits, best first. */
  suggest(query: string, limit: number): Hit[] {
    this.checkAsked(query, 'suggest()')
    const best: RankedHit[] = []
    const before = rankComparator(false, 0)
    for (const hit of this.hits) keepAmongBest(best, hit, limit, before)
    return best
  }
}
