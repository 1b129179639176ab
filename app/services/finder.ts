import { type ActiveFilter, describeActiveFilters, type Loosening, loosenings } from './active-filters'
import { countFacets, type Facets } from './facets'
import { allOf, filterSets, searchMatches } from './filters'
import type { FinderQuery } from './finder-query'
import type { IndexedLocation, IndexedService, ServicesIndex } from './services-index'

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
  /** This page's services: by title (SPEC 9), or with a place by distance, then title. */
  hits: FinderHit[]
  /** With a place: services that fit every other filter but were left out because none of their locations has coordinates. */
  withoutCoordinates: number
  facets: Facets
  activeFilters: ActiveFilter[]
  /** Only when nothing was found: the changes that would find something. */
  loosen: Loosening[]
}

export type FinderAnswer = { ok: true; result: FinderResult } | { ok: false; status: 400; message: string }

/** Answers a search from the index: one page of results, the count beside every option, and the filters in use. */
export function runFinder(index: ServicesIndex, query: FinderQuery, perPage = DEFAULT_PER_PAGE): FinderAnswer {
  const size = index.services.length
  const pageSize = Math.min(MAX_PER_PAGE, Math.max(1, Math.floor(perPage)))
  const matches = searchMatches(index, query)
  const active = filterSets(index, query, matches)
  const results = allOf(size, active)
  const total = results.count()
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  if (query.page > pageCount) return { ok: false, status: 400, message: `There is no page ${query.page} of these results: the last page is ${pageCount}.` }

  const { nearby } = matches
  const first = (query.page - 1) * pageSize
  const positions =
    nearby && query.sort === 'distance'
      ? [...results].sort((a, b) => nearby.distanceOf(a) - nearby.distanceOf(b) || a - b).slice(first, first + pageSize)
      : pageOf(results, first, pageSize)
  const hits = positions.map((position): FinderHit => {
    const service = index.services[position]!
    if (!nearby) return { service }
    return { service, distanceKm: nearby.distanceOf(position), nearestLocation: index.locations[nearby.nearestLocationOf(position)] }
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
      withoutCoordinates: query.place ? allOf(size, active, ['near']).andNot(index.nearby.located).count() : 0,
      facets,
      activeFilters,
      loosen: total === 0 ? loosenings(query, activeFilters, facets.radiiKm) : [],
    },
  }
}

/** Positions `first` … `first + count - 1` of a set, in title order, without listing the rest. */
function pageOf(results: Iterable<number>, first: number, count: number): number[] {
  const page: number[] = []
  let seen = 0
  for (const position of results) {
    if (seen++ < first) continue
    page.push(position)
    if (page.length === count) break
  }
  return page
}
