import type { ContentSourceMap } from '@sanity/client/csm'

/** The two views of the content the site can read: what is live, and what editors are working on. */
export type Perspective = 'published' | 'drafts'

export type QueryParams = Record<string, unknown>

/** Where image URLs point: Sanity's CDN, or this server's /media route for the local backend. */
export interface ImageConfig {
  projectId: string
  dataset: string
  baseUrl?: string
}

/**
 * A place the site reads content from. Both backends answer the same GROQ queries with the same shapes,
 * so routes never know which one is in use.
 */
export interface ContentSource {
  readonly name: 'local' | 'sanity'
  readonly image: ImageConfig
  fetch<Result>(query: string, params: QueryParams, perspective: Perspective): Promise<Result>
  /** The result with its source map (which document and field each value came from), for visual editing in preview. */
  fetchWithSourceMap<Result>(
    query: string,
    params: QueryParams,
    perspective: Perspective,
  ): Promise<{ result: Result; resultSourceMap: ContentSourceMap | undefined }>
  /** Calls the listener whenever content may have changed; returns a function that unsubscribes. */
  onChange(listener: () => void): () => void
  /** Whether the content served now is fresh (the readiness endpoint reports it). */
  status(): ContentStatus
  close(): Promise<void>
}

/**
 * Where the content served now comes from: `fresh` (the backend itself), `snapshot` (the copy on disk
 * from earlier good reads, sanity backend), `bundled` (the bundled dataset, sanity backend), `starting`
 * (nothing read yet) or `none` (no content can be had: pages answer the 503 shell).
 */
export interface ContentStatus {
  state: 'fresh' | 'starting' | 'snapshot' | 'bundled' | 'none'
  /** Why it is not fresh, in words for whoever reads the readiness answer or the log. */
  reason?: string
}

/** No content can be had for a read: the backend failed and nothing stands in for it. */
export class ContentUnavailableError extends Error {
  override name = 'ContentUnavailableError'
}
