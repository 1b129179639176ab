import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { LRUCache } from 'lru-cache'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** Bodies smaller than this are sent as they are: compressing them saves less than the headers cost. */
const SMALLEST_COMPRESSED = 1024

export type Encoding = 'br' | 'gzip' | 'identity'

/** A finished answer, with its body in every encoding it is sent in; one every visitor may share has an ETag. */
export interface StoredResponse {
  status: number
  headers: Array<[string, string]>
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer }
  /** The opaque part of the strong ETag of the identity body; encodings add a suffix (etagFor). */
  etag?: string
}

/** The ETag of one encoding: strong validators must differ between encodings of the same content. */
export function etagFor(etag: string, encoding: Encoding): string {
  return encoding === 'identity' ? `"${etag}"` : `"${etag}-${encoding}"`
}

/** True when If-None-Match names this answer in any of its encodings (they share one content). */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => {
    const opaque = tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '')
    return opaque === etag || opaque === `${etag}-gzip` || opaque === `${etag}-br`
  })
}

/**
 * Makes the stored form of an answer: for a shared one its ETag and, when it will be kept and is worth
 * it, gzip and Brotli bodies made once, off the main thread.
 */
export async function storedResponse(
  status: number,
  headers: Array<[string, string]>,
  body: Buffer,
  { validated, compress }: { validated: boolean; compress: boolean },
): Promise<StoredResponse> {
  const etag = validated ? createHash('sha256').update(body).digest('base64url').slice(0, 32) : undefined
  if (!compress || body.length < SMALLEST_COMPRESSED) return { status, headers, bodies: { identity: body }, etag }
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  ])
  return { status, headers, bodies: { identity: body, gzip: gzipped, br: brotli }, etag }
}

export interface Rendered {
  response: StoredResponse
  /** Whether every visitor may be given this same answer. */
  keep: boolean
}

export interface PageCacheOptions {
  /** Most bytes kept, all encodings counted. */
  maxBytes: number
  /** Longest an answer is kept while content does not change: pages also show dates that move on. */
  ttlMs: number
}

/**
 * Rendered answers by content version and address. A change of content version empties it, so a page
 * never outlives the content it was made from. Requests that miss together share one render.
 */
export class PageCache {
  private readonly entries: LRUCache<string, StoredResponse>
  private readonly inFlight = new Map<string, Promise<Rendered>>()
  private version: number | undefined

  constructor(options: PageCacheOptions) {
    this.entries = new LRUCache({
      maxSize: options.maxBytes,
      ttl: options.ttlMs,
      sizeCalculation: (entry) => Object.values(entry.bodies).reduce((total, body) => total + body.length, 0) + 512,
    })
  }

  get size() {
    return this.entries.size
  }

  /**
   * The kept answer for this address at this content version, or the one `render` makes (kept when it
   * says so). A caller that waited on someone else's render that may not be kept renders its own.
   */
  async getOrRender(version: number, url: string, render: () => Promise<Rendered>): Promise<{ response: StoredResponse; hit: boolean }> {
    if (version !== this.version) {
      this.entries.clear()
      this.inFlight.clear()
      this.version = version
    }
    const kept = this.entries.get(url)
    if (kept) return { response: kept, hit: true }
    const pending = this.inFlight.get(url)
    if (pending) {
      const shared = await pending
      return shared.keep ? { response: shared.response, hit: true } : { response: (await render()).response, hit: false }
    }
    const rendering = render()
    this.inFlight.set(url, rendering)
    try {
      const rendered = await rendering
      if (rendered.keep && this.version === version) this.entries.set(url, rendered.response)
      return { response: rendered.response, hit: false }
    } finally {
      if (this.inFlight.get(url) === rendering) this.inFlight.delete(url)
    }
  }

  clear() {
    this.entries.clear()
  }
}
