import type { Coordinates } from '~/lib/geo/distance'
import { needFirstScores } from '~/services/need-order'
import { type Hit, nearest } from './hits'
import { rankComparator } from './ranking'
import type { ResultTypeKey } from './result-types'
import type { RankedResults } from './results'
import type { SearchDocument } from './search-documents'

/** A service that meets a need, as the caller found it: its document, and the rank of the best need it meets (0 first). */
export interface NeedService {
  document: SearchDocument
  needRank: number
  /** Its place in title order: the last word between equals. */
  order: number
}

/**
 * The results of a search with the services that meet the needs read in its words first, in the
 * order of needFirstScores (app/services/need-order.ts): a group of their own before every other
 * kind, and first among the services; then the rest as they were.
 */
export function needsFirst(results: RankedResults, services: readonly NeedService[]): RankedResults {
  if (services.length === 0) return results
  const textServices = results.hits.filter((hit) => hit.document.type === 'services')
  const textHits = new Map(textServices.map((hit) => [hit.document.id, hit]))
  const bestText = Math.max(0, ...[...textHits.values()].map((hit) => hit.score))
  const place: Coordinates | null = results.place
  const scores = needFirstScores(
    services.map(({ document, needRank, order }) => ({
      key: document.id,
      needRank,
      textScore: textHits.get(document.id)?.score ?? 0,
      order,
    })),
    bestText,
  )
  const ranked = services.map(({ document, order }) => {
    const matched = textHits.get(document.id)
    return {
      hit: {
        document,
        score: scores.get(document.id) ?? 0,
        terms: matched?.terms ?? [],
        distanceKm: place ? nearest(place, document.points) : Number.POSITIVE_INFINITY,
      } satisfies Hit,
      order,
    }
  })
  const before = rankComparator(place !== null, Math.max(...ranked.map(({ hit }) => hit.score)))
  const first = ranked
    .sort((a, b) => before({ ...a.hit, order: a.order }, { ...b.hit, order: b.order }))
    .map(({ hit }) => hit)
  return new NeedsFirstResults(results, first, textServices)
}

class NeedsFirstResults implements RankedResults {
  readonly counts: Record<ResultTypeKey, number>
  readonly allWords: boolean
  readonly place: RankedResults['place']
  readonly size: number
  private readonly results: RankedResults
  private readonly first: Hit[]
  private readonly firstIds: Set<string>

  private readonly textServices: Hit[]

  /** `textServices`: the services the words matched, best first. */
  constructor(results: RankedResults, first: Hit[], textServices: Hit[]) {
    this.results = results
    this.first = first
    this.textServices = textServices
    this.firstIds = new Set(first.map((hit) => hit.document.id))
    const added = first.length - textServices.filter((hit) => this.firstIds.has(hit.document.id)).length
    this.counts = { ...results.counts, services: results.counts.services + added }
    this.size = results.size + added
    // The words are understood even when no page has all of them.
    this.allWords = results.allWords || results.size === 0
    this.place = results.place
  }

  get hits(): Hit[] {
    return [...this.first, ...this.results.hits.filter((hit) => !this.firstIds.has(hit.document.id))]
  }

  bestOfEachType(count: number): Array<[ResultTypeKey, Hit[]]> {
    const services = [
      ...this.first.slice(0, count),
      ...this.textServices.filter((hit) => !this.firstIds.has(hit.document.id)).slice(0, count),
    ].slice(0, count)
    return [['services', services], ...this.results.bestOfEachType(count).filter(([type]) => type !== 'services')]
  }
}
