import { createClient, type SanityClient } from '@sanity/client'
import type { SanityEnv } from '~/config/env.server'
import { errorFields, log } from '~/logging/log.server'
import type { ContentSource, Perspective, QueryParams } from './types'

/**
 * A real Sanity project. Published reads go through the API CDN (without stale content); draft reads
 * use the read token and skip the CDN. Live events from the Content Lake tell listeners to refetch.
 */
export class SanityContentSource implements ContentSource {
  readonly name = 'sanity'
  readonly image: { projectId: string; dataset: string }
  private readonly published: SanityClient
  private readonly drafts: SanityClient | undefined
  private readonly listeners = new Set<() => void>()
  private subscription: { unsubscribe(): void } | undefined

  constructor(env: SanityEnv) {
    const base = {
      projectId: env.SANITY_PROJECT_ID,
      dataset: env.SANITY_DATASET,
      apiVersion: env.SANITY_API_VERSION,
      apiHost: env.SANITY_API_HOST,
      useProjectHostname: !env.SANITY_API_HOST,
      // SPEC 7: a failed read is retried once, then reported.
      maxRetries: 1,
    }
    this.image = { projectId: env.SANITY_PROJECT_ID, dataset: env.SANITY_DATASET }
    this.published = createClient({ ...base, useCdn: true, perspective: 'published', stega: false })
    this.drafts = env.SANITY_READ_TOKEN
      ? createClient({ ...base, useCdn: false, perspective: 'drafts', token: env.SANITY_READ_TOKEN, stega: false })
      : undefined
  }

  async fetch<Result>(query: string, params: QueryParams, perspective: Perspective): Promise<Result> {
    if (perspective === 'drafts') {
      if (!this.drafts) throw new Error('Draft preview needs SANITY_READ_TOKEN')
      return this.drafts.fetch<Result>(query, params, { perspective: 'drafts', useCdn: false, tag: 'page' })
    }
    return this.published.fetch<Result>(query, params, { perspective: 'published', useCdn: true, tag: 'page' })
  }

  /** The settings of both clients, for checks and diagnostics. */
  clientConfigs() {
    return { published: this.published.config(), drafts: this.drafts?.config() }
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener)
    this.subscription ??= this.published.live.events({ tag: 'fetch-sync-tags' }).subscribe({
      next: (event) => {
        if (event.type === 'message' || event.type === 'restart') for (const notify of this.listeners) notify()
      },
      error: (error: unknown) => log.warn('sanity live events stopped', errorFields(error)),
    })
    return () => this.listeners.delete(listener)
  }

  async close(): Promise<void> {
    this.subscription?.unsubscribe()
    this.listeners.clear()
  }
}
