import { LRUCache } from 'lru-cache'
import type { Perspective, QueryParams } from './source/types'

/** SPEC section 9: the content cache holds 1024 entries. */
export const CONTENT_CACHE_ENTRIES = 1024

/**
 * Query results by perspective, query and parameters. It stores the promise, so concurrent requests for
 * the same query share one evaluation; a failed evaluation is dropped so the next request tries again.
 */
export class QueryResultCache {
  private readonly entries = new LRUCache<string, Promise<unknown>>({ max: CONTENT_CACHE_ENTRIES })

  get size() {
    return this.entries.size
  }

  getOrLoad<Result>(
    perspective: Perspective,
    query: string,
    params: QueryParams,
    load: () => Promise<Result>,
  ): Promise<Result> {
    const key = cacheKey(perspective, query, params)
    const cached = this.entries.get(key) as Promise<Result> | undefined
    if (cached) return cached
    const pending = load()
    this.entries.set(key, pending)
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key)
    })
    return pending
  }

  clear() {
    this.entries.clear()
  }
}

export function cacheKey(perspective: Perspective, query: string, params: QueryParams): string {
  const sortedParams = Object.keys(params)
    .sort()
    .map((name) => [name, params[name]])
  return `${perspective}\u0000${query}\u0000${JSON.stringify(sortedParams)}`
}
