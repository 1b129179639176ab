import path from 'node:path'
import type { SanityClient } from '@sanity/client'
import type { SanityEnv } from '~/config/env.server'
import { errorFields, log } from '~/logging/log.server'
import { cacheKey } from '../cache.server'
import { checkedResult, UnusableAnswerError } from './answer-shape.server'
import { LocalContentSource } from './local.server'
import { ContentSnapshot } from './snapshot.server'
import {
  ContentUnavailableError,
  type ContentSource,
  type ContentStatus,
  type Perspective,
  type QueryParams,
} from './types'

/** While the API is failing, published reads skip it and one probe a this often asks whether it is back. */
const PROBE_INTERVAL_MS = 10_000
/** The API is back when it answers with the settings document (answer-shape.server.ts): any 200 is not enough. */
const PROBE_QUERY = '*[_type == "settings" && _id == "settings"][0]{ _id }'

/**
 * Every read asks for the whole answer, so that what came is checked before it is used
 * (checkedResult): not the query text back, which the client would otherwise ask for.
 */
const WHOLE_ANSWER = { filterResponse: false, returnQuery: false } as const

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
  private readonly timeoutMs: number
  private readonly snapshot: ContentSnapshot
  private readonly bundledDirectory: string
  private bundled: Promise<LocalContentSource> | undefined
  private current: ContentStatus = { state: 'starting', reason: 'no content read yet' }
  /** What went wrong with the API, in words for /readyz, while an outage lasts. */
  private outageCause = 'the content API is not answering'
  /** Set while the API is failing: published reads go straight to the stand-ins, and this timer probes. */
  private probe: NodeJS.Timeout | undefined

  constructor(env: SanityEnv) {
    this.timeoutMs = env.CONTENT_TIMEOUT_MS
    this.snapshot = new ContentSnapshot(path.resolve(env.DATA_DIR, 'content-snapshot.json'))
    this.bundledDirectory = env.CONTENT_DATASET_DIR
    const base = {
      projectId: env.SANITY_PROJECT_ID,
      dataset: env.SANITY_DATASET,
      apiVersion: env.SANITY_API_VERSION,
      apiHost: env.SANITY_API_HOST,
      useProjectHostname: !env.SANITY_API_HOST,
      // SPEC 7: a failed read is retried once, then reported.
      maxRetries: 1,
      // Each attempt may take this long (the client's own default is five minutes).
      timeout: env.CONTENT_TIMEOUT_MS,
    }
    this.image = { projectId: env.SANITY_PROJECT_ID, dataset: env.SANITY_DATASET }
    this.clients = import('@sanity/client').then(({ createClient }) => ({
      published: createClient({ ...base, useCdn: true, perspective: 'published', stega: false }),
      drafts: env.SANITY_READ_TOKEN
        ? createClient({ ...base, useCdn: false, perspective: 'drafts', token: env.SANITY_READ_TOKEN, stega: false })
        : undefined,
    }))
  }

  async fetch<Result>(query: string, params: QueryParams, perspective: Perspective): Promise<Result> {
    const { published, drafts } = await this.clients
    if (perspective === 'drafts') {
      if (!drafts) throw new Error('Draft preview needs SANITY_READ_TOKEN')
      const answer: unknown = await drafts.fetch(query, params, {
        ...WHOLE_ANSWER,
        perspective: 'drafts',
        useCdn: false,
        tag: 'page',
        signal: this.deadline(),
      })
      return checkedResult<Result>(query, answer)
    }
    const key = cacheKey('published', query, params)
    if (!this.probe) {
      try {
        const answer: unknown = await published.fetch(query, params, {
          ...WHOLE_ANSWER,
          perspective: 'published',
          useCdn: true,
          tag: 'page',
          signal: this.deadline(),
        })
        // Checked before it is kept: an answer that is not content is an outage, and never reaches the snapshot.
        const result = checkedResult<Result>(query, answer)
        this.snapshot.set(key, result)
        this.current = { state: 'fresh' }
        return result
      } catch (error) {
        this.startOutage(error)
      }
    }
    return this.standIn<Result>(key, query, params)
  }

  status(): ContentStatus {
    return this.current
  }

  /** Both attempts of one read together: the client's timeout applies to each, this to the whole. */
  private deadline() {
    return AbortSignal.timeout(this.timeoutMs * 2 + 500)
  }

  /** The last good answer to this query, else the bundled dataset's, else ContentUnavailableError. */
  private async standIn<Result>(key: string, query: string, params: QueryParams): Promise<Result> {
    const kept = this.snapshotAnswer<Result>(key, query)
    if (kept.found) {
      this.current = { state: 'snapshot', reason: `${this.outageCause}: serving the snapshot of earlier reads` }
      return kept.result
    }
    try {
      this.bundled ??= LocalContentSource.open(this.bundledDirectory, { watchForChanges: false, validate: true })
      const result = await (await this.bundled).fetch<Result>(query, params, 'published')
      this.current = { state: 'bundled', reason: `${this.outageCause}: serving the bundled dataset` }
      return result
    } catch (error) {
      this.current = { state: 'none', reason: `${this.outageCause} and no snapshot or bundled dataset can stand in` }
      throw new ContentUnavailableError(`No content: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  /** The snapshot's answer, checked again: a snapshot written before answers were checked may hold a null settings document. */
  private snapshotAnswer<Result>(key: string, query: string): { found: true; result: Result } | { found: false } {
    if (!this.snapshot.has(key)) return { found: false }
    try {
      return { found: true, result: checkedResult<Result>(query, { result: this.snapshot.get(key) }) }
    } catch {
      return { found: false }
    }
  }

  private startOutage(error: unknown) {
    if (this.probe) return
    const unusable = error instanceof UnusableAnswerError
    this.outageCause = unusable
      ? 'the content API answers with something that is not content'
      : 'the content API is not answering'
    log.warn(
      unusable
        ? 'content API answer unusable: serving the snapshot or bundled content'
        : 'content API not answering: serving the snapshot or bundled content',
      {
        ...errorFields(error),
        retryMs: PROBE_INTERVAL_MS,
      },
    )
    this.probe = setInterval(() => void this.tryApi(), PROBE_INTERVAL_MS)
    this.probe.unref()
  }

  /** One read of the API while in an outage; when it answers, pages read it again (listeners refetch). */
  private async tryApi() {
    const { published } = await this.clients
    try {
      checkedResult(
        PROBE_QUERY,
        await published.fetch(
          PROBE_QUERY,
          {},
          { ...WHOLE_ANSWER, perspective: 'published', useCdn: true, tag: 'probe', signal: this.deadline() },
        ),
      )
    } catch {
      return
    }
    clearInterval(this.probe)
    this.probe = undefined
    this.current = { state: 'fresh' }
    log.info('content API answering again')
    for (const notify of this.listeners) notify()
  }

  /** The Content Lake's own result source map, with array items by key as visual editing wants them. */
  async fetchWithSourceMap<Result>(query: string, params: QueryParams, perspective: Perspective) {
    const { published, drafts } = await this.clients
    const client = perspective === 'drafts' ? drafts : published
    if (!client) throw new Error('Draft preview needs SANITY_READ_TOKEN')
    const answer = await client.fetch<Result>(query, params, {
      ...WHOLE_ANSWER,
      perspective,
      useCdn: perspective === 'published',
      resultSourceMap: 'withKeyArraySelector',
      tag: 'page',
    })
    return { result: checkedResult<Result>(query, answer), resultSourceMap: answer.resultSourceMap }
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
    clearInterval(this.probe)
    this.listeners.clear()
    await this.snapshot.flush()
    ;(await this.subscription)?.unsubscribe()
  }
}
