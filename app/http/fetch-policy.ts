/**
 * SPEC 7: the browser's HTTP client policy for the site's own requests (route data, suggestions,
 * menus): a GET is tried once more after a network failure or one of these statuses, never another
 * method; every request gives up after 120 s; only http and https URLs are fetched.
 */
export const RETRIED_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])
export const REQUEST_TIMEOUT_MS = 120_000

type Fetch = typeof fetch

function withTimeout(signal: AbortSignal | null, timeoutMs: number): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs)
  return signal ? AbortSignal.any([signal, timeout]) : timeout
}

/**
 * Wraps fetch with the policy for requests to `origin` (the site). React Router fetches route data and
 * route manifests with the global fetch and offers no hook to retry them, so the browser entry installs
 * this in its place (app/entry.client.tsx); requests to other origins (third-party scripts) pass through
 * untouched, apart from the http/https rule.
 */
export function withFetchPolicy(baseFetch: Fetch, origin: string, timeoutMs = REQUEST_TIMEOUT_MS): Fetch {
  return async function fetchWithPolicy(input, init) {
    const request = new Request(input, init)
    const { protocol, origin: requestOrigin } = new URL(request.url)
    if (protocol !== 'http:' && protocol !== 'https:')
      throw new TypeError(`Only http and https addresses can be fetched, not ${protocol}`)
    if (requestOrigin !== origin) return baseFetch(request)

    const signal = withTimeout(request.signal, timeoutMs)
    // Pages allow shared caches stale-while-revalidate; a browser would also answer from a stale copy
    // and check in the background. The site's own requests always check (a 304 when nothing changed).
    const cache = request.cache === 'default' ? 'no-cache' : request.cache
    const attempt = () => baseFetch(new Request(request, { signal, cache }))
    if (request.method !== 'GET') return attempt()
    try {
      const response = await attempt()
      if (!RETRIED_STATUSES.has(response.status)) return response
    } catch (error) {
      // The visitor (or the router) gave up, or the 120 s ran out: not worth a second try.
      if (signal.aborted) throw error
    }
    return attempt()
  }
}
