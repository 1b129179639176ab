import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, brotliDecompress, constants, gunzip, gzip, gzipSync } from 'node:zlib'
import { LRUCache } from 'lru-cache'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** Bodies smaller than this are sent as they are: compressing them saves less than the headers cost. */
const SMALLEST_COMPRESSED = 1024

export type Encoding = 'br' | 'gzip' | 'identity'

/**
 * Compression levels for a page's first visitor, who waits for them: Brotli 5 and gzip 6 come within
 * about 10 % of the smallest sizes in a small part of the time Brotli 9 and gzip 9 take
 * (docs/decisions/0012-small-pages.md has the figures).
 */
const BROTLI_QUALITY = 5
const GZIP_LEVEL = 6

/**
 * A finished answer; one every visitor may share has an ETag, and is compressed once per encoding
 * asked for. Once a compressed body is made, that is the form it is kept in: the plain body, five to
 * ten times larger, is let go and made again from the first compressed body for the rare visitor who
 * takes neither Brotli nor gzip (crawlers, scripts). A full page cache is then a few megabytes, not tens.
 */
export interface StoredResponse {
  status: number
  headers: Array<[string, string]>
  /** The plain body's length in bytes. */
  size: number
  /** The encodings this answer may be sent in, besides identity. */
  encodings: ReadonlyArray<Exclude<Encoding, 'identity'>>
  /** The body in an encoding: made the first time it is asked for (a large one off the main thread), then kept (the plain body, see above). */
  body(encoding: Encoding): Promise<Buffer>
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

const decompressors: Record<Exclude<Encoding, 'identity'>, (body: Buffer) => Promise<Buffer>> = {
  gzip: promisify(gunzip),
  br: promisify(brotliDecompress),
}

/**
 * Bodies up to this size are compressed on the main thread: a page of this site takes well under a
 * turn there (TURN_BUDGET_MS), and handed to zlib's thread pool the same page kept its visitor waiting
 * longer, mostly for the hand-over and the stream zlib wraps round it
 * (docs/decisions/0031-page-cache-keeps-compressed-bodies.md has the figures).
 */
const COMPRESSED_IN_TURN = 64 * 1024

const compressors: Record<Exclude<Encoding, 'identity'>, (body: Buffer) => Promise<Buffer>> = {
  gzip: (body) => compressed(body, gzipSync, gzipAsync, { level: GZIP_LEVEL }),
  br: (body) =>
    compressed(body, brotliCompressSync, brotliAsync, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length),
      },
    }),
}

/**
 * The smallest Brotli window that holds the whole body (a window of 2^bits is 2^bits - 16 bytes).
 * Brotli's default, 4 MB, is set up and cleared for every body however small: a page compresses to
 * the same size in less time with a window of its own size
 * (docs/decisions/0031-page-cache-keeps-compressed-bodies.md has the figures).
 */
export function brotliWindowBits(length: number): number {
  const bits = Math.ceil(Math.log2(length + 16))
  return Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, bits))
}

/** The body compressed in this turn when it is small enough (COMPRESSED_IN_TURN), else in zlib's thread pool; in memory of its own. */
async function compressed<Options>(
  body: Buffer,
  inTurn: (body: Buffer, options: Options) => Buffer,
  inPool: (body: Buffer, options: Options) => Promise<Buffer>,
  options: Options,
): Promise<Buffer> {
  return ownMemory(body.length <= COMPRESSED_IN_TURN ? inTurn(body, options) : await inPool(body, options))
}

/**
 * The bytes in memory of exactly their size. zlib hands back a body that fits in one output chunk as a
 * view of that chunk (64 KB for Brotli), and Buffer.from and Buffer.copyBytesFrom take small buffers
 * from Node's shared 64 KB pool: either way, a 9 KB page kept in the page cache held a 64 KB block.
 * Buffer.alloc is never pooled.
 */
function ownMemory(body: Buffer): Buffer {
  if (body.byteLength === body.buffer.byteLength) return body
  const own = Buffer.alloc(body.byteLength)
  body.copy(own)
  return own
}

/**
 * Makes the stored form of an answer: for a shared one its ETag and, when it will be kept and is worth
 * it, the gzip and Brotli bodies, each made when a visitor first asks for it.
 */
export function storedResponse(
  status: number,
  headers: Array<[string, string]>,
  identity: Buffer,
  { validated, compress }: { validated: boolean; compress: boolean },
): StoredResponse {
  const etag = validated ? createHash('sha256').update(identity).digest('base64url').slice(0, 32) : undefined
  const encodings: StoredResponse['encodings'] =
    compress && identity.length >= SMALLEST_COMPRESSED ? ['br', 'gzip'] : []
  // The body the others are made from: the plain one until the first compressed one is made, then that.
  let source: { encoding: Encoding; body: Buffer } = { encoding: 'identity', body: identity }
  const made = new Map<Exclude<Encoding, 'identity'>, Promise<Buffer>>()
  const plainBody = async (): Promise<Buffer> =>
    source.encoding === 'identity' ? source.body : decompressors[source.encoding](source.body)
  const body = (encoding: Encoding): Promise<Buffer> => {
    if (encoding === 'identity' || !encodings.includes(encoding)) return plainBody()
    const known = made.get(encoding)
    if (known) return known
    const compressed = plainBody().then((plain) => compressors[encoding](plain))
    made.set(encoding, compressed)
    compressed.then(
      (done) => {
        if (source.encoding === 'identity') source = { encoding, body: done }
      },
      () => made.delete(encoding),
    )
    return compressed
  }
  return { status, headers, size: identity.length, encodings, body, etag }
}

/**
 * What a kept answer is counted as: its body, and about half as much again for its compressed forms.
 * Counted when it is kept, before anything is compressed; once the plain body is let go, it takes less.
 */
export function keptSize(response: StoredResponse): number {
  return response.size * (response.encodings.length ? 1.5 : 1) + 512
}

export interface Rendered {
  response: StoredResponse
  /** Whether every visitor may be given this same answer. */
  keep: boolean
  /** Kept at most this long, when less than the cache's own time (a page whose opening status changes sooner). */
  keepForMs?: number
}

export interface PageCacheOptions {
  /** Most bytes kept, compressed forms counted (keptSize). */
  maxBytes: number
  /** Longest an answer is kept while content does not change: pages also show dates that move on. */
  ttlMs: number
  /** The clock kept answers age by (tests pass their own). */
  clock?: { now(): number }
}

/**
 * Rendered answers by content version and address. A change of content version empties it, so a page
 * never outlives the content it was made from. Requests that miss together share one render.
 */
export class PageCache {
  private readonly entries: LRUCache<string, StoredResponse>
  private readonly inFlight = new Map<string, Promise<Rendered>>()
  private version: number | undefined
  private readonly ttlMs: number

  constructor(options: PageCacheOptions) {
    this.ttlMs = options.ttlMs
    this.entries = new LRUCache({
      maxSize: options.maxBytes,
      ttl: options.ttlMs,
      ...(options.clock ? { perf: options.clock, ttlResolution: 0 } : {}),
      sizeCalculation: (entry) => Math.ceil(keptSize(entry)),
    })
  }

  get size() {
    return this.entries.size
  }

  /** Bytes kept, compressed forms counted (keptSize). */
  get bytes() {
    return this.entries.calculatedSize
  }

  /**
   * The kept answer for this address at this content version, or the one `render` makes (kept when it
   * says so). A caller that waited on someone else's render that may not be kept renders its own.
   */
  async getOrRender(
    version: number,
    url: string,
    render: () => Promise<Rendered>,
  ): Promise<{ response: StoredResponse; hit: boolean }> {
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
      return shared.keep
        ? { response: shared.response, hit: true }
        : { response: (await render()).response, hit: false }
    }
    const rendering = render()
    this.inFlight.set(url, rendering)
    try {
      const rendered = await rendering
      if (rendered.keep && this.version === version)
        this.entries.set(
          url,
          rendered.response,
          rendered.keepForMs === undefined ? undefined : { ttl: Math.min(rendered.keepForMs, this.ttlMs) },
        )
      return { response: rendered.response, hit: false }
    } finally {
      if (this.inFlight.get(url) === rendering) this.inFlight.delete(url)
    }
  }

  clear() {
    this.entries.clear()
  }
}
