/**
 * How results are ordered when a place is given (the finder's place, or a place named in the words):
 * by how well they fit the words first, then by distance. Scores are not exact measures of fit, so
 * results that score within FIT_BAND of each other, counted down from the best, fit equally well and
 * the nearer comes first: "home care parramatta" puts the Parramatta home care services ahead of the
 * same services elsewhere, never a service that fits the words worse.
 */
export const FIT_BAND = 0.25

/** 0 for the results that fit best, 1 for the next band down, and so on. */
export function fitBand(score: number, best: number): number {
  if (!(best > 0)) return 0
  return Math.floor((best - score) / (best * FIT_BAND) + 1e-9)
}

export interface Ranked {
  score: number
  /** Kilometres to the place; Infinity for what has no place, or with no place given. */
  distanceKm: number
  /** Title order: the last word between equals. */
  order: number
}

const nearer = (a: number, b: number) => (a === b ? 0 : a < b ? -1 : 1)

/**
 * The order of rankOrder as a comparison, for results whose best score is `best` (it sets the bands
 * of fit when `byDistance`): negative when `a` comes first.
 */
export function rankComparator(byDistance: boolean, best: number): (a: Ranked, b: Ranked) => number {
  if (!byDistance) return (a, b) => b.score - a.score || a.order - b.order
  return (a, b) =>
    fitBand(a.score, best) - fitBand(b.score, best) ||
    nearer(a.distanceKm, b.distanceKm) ||
    b.score - a.score ||
    a.order - b.order
}

/** The best score among results (0 when there are none). */
export function bestScore(results: readonly Ranked[]): number {
  let best = 0
  for (const result of results) if (result.score > best) best = result.score
  return best
}

/** Orders results best first, in place: by band of fit then distance when `byDistance`, else by score; title order between equals. */
export function rankOrder<Result extends Ranked>(results: Result[], byDistance: boolean): Result[] {
  return results.sort(rankComparator(byDistance, byDistance ? bestScore(results) : 0))
}

/**
 * Puts `item` in its place in `kept`, the best `count` so far in the order of `before`, when it is
 * among them: the best few of thousands of hits in one pass, without ordering them all.
 */
export function keepAmongBest<Item>(
  kept: Item[],
  item: Item,
  count: number,
  before: (a: Item, b: Item) => number,
): void {
  if (count <= 0 || (kept.length === count && before(item, kept[count - 1]!) >= 0)) return
  // From the end, past those it comes before.
  let position = Math.min(kept.length, count - 1)
  while (position > 0 && before(item, kept[position - 1]!) < 0) position--
  kept.splice(position, 0, item)
  if (kept.length > count) kept.pop()
}
