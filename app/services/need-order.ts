import type { ServicesIndex } from './services-index'

/** A kind of support read in a visitor's words (app/search/understanding): its slug and label. */
export interface ReadNeed {
  slug: string
  label: string
}

/** The services that meet the needs (by their position in the services index), each with the rank of the first need it meets. */
export function servicesMeetingNeeds(
  index: Pick<ServicesIndex, 'sets'>,
  needs: readonly ReadNeed[],
): Map<number, number> {
  const needRankOf = new Map<number, number>()
  needs.forEach((need, rank) => {
    for (const position of index.sets.support.get(need.slug) ?? [])
      if (!needRankOf.has(position)) needRankOf.set(position, rank)
  })
  return needRankOf
}

/** A service that meets a read need: the rank of the best need it meets (0 first), how well it matched the words, its title order. */
export interface NeedCandidate<Key> {
  key: Key
  needRank: number
  textScore: number
  order: number
}

/** How many times the best text score a need's first service scores: far enough above for FIT_BAND to keep words-only matches a band below. */
const NEED_BAND = 10
/** How much lower each next place in the needs' order scores, as a share of the best text score: 30 places stay within one band of fit. */
const PLACE_STEP = 0.05

/**
 * When a visitor's words are read as needs, the services that meet them come first: before every
 * other service (and on /search before pages, articles, jobs and campaigns). Each need's services in
 * turn, those that fit the words best first then in title order, take places in the order
 * 1st need, 1st need, 2nd need, 1st need, 2nd need…: when the words are read two ways, the first
 * three results hold both. The scores put them a whole band of fit (ranking.ts, FIT_BAND) above any
 * service that only matches the words, and all in one band, so that with a place the nearest come
 * first. The finder (filters.ts) and /search (app/search/needs-first.ts) both order by them.
 */
export function needFirstScores<Key>(
  candidates: ReadonlyArray<NeedCandidate<Key>>,
  bestTextScore: number,
): Map<Key, number> {
  const unit = bestTextScore > 0 ? bestTextScore : 1
  const byNeed = new Map<number, Array<NeedCandidate<Key>>>()
  for (const candidate of candidates) {
    let list = byNeed.get(candidate.needRank)
    if (!list) byNeed.set(candidate.needRank, (list = []))
    list.push(candidate)
  }
  const queues = [...byNeed]
    .sort(([a], [b]) => a - b)
    .map(([, list]) => list.sort((a, b) => b.textScore - a.textScore || a.order - b.order))
  const scores = new Map<Key, number>()
  let place = 0
  while (queues.some((queue) => queue.length > 0)) {
    for (const [rank, queue] of queues.entries()) {
      // The first need takes two places for each of the others' one.
      for (let turn = 0; turn < (rank === 0 ? 2 : 1); turn++) {
        const next = queue.shift()
        if (next)
          scores.set(next.key, unit * (NEED_BAND - PLACE_STEP * place++) + Math.min(next.textScore, unit) * PLACE_STEP)
      }
    }
  }
  return scores
}
