/**
 * Which answers may be kept, by this server's page cache and by a CDN in front of it, and for how long.
 * Only what every visitor would get alike is shared: anonymous GET pages, their `.data` requests and
 * the open-data API. Anything personal or private never is.
 */

/** A CDN may keep a page a minute, then serve it stale for up to a day while it fetches a fresh one. */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=86400'
/**
 * A page that shows something that changes at a known instant (a place's opening status): shared until
 * then, and never longer than SHARED_CACHE_CONTROL's minute; stale only while the server fails.
 */
export function sharedUntil(instant: number, now: number): string {
  const seconds = Math.max(1, Math.min(60, Math.ceil((instant - now) / 1000)))
  return `public, max-age=0, s-maxage=${seconds}, stale-if-error=86400`
}

/** Booking and report forms, their confirmations, draft preview and anything that sets a cookie. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store'
/** Error pages other than 404 must not outlive the fault that made them. */
export const ERROR_CACHE_CONTROL = 'no-store'

/**
 * Paths whose answers are about one visitor: the booking and report forms (each carries a fresh
 * idempotency key), their confirmations, and a visitor's saved list (kept in no cache, the browser's
 * included: docs/decisions/0046).
 */
const PRIVATE_PATH = /^\/(?:booking|report|saved)(?:[/.]|$)/
/** Longer addresses are rare and mostly probes; they are answered, just not kept. */
const LONGEST_CACHED_URL = 2048

export interface RequestFacts {
  method: string
  /** Path and query string as the visitor sent them. */
  url: string
  path: string
  headers: { authorization?: string | undefined }
  /** The request carries a valid preview cookie (app/preview): its answers show drafts to one editor. */
  preview?: boolean
}

export type RequestCaching = { cacheable: true } | { cacheable: false; cacheControl?: string }

export function requestCaching(request: RequestFacts): RequestCaching {
  if (PRIVATE_PATH.test(request.path) || request.preview)
    return { cacheable: false, cacheControl: PRIVATE_CACHE_CONTROL }
  if (request.method !== 'GET' && request.method !== 'HEAD') return { cacheable: false }
  if (request.headers.authorization) return { cacheable: false, cacheControl: PRIVATE_CACHE_CONTROL }
  if (request.url.length > LONGEST_CACHED_URL) return { cacheable: false }
  return { cacheable: true }
}

/**
 * The Cache-Control an answer leaves with, and whether every visitor may be given the same (so the
 * server keeps it and validates it with an ETag). A route that names its own policy keeps it (the
 * suggestions are private, the HSDS API public for five minutes); the server shares only what is public,
 * and a shared answer with its own `s-maxage` (sharedUntil) is kept no longer than that (`keepForMs`).
 */
export function answerCaching(
  request: RequestCaching,
  status: number,
  headers: Headers,
): { cacheControl: string | undefined; keep: boolean; keepForMs?: number } {
  const own = headers.get('cache-control') ?? undefined
  if (!request.cacheable) return { cacheControl: request.cacheControl ?? own, keep: false }
  if (headers.has('set-cookie')) return { cacheControl: PRIVATE_CACHE_CONTROL, keep: false }
  if (status >= 300 && status < 400) return { cacheControl: own, keep: false }
  if (status !== 200 && status !== 404) return { cacheControl: own ?? ERROR_CACHE_CONTROL, keep: false }
  if (own) {
    const keep = /(^|,)\s*public\s*(,|$)/i.test(own)
    const sharedFor = /(?:^|,)\s*s-maxage=(\d+)/i.exec(own)?.[1]
    return keep && sharedFor
      ? { cacheControl: own, keep, keepForMs: Number(sharedFor) * 1000 }
      : { cacheControl: own, keep }
  }
  return { cacheControl: SHARED_CACHE_CONTROL, keep: true }
}
