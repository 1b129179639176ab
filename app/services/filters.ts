import { Bitset } from './bitset'
import { FARTHEST_NEAR_KM } from '~/lib/geo/distance'
import type { FinderQuery } from './finder-query'
import type { Nearby } from './nearby'
import type { Place } from './places'
import { needFirstScores, type ReadNeed, servicesMeetingNeeds } from './need-order'
import type { ServicesIndex } from './services-index'

export type FilterName =
  | 'keywords'
  | 'reading'
  | 'category'
  | 'support'
  | 'audience'
  | 'expertise'
  | 'age'
  | 'noFee'
  | 'ndis'
  | 'cultural'
  | 'special'
  | 'delivery'
  | 'openNow'
  | 'weekends'
  | 'state'
  | 'near'

/**
 * The site's one text index (app/search/search-index.ts) as the finder and the HSDS API ask it: the
 * services a visitor's words fit, best first, with the place the words name; null when the words
 * have nothing to search by.
 */
export interface ServiceWords {
  services(
    words: string,
    options?: { places?: boolean },
  ): { hits: Array<{ id: string; score: number }>; allWords: boolean; place: Place | null } | null
}

/** The services some words fit: their set and each one's score by position, and whether every word that must match did. */
export interface WordMatches {
  set: Bitset
  scores: Map<number, number>
  allWords: boolean
  /** The needs read in the words, whose services are in the set and first by score (need-order.ts). */
  needs?: readonly ReadNeed[]
  /** With needs: the words' own matches, for the search without them ('Search for your words only'). */
  textOnly?: WordMatches
}

/**
 * What a search's keywords and place match, worked out once per request: every count the finder
 * makes for that request (results, facets, filters to loosen) reuses them. `nearby` reaches the
 * largest distance a visitor can choose, so counts for every distance come from one search.
 * `placeInWords`: a suburb or postcode named in the keywords when the search has no place of its own,
 * with the services near it, to rank by (it filters nothing). `openNow`: the services open at the time
 * of the request (app/services/opening-filter.server.ts).
 */
export interface SearchMatches {
  keywords?: WordMatches
  nearby?: Nearby
  placeInWords?: { place: Place; nearby: Nearby }
  openNow?: Bitset
}

/** The services' positions and scores for some words, from the text index. */
export function wordMatches(
  index: ServicesIndex,
  words: ServiceWords,
  keywords: string,
  options?: { places?: boolean },
): (WordMatches & { place: Place | null }) | undefined {
  const found = words.services(keywords, options)
  if (!found) return undefined
  const set = new Bitset(index.services.length)
  const scores = new Map<number, number>()
  for (const hit of found.hits) {
    const position = index.positionOf.get(hit.id)
    if (position === undefined) continue
    set.add(position)
    scores.set(position, hit.score)
  }
  return { set, scores, allWords: found.allWords, place: found.place }
}

/**
 * The words' matches with the services that meet the needs read in them added, first by score
 * (needFirstScores): the finder shows them before the services that only match the words.
 */
export function withNeeds(index: ServicesIndex, text: WordMatches, needs: readonly ReadNeed[]): WordMatches {
  if (needs.length === 0) return text
  const set = text.set.copy()
  const scores = new Map(text.scores)
  const bestText = Math.max(0, ...text.scores.values())
  const candidates = [...servicesMeetingNeeds(index, needs)].map(([position, needRank]) => ({
    key: position,
    needRank,
    textScore: text.scores.get(position) ?? 0,
    order: position,
  }))
  for (const [position, score] of needFirstScores(candidates, bestText)) {
    set.add(position)
    scores.set(position, score)
  }
  return { set, scores, allWords: true, needs, textOnly: text }
}

export function searchMatches(
  index: ServicesIndex,
  query: FinderQuery,
  words?: ServiceWords,
  needs: readonly ReadNeed[] = [],
  openNow?: Bitset,
): SearchMatches {
  const farthest = Math.max(query.radiusKm, FARTHEST_NEAR_KM)
  const text = query.keywords && words ? wordMatches(index, words, query.keywords) : undefined
  const keywords = text && !query.wordsOnly ? { ...withNeeds(index, text, needs), place: text.place } : text
  const placeInWords =
    !query.place && keywords?.place
      ? { place: keywords.place, nearby: index.nearby.around(keywords.place, farthest) }
      : undefined
  return {
    keywords,
    nearby: query.place ? index.nearby.around(query.place, farthest) : undefined,
    placeInWords,
    ...(openNow ? { openNow } : {}),
  }
}

/** The services each filter the query uses allows; a service is a result when every set holds it. */
export function filterSets(index: ServicesIndex, query: FinderQuery, matches: SearchMatches): Map<FilterName, Bitset> {
  const { sets } = index
  const size = index.services.length
  const none = new Bitset(size)
  const one = (options: Map<string, Bitset>, value: string) => options.get(value) ?? none
  const any = (options: Map<string, Bitset>, values: string[]) =>
    values.map((value) => one(options, value)).reduce((union, set) => union.or(set))

  const active = new Map<FilterName, Bitset>()
  if (query.keywords && matches.keywords)
    active.set('keywords', (query.wordsOnly ? matches.keywords.textOnly : undefined)?.set ?? matches.keywords.set)
  if (query.category) active.set('category', one(sets.category, query.category))
  if (query.supports.length) active.set('support', any(sets.support, query.supports))
  if (query.audience) active.set('audience', one(sets.audience, query.audience))
  if (query.expertise) active.set('expertise', one(sets.expertise, query.expertise))
  if (query.age !== undefined) active.set('age', (query.atsi ? sets.byAtsiAge : sets.byAge)[query.age] ?? none)
  if (query.noFee) active.set('noFee', sets.noFee)
  if (query.ndis) active.set('ndis', sets.ndis)
  if (query.cultural) active.set('cultural', one(sets.cultural, query.cultural))
  if (query.special) active.set('special', one(sets.special, query.special))
  if (query.delivery.length) active.set('delivery', any(sets.delivery, query.delivery))
  if (query.openNow) active.set('openNow', matches.openNow ?? none)
  if (query.weekends) active.set('weekends', index.opening.weekends)
  if (query.state) active.set('state', one(sets.state, query.state))
  if (query.place && matches.nearby) active.set('near', matches.nearby.within(query.radiusKm))
  return active
}

/** The services every set holds, leaving out the sets of the filters named in `except`. */
export function allOf(size: number, active: Map<FilterName, Bitset>, except: FilterName[] = []): Bitset {
  return Bitset.intersection(
    size,
    [...active].flatMap(([name, set]) => (except.includes(name) ? [] : [set])),
  )
}
