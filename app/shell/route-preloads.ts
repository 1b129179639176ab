import { matchRoutes, type DataRouteObject } from 'react-router'

/** SPEC 9: at most this many route preloads at once, and the wait when the browser has no idle callback. */
export const MAX_PRELOADS_IN_FLIGHT = 5
export const IDLE_FALLBACK_MS = 50

interface RouterWindow {
  __reactRouterDataRouter?: { routes: DataRouteObject[] }
  __reactRouterManifest?: { routes: Record<string, { module?: string } | undefined> }
}

/** The address React Router fetches a page's data from on a client navigation ('/' becomes '/_.data'). */
export function routeDataUrl(path: string, origin: string): string {
  const url = new URL(path, origin)
  url.pathname = url.pathname.endsWith('/') ? `${url.pathname}_.data` : `${url.pathname}.data`
  url.hash = ''
  return url.href
}

/**
 * The form every address of one page shares: its path decoded, in lower case and without a trailing
 * slash (the router matches paths so: /Articles/ is /articles), and its query in one encoding.
 */
function pageKey(address: string): string {
  const url = new URL(address, 'http://page.invalid')
  let path = url.pathname
  try {
    path = decodeURIComponent(path)
  } catch {
    // A malformed escape is compared as written.
  }
  return `${path.toLowerCase().replace(/\/+$/, '') || '/'}?${new URLSearchParams(url.search).toString()}`
}

/**
 * Whether `path` is a page the visitor already has or is already getting, given its addresses
 * (`pageAddresses`: the address in the bar, the page's canonical address and the address of a
 * navigation under way). Its data is the router's to fetch: a preload would fetch it again. The
 * canonical address says which query parameters make the page what it is, so /articles is the page a
 * visitor reading /articles?utm_source=newsletter has, while /articles?category=news is another.
 */
export function isOwnPage(path: string, pageAddresses: ReadonlyArray<string | null | undefined>): boolean {
  const key = pageKey(path)
  return pageAddresses.some((address) => address != null && pageKey(address) === key)
}

/** The code of the routes that would draw `path`, as far as the router knows them yet. */
function routeModules(path: string): string[] {
  const { __reactRouterDataRouter: router, __reactRouterManifest: manifest } = window as RouterWindow
  if (!router || !manifest) return []
  return (matchRoutes(router.routes, path) ?? [])
    .map((match) => manifest.routes[match.route.id]?.module)
    .filter((module): module is string => Boolean(module))
}

/**
 * Fetches what a client navigation to `path` will need: the route modules (imported, so the navigation
 * finds them loaded) and the page's data (a revalidation then costs a 304). Failures are ignored: the
 * navigation itself will try, with the retry policy.
 */
export async function preloadRoute(path: string): Promise<void> {
  await Promise.allSettled([
    fetch(routeDataUrl(path, window.location.origin), { priority: 'low' }).then((response) => response.arrayBuffer()),
    ...routeModules(path).map((module) => import(/* @vite-ignore */ module)),
  ])
}

/** A busy page may have no idle moment for long: a preload in view starts within this time regardless. */
const IDLE_TIMEOUT_MS = 2000

function whenIdle(callback: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
  else setTimeout(callback, IDLE_FALLBACK_MS)
}

/**
 * A queue of route preloads: each path once per page view, at most MAX_PRELOADS_IN_FLIGHT at a time,
 * started when the browser is idle. A link the visitor reaches for (hover, focus) jumps the queue.
 */
export function createPreloadQueue(preload: (path: string) => Promise<void> = preloadRoute) {
  const queued: string[] = []
  const seen = new Set<string>()
  const reachedFor = new Set<string>()
  let inFlight = 0

  function pump() {
    while (inFlight < MAX_PRELOADS_IN_FLIGHT && queued.length > 0) {
      const path = queued.shift() as string
      inFlight += 1
      const start = () => {
        preload(path)
          .catch(() => undefined)
          .finally(() => {
            inFlight -= 1
            pump()
          })
      }
      // A link the visitor reaches for is wanted now; one merely in view waits for a quiet moment.
      if (reachedFor.has(path)) start()
      else whenIdle(start)
    }
  }

  return {
    add(path: string, urgent = false) {
      if (urgent) reachedFor.add(path)
      if (seen.has(path)) {
        const waiting = queued.indexOf(path)
        if (urgent && waiting > 0) queued.unshift(...queued.splice(waiting, 1))
        return
      }
      seen.add(path)
      if (urgent) queued.unshift(path)
      else queued.push(path)
      pump()
    },
    /** A new page: links seen on the last one may be preloaded again (their data may have changed). */
    reset() {
      queued.length = 0
      seen.clear()
      reachedFor.clear()
    },
    get inFlight() {
      return inFlight
    },
  }
}
