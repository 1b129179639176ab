import { type ActiveFilter, describeActiveFilters, type Loosening, loosenings } from '~/services/active-filters'
import { countFacets, type Facets } from '~/services/facets'
import { rankOrder } from '~/search/ranking'
import { pageCountOf } from '~/ui/pagination/pages'
import type { Bitset } from '~/services/bitset'
import { allOf, filterSets, type SearchMatches, searchMatches, type ServiceWords } from '~/services/filters'
import type { FinderQuery } from '~/services/finder-query'
import type { ReadNeed } from '~/services/need-order'
import type { Place } from '~/services/places'
import type { IndexedLocation, IndexedService, ServicesIndex } from '~/services/services-index'

export const DEFAULT_PER_PAGE = 12
export const MAX_PER_PAGE = 48

export interface FinderHit {
  service: IndexedService
  /** With a place: the great-circle distance to the service's nearest visible location, and that location. */
  distanceKm?: number
  nearestLocation?: IndexedLocation
}

export interface FinderResult {
  query: FinderQuery
  total: number
  page: number
  perPage: number
  pageCount: number
  /**
   * This page's services. Without words: by title (SPEC 9), or with a place by distance, then title.
   * With words: by how well they fit the words, and with a place (the search's, or one the words
   * name) the nearest of those that fit about as well first; by title only when the visitor asks.
   */
  hits: FinderHit[]
  /** False when no service has every word that must match, and the results have some of them. */
  allWords: boolean
  /** A suburb or postcode named in the words, when the search has no place of its own: results near it come first. */
  placeInWords: Place | null
  /** With a place: services that fit every other filter but were left out because none of their locations has coordinates. */
  withoutCoordinates: number
  facets: Facets
  activeFilters: ActiveFilter[]
  /** Only when nothing was found: the changes that would find something. */
  loosen: Loosening[]
}

export type FinderAnswer = { ok: true; result: FinderResult } | { ok: false; status: 400; message: string }

/**
 * Answers a search from the index: one page of results, the count beside every option, and the
 * filters in use. `words`: the site's text index, which the keywords are searched in; `needs`: the
 * kinds of support read in the keywords, whose services come first; `openNow`: the services open at
 * the time of the search (without it, 'Open now' finds none).
 */
export function runFinder(
  index: ServicesIndex,
  query: FinderQuery,
  perPage = DEFAULT_PER_PAGE,
  words?: ServiceWords,
  needs: readonly ReadNeed[] = [],
  openNow?: Bitset,
): FinderAnswer {
  const size = index.services.length
  const pageSize = Math.min(MAX_PER_PAGE, Math.max(1, Math.floor(perPage)))
  const matches = searchMatches(index, query, words, needs, openNow)
  const active = filterSets(index, query, matches)
  const results = allOf(size, active)
  const total = results.count()
  const pageCount = pageCountOf(total, pageSize)
  if (query.page > pageCount)
    return {
      ok: false,
      status: 400,
      message: `There is no page ${query.page} of these results: the last page is ${pageCount}.`,
    }

  const nearby = matches.nearby ?? matches.placeInWords?.nearby
  const first = (query.page - 1) * pageSize
  const positions = pageOf(results, query, matches, first, pageSize)
  const hits = positions.map((position): FinderHit => {
    const service = index.services[position]!
    if (!nearby) return { service }
    return {
      service,
      distanceKm: nearby.distanceOf(position),
      nearestLocation: index.locations[nearby.nearestLocationOf(position)],
    }
  })

  const facets = countFacets(index, query, active, matches)
  const activeFilters = describeActiveFilters(index, query, matches)
  return {
    ok: true,
    result: {
      query,
      total,
      page: query.page,
      perPage: pageSize,
      pageCount,
      hits,
      allWords: matches.keywords?.allWords ?? true,
      placeInWords: matches.placeInWords?.place ?? null,
      withoutCoordinates: query.place ? allOf(size, active, ['near']).andNot(index.nearby.located).count() : 0,
      facets,
      activeFilters,
      loosen: total === 0 ? loosenings(query, activeFilters, facets.radiiKm) : [],
    },
  }
}

/** Positions `first` … `first + count - 1` of the results in the order the page lists them (see FinderResult.hits). */
function pageOf(results: Bitset, query: FinderQuery, matches: SearchMatches, first: number, count: number): number[] {
  const nearby = query.place ? matches.nearby : matches.placeInWords?.nearby
  const byDistance = nearby !== undefined && (query.place ? query.sort === 'distance' : true)
  const { keywords } = matches
  if (keywords && !(query.place && query.sort === 'title')) {
    const ranked = [...results].map((position) => ({
      position,
      score: keywords.scores.get(position) ?? 0,
      distanceKm: nearby ? nearby.distanceOf(position) : Number.POSITIVE_INFINITY,
      order: position,
    }))
    return rankOrder(ranked, byDistance)
      .slice(first, first + count)
      .map((result) => result.position)
  }
  if (nearby && byDistance)
    return [...results].sort((a, b) => nearby.distanceOf(a) - nearby.distanceOf(b) || a - b).slice(first, first + count)
  // In title order: the set's own order, read only as far as the page.
  const page: number[] = []
  let seen = 0
  for (const position of results) {
    if (seen++ < first) continue
    page.push(position)
    if (page.length === count) break
  }
  return page
}
