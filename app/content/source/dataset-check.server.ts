import type { LocalDataset } from './dataset.server'

/** The documents every page needs (site settings and the home page): a dataset without them is refused. */
export const SINGLETON_TYPES = ['settings', 'home'] as const

/**
 * A reload may drop to half the live document count, no lower: a file cut short while being written
 * (or a partial export) is refused, while ordinary editing never shrinks a dataset that much at once.
 * Decision 0021.
 */
export const MIN_RELOAD_SHARE = 0.5

/**
 * Why a dataset must not become the live content, or null when it may. `liveCount` is the number of
 * published documents served now (null at start-up, where only emptiness and the singletons are checked).
 */
export function datasetProblem(dataset: LocalDataset, liveCount: number | null): string | null {
  const count = dataset.published.documents.length
  if (count === 0) return 'data.ndjson has no published documents'
  const types = new Set(dataset.published.documents.map((document) => document._type))
  const missing = SINGLETON_TYPES.filter((type) => !types.has(type))
  if (missing.length > 0) return `data.ndjson has no ${missing.join(' or ')} document`
  if (liveCount !== null && count < liveCount * MIN_RELOAD_SHARE)
    return `data.ndjson has ${count} published documents, fewer than ${MIN_RELOAD_SHARE * 100} % of the ${liveCount} served now`
  return null
}
