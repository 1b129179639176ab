import type { ClientReturn } from '@sanity/client'
import { env, type Env } from '~/config/env.server'
import { QueryResultCache } from './cache.server'
import { LocalContentSource } from './source/local.server'
import { SanityContentSource } from './source/sanity.server'
import type { ContentSource, Perspective, QueryParams } from './source/types'

/**
 * The one way the site reads content: typed GROQ queries through the configured source, with results
 * cached until the content changes. `version` counts changes so in-memory indexes know when to rebuild.
 */
export class ContentClient {
  private readonly cache = new QueryResultCache()
  private readonly listeners = new Set<(version: number) => void>()
  private currentVersion = 0

  readonly source: ContentSource

  constructor(source: ContentSource) {
    this.source = source
    source.onChange(() => {
      this.cache.clear()
      this.currentVersion += 1
      for (const listener of this.listeners) listener(this.currentVersion)
    })
  }

  get version() {
    return this.currentVersion
  }

  get cachedEntries() {
    return this.cache.size
  }

  fetch<const Query extends string>(
    query: Query,
    params: QueryParams = {},
    perspective: Perspective = 'published',
  ): Promise<ClientReturn<Query, unknown>> {
    return this.cache.getOrLoad(perspective, query, params, () =>
      this.source.fetch<ClientReturn<Query, unknown>>(query, params, perspective),
    )
  }

  /**
   * Runs a query without keeping its result: for the large reads an index is built from once per
   * content version (every service, every searchable document), which would otherwise stay in memory
   * beside the index made from them.
   */
  fetchOnce<const Query extends string>(
    query: Query,
    params: QueryParams = {},
    perspective: Perspective = 'published',
  ): Promise<ClientReturn<Query, unknown>> {
    return this.source.fetch<ClientReturn<Query, unknown>>(query, params, perspective)
  }

  /** Calls the listener with the new content version after every change; returns an unsubscribe function. */
  onChange(listener: (version: number) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  close() {
    this.listeners.clear()
    return this.source.close()
  }
}

export async function createContentSource(settings: Env): Promise<ContentSource> {
  if (settings.CONTENT_SOURCE === 'sanity') return new SanityContentSource(settings)
  return LocalContentSource.open(settings.CONTENT_DATASET_DIR, {
    watchForChanges: settings.NODE_ENV !== 'test',
    validate: true,
    minReloadShare: settings.CONTENT_RELOAD_MIN_SHARE,
  })
}

let shared: Promise<ContentClient> | undefined

/** The process-wide content client, created on first use from the validated environment. */
export function contentClient(): Promise<ContentClient> {
  shared ??= createContentSource(env()).then((source) => new ContentClient(source))
  return shared
}
