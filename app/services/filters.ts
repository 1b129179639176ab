import { Bitset } from './bitset'
import { SEARCH_RADII_KM } from './distance'
import type { FinderQuery } from './finder-query'
import type { Nearby } from './nearby'
import type { ServicesIndex } from './services-index'

export type FilterName = 'keywords' | 'category' | 'support' | 'audience' | 'expertise' | 'age' | 'noFee' | 'ndis' | 'cultural' | 'special' | 'delivery' | 'state' | 'near'

/**
 * What a search's keywords and place match, worked out once per request: every count the finder
 * makes for that request (results, facets, filters to loosen) reuses them. `nearby` reaches the
 * largest distance a visitor can choose, so counts for every distance come from one search.
 */
export interface SearchMatches {
  keywords?: Bitset
  nearby?: Nearby
}

export function searchMatches(index: ServicesIndex, query: FinderQuery): SearchMatches {
  return {
    keywords: query.keywords ? index.keywords.matching(query.keywords) : undefined,
    nearby: query.place ? index.nearby.around(query.place, Math.max(query.radiusKm, ...SEARCH_RADII_KM)) : undefined,
  }
}

/** The services each filter the query uses allows; a service is a result when every set holds it. */
export function filterSets(index: ServicesIndex, query: FinderQuery, matches: SearchMatches): Map<FilterName, Bitset> {
  const { sets } = index
  const size = index.services.length
  const none = new Bitset(size)
  const one = (options: Map<string, Bitset>, value: string) => options.get(value) ?? none
  const any = (options: Map<string, Bitset>, values: string[]) => values.map((value) => one(options, value)).reduce((union, set) => union.or(set))

  const active = new Map<FilterName, Bitset>()
  if (query.keywords && matches.keywords) active.set('keywords', matches.keywords)
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
