/** SPEC 4: after a chunk-load error the page reloads once; the marker makes "once" last this long. */
const CHUNK_RELOAD_WINDOW_MS = 10_000
export const CHUNK_RELOAD_MARKER = 'chunk-reload-at'

type MarkerStorage = Pick<Storage, 'getItem' | 'setItem'>

/**
 * Whether a failed chunk load should reload the page: yes, unless this tab already reloaded for one
 * in the last 10 seconds (a second failure then reaches the error page instead of looping). Without
 * session storage there is no way to tell, so the error goes through.
 */
export function shouldReloadForChunkError(storage: () => MarkerStorage, now: number): boolean {
  try {
    const session = storage()
    const last = Number(session.getItem(CHUNK_RELOAD_MARKER))
    if (last && now - last >= 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false
    session.setItem(CHUNK_RELOAD_MARKER, String(now))
    return true
  } catch {
    return false
  }
}

/** Fired on window to take the visitor to the error page from outside React (UnhandledErrorListener shows it). */
export const FATAL_ERROR_EVENT = 'app:fatal-error'
export const PRELOAD_ERROR_EVENT = 'vite:preloadError'

interface PendingLocation {
  pathname: string
  search: string
  hash: string
}

interface NavigateEventLike extends Event {
  readonly navigationType: string
}

export interface BrowserWindow {
  addEventListener(type: string, listener: (event: Event) => void): void
  dispatchEvent(event: Event): boolean
  readonly sessionStorage: MarkerStorage
  readonly location: { readonly href: string; readonly origin: string; assign(url: string): void; reload(): void }
  /** The Navigation API, where the browser has it. */
  readonly navigation?: { addEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void }
  /** React Router's router, for the address of a client navigation under way. */
  readonly __reactRouterDataRouter?: { state: { navigation: { location?: PendingLocation } } }
}

/** Where the visitor was going: the client navigation under way, if any. */
function pendingTarget(target: BrowserWindow): string | null {
  const pending = target.__reactRouterDataRouter?.state.navigation.location
  return pending ? new URL(`${pending.pathname}${pending.search}${pending.hash}`, target.location.origin).href : null
}

/**
 * SPEC 4 and 8: a chunk of the site's code failed to load, most often because a new deployment
 * replaced the old files. The preload-error event fires (Vite fires it for lazily loaded chunks; for a
 * route's own code, see below), and the page is loaded afresh once, at the address the visitor was
 * going to, guarded by a session marker valid for 10 seconds.
 *
 * A second failure within that time is left to the code that asked for the chunk: the event is not
 * cancelled, so Vite rethrows and the import rejects. What the page can do without (the locations map,
 * the menus' panels, the settings form) catches it and the page stays, without that part; what it
 * cannot (a lazily rendered component) throws into the error boundary, and an import nobody catches is
 * an unhandled rejection: either way, the error page (UnhandledErrorListener). Issue 34, point 8: the
 * map failing twice used to turn the whole locations list into the error page.
 *
 * React Router reloads the current page itself when a route's code fails to load, without a guard and
 * away from where the visitor was going. Where the browser has the Navigation API, that reload is caught
 * (a script reload while a client navigation is under way) and handled as above; there nothing else
 * can show the page, so a second failure shows the error page.
 */
export function reloadOnceOnChunkError(target: BrowserWindow) {
  let leaving = false
  /** Loads the page afresh unless this tab already did for a chunk in the last 10 s; whether it does. */
  const reloadOnce = (): boolean => {
    if (leaving) return true
    if (!shouldReloadForChunkError(() => target.sessionStorage, Date.now())) return false
    leaving = true
    const destination = pendingTarget(target) ?? target.location.href
    if (destination === target.location.href) target.location.reload()
    else target.location.assign(destination)
    return true
  }
  target.addEventListener(PRELOAD_ERROR_EVENT, (event) => {
    // Cancelled, the import resolves to nothing while the page goes; not cancelled, it rejects (above).
    if (reloadOnce()) event.preventDefault()
  })
  target.navigation?.addEventListener('navigate', (event) => {
    if (leaving || event.navigationType !== 'reload' || !event.cancelable || !pendingTarget(target)) return
    event.preventDefault()
    if (!reloadOnce())
      target.dispatchEvent(
        new CustomEvent(FATAL_ERROR_EVENT, { detail: new Error('Part of this page could not be loaded.') }),
      )
  })
}
