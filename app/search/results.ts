import type { Place } from '~/services/places'
import { type Hit, NAME_EXACT, type RankedHit } from './hits'
import { bestScore, keepAmongBest, rankComparator, rankOrder } from './ranking'
import { RESULT_TYPES, type ResultTypeKey } from './result-types'

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

/** The services a visitor's words fit, as the finder and the HSDS API ask for them. */
export interface ServiceMatches {
  /** Service ids with their scores, best first. */
  hits: Array<{ id: string; score: number }>
  allWords: boolean
  place: Place | null
}

/**
 * A query's hits, put in order only when all of them are asked for in order: /search shows the best
 * three of each type, which a single pass finds, and most searches never ask for more (ordering 5,000
 * hits of common words was a seventh of such a search).
 */
export class Results implements RankedResults {
  readonly counts: Record<ResultTypeKey, number>
  readonly allWords: boolean
  readonly place: Place | null
  private readonly found: RankedHit[]
  private ordered = false
  private readonly bestByCount = new Map<number, Array<[ResultTypeKey, Hit[]]>>()

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
    // A page asks for the same best few more than once (the reading's evidence and names, the view).
    let found = this.bestByCount.get(count)
    if (!found) this.bestByCount.set(count, (found = this.findBestOfEachType(count)))
    return found
  }

  private findBestOfEachType(count: number): Array<[ResultTypeKey, Hit[]]> {
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

export const NO_RESULTS: RankedResults = new Results([], true, null)

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

function countsOf(hits: RankedHit[]): Record<ResultTypeKey, number> {
  const counts = Object.fromEntries(RESULT_TYPES.map((type) => [type.key, 0])) as Record<ResultTypeKey, number>
  for (const hit of hits) counts[hit.type] += 1
  return counts
}
