import { type Coordinates, FARTHEST_NEAR_KM } from '~/lib/geo/distance'
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
        distanceKm: place ? near(place, document) : Number.POSITIVE_INFINITY,
      } satisfies Hit,
      order,
    }
  })
  const before = rankComparator(place !== null, Math.max(...ranked.map(({ hit }) => hit.score)))
  const first = ranked
    .sort((a, b) => before({ ...a.hit, order: a.order }, { ...b.hit, order: b.order }))
    .map(({ hit }) => hit)
  if (results.allWords && textServices[0]) keepAmongFirst(first, textServices[0])
  return new NeedsFirstResults(results, first, textServices)
}

/**
 * How far a service that meets a need is from the place in the words, as the finder counts it
 * (app/services/filters.ts): within FARTHEST_NEAR_KM, or not near at all (Infinity). Beyond it the
 * needs' own order holds: 'marriage counselling Wagga' shows relationship counselling first, not
 * general counselling 400 km away because it is 300 km nearer than the relationship counselling.
 */
function near(place: Coordinates, document: SearchDocument): number {
  const km = nearest(place, document.points)
  return km <= FARTHEST_NEAR_KM ? km : Number.POSITIVE_INFINITY
}

/**
 * Where the service the words match best is kept among the needs' services (0 first): the needs'
 * best two before it, so that the words' own best match is never lost beside the reading.
 */
export const WORDS_BEST_PLACE = 2

/**
 * Keeps the service that matched every word best within the first WORDS_BEST_PLACE + 1 of `first`:
 * 'help at home for my mum' shows the needs' two best services, then the one its words say most
 * ('Veterans Home Support', whose texts have every word); 'counceling for my teenager' the Youth
 * Wellbeing Hub even when the words are read as parenting support. A service already there stays.
 */
function keepAmongFirst(first: Hit[], wordsBest: Hit): void {
  const at = first.findIndex((hit) => hit.document.id === wordsBest.document.id)
  if (at >= 0 && at <= WORDS_BEST_PLACE) return
  const kept = at >= 0 ? first.splice(at, 1)[0]! : wordsBest
  const place = Math.min(WORDS_BEST_PLACE, first.length)
  // It takes the place's score, so that the scores still read best first.
  first.splice(place, 0, { ...kept, score: first[place]?.score ?? kept.score })
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
