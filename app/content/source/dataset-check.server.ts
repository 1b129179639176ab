import { MIN_RELOAD_SHARE } from '~/config/env.server'
import type { LocalDataset } from './dataset.server'
import { REQUIRED_TYPES, SINGLETON_TYPES } from './document-types'

/**
 * The types a reload is checked for, each on its own: what visitors come for and the singletons that
 * frame its pages. Counting every document together let a file of redirects and singletons alone
 * through (362 of the bundled 722 documents are redirects): no services, a sitemap of 6 URLs.
 */
export const RELOAD_CHECKED_TYPES = ['service', 'location', 'page', 'article', ...SINGLETON_TYPES] as const

/** A checked type the new file has too few of. */
export interface Shortfall {
  type: string
  found: number
  servedNow: number
}

/** Why a dataset must not become the live content, and the types that fell short (with their counts) when that is why. */
export interface DatasetRefusal {
  reason: string
  shortfalls: Shortfall[]
}

/**
 * Why a dataset must not become the live content, or null when it may. `live` is the dataset served
 * now (null at start-up, where only emptiness and the required documents are checked).
 */
export function datasetProblem(
  dataset: LocalDataset,
  live: LocalDataset | null,
  minShare = MIN_RELOAD_SHARE,
): DatasetRefusal | null {
  const count = dataset.published.documents.length
  if (count === 0) return { reason: 'data.ndjson has no published documents', shortfalls: [] }
  const counts = countsByType(dataset)
  const missing = REQUIRED_TYPES.filter((type) => !counts.has(type))
  if (missing.length > 0) return { reason: `data.ndjson has no ${missing.join(' or ')} document`, shortfalls: [] }
  if (!live) return null
  const percent = `${Math.round(minShare * 100)} %`
  const liveCounts = countsByType(live)
  const shortfalls = RELOAD_CHECKED_TYPES.map((type) => ({
    type,
    found: counts.get(type) ?? 0,
    servedNow: liveCounts.get(type) ?? 0,
  })).filter(({ found, servedNow }) => found < servedNow * minShare)
  if (shortfalls.length > 0) {
    const each = shortfalls
      .map(({ type, found, servedNow }) => `${type} (${found} of the ${servedNow} served now)`)
      .join(', ')
    return {
      reason: `data.ndjson has too few documents of type ${each}: each type must keep at least ${percent}`,
      shortfalls,
    }
  }
  const liveCount = live.published.documents.length
  if (count < liveCount * minShare)
    return {
      reason: `data.ndjson has ${count} published documents, fewer than ${percent} of the ${liveCount} served now`,
      shortfalls: [],
    }
  return null
}

function countsByType(dataset: LocalDataset): Map<string, number> {
  const counts = new Map<string, number>()
  for (const { _type } of dataset.published.documents) counts.set(_type, (counts.get(_type) ?? 0) + 1)
  return counts
}
