import { type Coordinates, distanceKm } from '~/lib/geo/distance'
import type { ResultTypeKey } from './result-types'
import type { SearchDocument } from './search-documents'
import type { IndexedDocument } from './search-index-builder'
import type { VisitorQuery, WordGroup } from './visitor-query'
import type { Matches } from './word-matches'

/**
 * Matches on the whole name count extra: every word of the query in a document's title or one of its
 * other names, and more again when that is all the name says ("help at home" → the Help at home page).
 */
export const NAME_COVERED = 1.5
export const NAME_EXACT = 2

/**
 * Two things rely on NAME_EXACT being the largest boost and on no boost lowering a score, checked
 * when this module loads: nameBoost returns NAME_EXACT at the first name a hit says exactly, without
 * looking at the others; and Results.bestOfEachType skips a hit whose words' score times NAME_EXACT
 * cannot reach its type's best few (RankedHit.unboosted).
 */
export function checkNameBoosts(boosts: { covered: number; exact: number }): void {
  if (!(boosts.exact >= boosts.covered && boosts.covered >= 1)) {
    throw new Error(
      `Search ranking: NAME_EXACT (${boosts.exact}) must be at least NAME_COVERED (${boosts.covered}), and NAME_COVERED at least 1: nameBoost takes the first exact name as the largest boost there is`,
    )
  }
}
checkNameBoosts({ covered: NAME_COVERED, exact: NAME_EXACT })

/**
 * A word that only ranks ("mum", "help") and that a hit's names or labels say ("Older people", "Help
 * at home") counts as this much of a matched word in MiniSearch's 'times how many words matched'.
 */
const HINT_WEIGHT = 1

/** While a query's hits are ranked in steps (SearchIndex.lookUp), a step for every this many documents. */
const RANK_STEP = 500

export interface Hit {
  document: SearchDocument
  score: number
  /** The indexed words the document matched, to highlight. */
  terms: string[]
  /** With a place in the query: kilometres from it to the document's nearest point (Infinity when it has none). */
  distanceKm: number
}

/**
 * What a hit matched: for each required group (or each group that matched), its matches (`sources`)
 * and the hit's entry there (`entries[at + part]`). The hits of one search share their sources and one
 * list of entries when every hit has a part in each group, as when all words must match: a common word
 * has thousands of hits, and a list of entries for each was most of what ranking them allocated.
 */
interface Parts {
  sources: Matches[]
  entries: ArrayLike<number>
  at: number
}

/**
 * A hit as hitsInSteps makes it. Its score is its words' score (`unboosted`) times its name boost
 * (nameBoost), worked out when the score is first asked for: /search's grouped page needs it only for
 * the hits that could be among each type's best (Results.bestOfEachType), and comparing a hit's words
 * with its names was the larger part of ranking thousands of hits (decisions 0034 and 0038). The words
 * to highlight are gathered from its parts when first asked for too: a page shows only a few hits.
 */
export class RankedHit implements Hit, Parts {
  readonly document: SearchDocument
  /** The document's type, read from here when hits are counted (documents' own shapes vary). */
  readonly type: ResultTypeKey
  /** The score before the name boost: the score is at least this, and at most NAME_EXACT times it. */
  readonly unboosted: number
  readonly order: number
  distanceKm = Number.POSITIVE_INFINITY
  readonly sources: Matches[]
  readonly entries: ArrayLike<number>
  readonly at: number
  private readonly indexed: IndexedDocument
  private boosted: number | undefined
  private matchedTerms: string[] | undefined

  constructor(indexed: IndexedDocument, unboosted: number, parts: Parts) {
    this.document = indexed.document
    this.type = indexed.type
    this.order = indexed.titleOrder
    this.unboosted = unboosted
    this.indexed = indexed
    this.sources = parts.sources
    this.entries = parts.entries
    this.at = parts.at
  }

  get score(): number {
    this.boosted ??= this.unboosted * nameBoost(this.indexed, this)
    return this.boosted
  }

  get terms(): string[] {
    const { sources, entries, at } = this
    this.matchedTerms ??=
      sources.length === 1
        ? sources[0]!.terms[entries[at]!]!
        : [...new Set(sources.flatMap((source, part) => source.terms[entries[at + part]!]!))]
    return this.matchedTerms
  }
}

/** 'all': every required group must match (the others only rank, see HINT_WEIGHT); 'some': any group. */
export type Need = 'all' | 'some'

/**
 * The documents matching a query's word groups, in no order. As MiniSearch scores a query (the sum of
 * its words' scores, times how many words matched), but from each group's matches (`matchesOf`, which
 * remembers them: lookup.ts). A common word matches thousands of documents, so matches are lists
 * (word-matches.ts). A step for every RANK_STEP documents, besides the groups' own steps.
 */
export function* hitsInSteps(
  read: VisitorQuery,
  need: Need,
  scope: ResultTypeKey | undefined,
  documents: readonly IndexedDocument[],
  matchesOf: (group: WordGroup) => Generator<void, Matches>,
): Generator<void, RankedHit[]> {
  const ranked: RankedHit[] = []
  /** Ranks a hit that is in scope; true when it is. */
  const rank = (indexed: IndexedDocument | undefined, score: number, parts: Parts, hinted = 0): boolean => {
    if (!indexed || (scope && indexed.type !== scope)) return false
    ranked.push(new RankedHit(indexed, score * (parts.sources.length + hinted * HINT_WEIGHT), parts))
    return true
  }
  const required = read.groups.filter((group) => group.required)
  if (need === 'all' && required.length > 0) {
    // Words that only rank ("mum", "need") are not looked up: looking up "help" or what "mum" stands for
    // costs more than the rest of a search. A hit whose names or labels say one counts for more.
    const hints = read.groups
      .filter((group) => !group.required)
      .map((group) => group.alternatives.map((alternative) => alternative.words))
    const matches: Matches[] = []
    for (const group of required) matches.push(yield* matchesOf(group))
    const [smallest, ...others] = matches.sort((a, b) => a.size - b.size)
    // Every hit has a part in each of these, so they share the list, and one list of entries: a row of `stride` for each hit.
    const sources = smallest ? [smallest, ...others] : []
    const stride = sources.length
    const entries = new Int32Array((smallest?.size ?? 0) * stride)
    let row = 0
    for (let entry = 0; entry < (smallest?.size ?? 0); entry++) {
      if ((entry + 1) % RANK_STEP === 0) yield
      const id = smallest!.documents[entry]!
      let score = smallest!.scores[entry]!
      let all = true
      entries[row] = entry
      for (let position = 0; position < others.length; position++) {
        const other = others[position]!
        const at = other.entryOf(id)
        if (at < 0) {
          all = false
          break
        }
        score += other.scores[at]!
        entries[row + 1 + position] = at
      }
      if (!all) continue
      const indexed = documents[id]
      if (!indexed) continue
      let hinted = 0
      for (const alternatives of hints) if (saysAny(alternatives, indexed.nameWords)) hinted++
      if (rank(indexed, score, { sources, entries, at: row }, hinted)) row += stride
    }
  } else {
    const combined = new Map<number, { score: number; parts: Parts & { entries: number[] } }>()
    let step = 0
    for (const group of read.groups) {
      const matches = yield* matchesOf(group)
      for (let entry = 0; entry < matches.size; entry++) {
        if (++step % RANK_STEP === 0) yield
        const id = matches.documents[entry]!
        const existing = combined.get(id)
        if (existing) {
          existing.score += matches.scores[entry]!
          existing.parts.sources.push(matches)
          existing.parts.entries.push(entry)
        } else {
          combined.set(id, { score: matches.scores[entry]!, parts: { sources: [matches], entries: [entry], at: 0 } })
        }
      }
    }
    for (const [id, { score, parts }] of combined) {
      if (++step % RANK_STEP === 0) yield
      rank(documents[id], score, parts)
    }
  }
  const { place } = read
  if (place) for (const hit of ranked) hit.distanceKm = nearest(place, hit.document.points)
  return ranked
}

// Plain loops: these run for every hit of a search, thousands of times.

/**
 * NAME_COVERED when every word that must match is in one of the document's names (its title and
 * other names) or labels, as the index word it matched there ("counsel" and "counceling" →
 * "counselling", "DV" → "family violence"); NAME_EXACT when that is all a name says.
 */
function nameBoost(indexed: IndexedDocument, parts: Parts): number {
  const { sources, entries, at } = parts
  if (sources.length === 0) return 1
  // Most hits have the words only in their texts: ruled out without looking at each name.
  for (let part = 0; part < sources.length; part++) if (sources[part]!.named[entries[at + part]!] !== 1) return 1
  let boost = 1
  for (const name of indexed.names) {
    if (!covers(name, parts)) continue
    if (allNamed(name, parts)) return NAME_EXACT
    boost = NAME_COVERED
  }
  if (boost === 1) for (const label of indexed.labels) if (covers(label, parts)) return NAME_COVERED
  return boost
}

/** Every part has as many of its terms in the name as it has words. */
function covers(name: string[], { sources, entries, at }: Parts): boolean {
  for (let part = 0; part < sources.length; part++) {
    const entry = entries[at + part]!
    let count = 0
    for (const term of sources[part]!.terms[entry]!) if (name.includes(term)) count++
    if (count < sources[part]!.words[entry]!) return false
  }
  return true
}

/** Every word of the name is a term some part matched. */
function allNamed(name: string[], { sources, entries, at }: Parts): boolean {
  for (const word of name) {
    let found = false
    for (let part = 0; part < sources.length; part++)
      if (sources[part]!.terms[entries[at + part]!]!.includes(word)) found = true
    if (!found) return false
  }
  return true
}

/** One of the alternatives has all its words among the words. */
function saysAny(alternatives: string[][], words: string[]): boolean {
  for (const alternative of alternatives) {
    let all = true
    for (const word of alternative) if (!words.includes(word)) all = false
    if (all) return true
  }
  return false
}

/** The distance from a place to the nearest of some points, in kilometres; Infinity when there are none. */
export function nearest(place: Coordinates, points: readonly Coordinates[]): number {
  let best = Number.POSITIVE_INFINITY
  for (const point of points) best = Math.min(best, distanceKm(place, point))
  return best
}
