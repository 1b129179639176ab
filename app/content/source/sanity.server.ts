import type { SanityClient } from '@sanity/client'
import type { SanityEnv } from '~/config/env.server'
import { errorFields, log } from '~/logging/log.server'
import type { ContentSource, Perspective, QueryParams } from './types'

interface Clients {
  published: SanityClient
  drafts: SanityClient | undefined
}

/**
 * A real Sanity project. Published reads go through the API CDN (without stale content); draft reads
 * use the read token and skip the CDN. Live events from the Content Lake tell listeners to refetch.
 */
export class SanityContentSource implements ContentSource {
  readonly name = 'sanity'
  readonly image: { projectId: string; dataset: string }
  /**
   * @sanity/client (with rxjs and undici) takes about half a second and 40 MB to load: it is loaded
   * when a site is set up to read from Sanity, never by one that serves the local dataset.
   */
  private readonly clients: Promise<Clients>
  private readonly listeners = new Set<() => void>()
  private subscription: Promise<{ unsubscribe(): void } | undefined> | undefined

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
    this.clients = import('@sanity/client').then(({ createClient }) => ({
      published: createClient({ ...base, useCdn: true, perspective: 'published', stega: false }),
      drafts: env.SANITY_READ_TOKEN ? createClient({ ...base, useCdn: false, perspective: 'drafts', token: env.SANITY_READ_TOKEN, stega: false }) : undefined,
    }))
  }

  async fetch<Result>(query: string, params: QueryParams, perspective: Perspective): Promise<Result> {
    const { published, drafts } = await this.clients
    if (perspective === 'drafts') {
      if (!drafts) throw new Error('Draft preview needs SANITY_READ_TOKEN')
      return drafts.fetch<Result>(query, params, { perspective: 'drafts', useCdn: false, tag: 'page' })
    }
    return published.fetch<Result>(query, params, { perspective: 'published', useCdn: true, tag: 'page' })
  }

  /** The Content Lake's own result source map, with array items by key as visual editing wants them. */
  async fetchWithSourceMap<Result>(query: string, params: QueryParams, perspective: Perspective) {
    const { published, drafts } = await this.clients
    const client = perspective === 'drafts' ? drafts : published
    if (!client) throw new Error('Draft preview needs SANITY_READ_TOKEN')
    const { result, resultSourceMap } = await client.fetch<Result>(query, params, {
      perspective,
      useCdn: perspective === 'published',
      filterResponse: false,
      resultSourceMap: 'withKeyArraySelector',
      tag: 'page',
    })
    return { result, resultSourceMap }
  }

  /** The client with the read token, for checking the Studio's preview secret (app/preview); none without a token. */
  async draftsClient(): Promise<SanityClient | undefined> {
    return (await this.clients).drafts
  }

  /** The settings of both clients, for checks and diagnostics. */
  async clientConfigs() {
    const { published, drafts } = await this.clients
    return { published: published.config(), drafts: drafts?.config() }
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener)
    this.subscription ??= this.clients.then(
      ({ published }) =>
        published.live.events({ tag: 'fetch-sync-tags' }).subscribe({
          next: (event) => {
            if (event.type === 'message' || event.type === 'restart') for (const notify of this.listeners) notify()
          },
          error: (error: unknown) => log.warn('sanity live events stopped', errorFields(error)),
        }),
      (error: unknown) => {
        log.warn('sanity live events not started', errorFields(error))
        return undefined
      },
    )
    return () => this.listeners.delete(listener)
  }

  async close(): Promise<void> {
    this.listeners.clear()
    ;(await this.subscription)?.unsubscribe()
  }
}
